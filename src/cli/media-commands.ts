/**
 * `pictures add` and `media sweep`: uploads of picture files through the media module (the same
 * ingest, store and picture writes as the agency API), and the orphan sweep (pictures and document files) by hand.
 */
import { basename } from 'node:path';
import type { DataSource } from 'typeorm';
import { AuditedWrites } from '../audit/audited-writes.js';
import { CLI_ACTOR } from '../common/actor.js';
import { mediaUrl } from '../common/media-presets.js';
import { durationMs } from '../config/environment.js';
import { loadToolConfig, mediaPublicBaseUrl } from '../config/config.js';
import { sqlStatementsFor } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { LocalDocumentStore } from '../media/document-files.js';
import { MediaDocumentFiles } from '../media/media-documents.service.js';
import { MediaPicturesService, type PictureOwner } from '../media/media-pictures.service.js';
import { LocalMediaStore, readUpload } from '../media/media-store.js';
import { allowOnly, option, UsageError, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';
import { asAgency, wholeNumber } from './publication-commands.js';

/** The media service over the CLI's database, configured from the CLI's environment. */
export function mediaService(io: CliIo, dataSource: DataSource, scope: TenantScope): MediaPicturesService {
  const tool = loadToolConfig(io.env);
  const config = { media: { ...tool.media, publicBaseUrl: mediaPublicBaseUrl(io.env) }, pictureBaseUrl: '' };
  return new MediaPicturesService(dataSource, scope, new AuditedWrites(dataSource), new LocalMediaStore(tool.media.dir), config);
}

function ownerOf(args: ParsedArgs): PictureOwner {
  const property = option(args, 'property');
  const project = option(args, 'project');
  if ((property === undefined) === (project === undefined)) throw new UsageError('Give either --property ID or --project ID.');
  return property !== undefined ? { kind: 'property', id: wholeNumber(args, 'property', 1, 2_147_483_647) } : { kind: 'project', id: wholeNumber(args, 'project', 1, 2_147_483_647) };
}

export async function addPictures(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'property', 'project']);
  const files = args.positionals.slice(2);
  if (files.length === 0) throw new UsageError('Name at least one picture file.');
  const owner = ownerOf(args);
  const maxBytes = loadToolConfig(io.env).media.maxBytes;
  await asAgency(args, io, async (tenant, scope) => {
    const pictures = mediaService(io, await io.database(), scope);
    // One file after the other, each stored whole before the next; a refused file stops the rest.
    for (const file of files) {
      const picture = await pictures.add(tenant, CLI_ACTOR, owner, await readUpload(file, maxBytes).catch(unreadableFile(file)));
      const url = mediaUrl(mediaPublicBaseUrl(io.env), { agencyId: tenant.agencyId, kind: owner.kind, id: picture.id, version: picture.version }, 'large');
      io.stdout(`${basename(file)}: picture ${picture.id} (version ${picture.version}, position ${picture.position}) of ${owner.kind} ${owner.id}, ${picture.width}×${picture.height}: ${url}`);
    }
  });
  return 0;
}

function unreadableFile(file: string): (error: unknown) => never {
  return (error) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`No such file: ${file}`);
    if (code === 'EISDIR') throw new UsageError(`${file} is a directory.`);
    throw error;
  };
}

export async function sweepMedia(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['older-than']);
  const grace = durationMs(option(args, 'older-than') ?? '1h');
  if (Number.isNaN(grace)) throw new UsageError('--older-than must be a duration such as 30m, 2h or 7d.');
  const dataSource = await io.database();
  const statements = sqlStatementsFor(dataSource);
  try {
    const scope = new TenantScope(dataSource, statements);
    const removed = await mediaService(io, dataSource, scope).sweep(grace);
    const tool = loadToolConfig(io.env);
    const documents = await new MediaDocumentFiles(dataSource, scope, new LocalDocumentStore(tool.media.dir), tool).sweep(grace);
    io.stdout(`Removed ${removed} stored picture contents that no picture uses and ${documents} document files that no document names.`);
  } finally {
    await statements.close();
  }
  return 0;
}
