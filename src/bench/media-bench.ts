/**
 * The media part of `npm run bench` (run.ts calls it with the service it started):
 *
 * - ingest: 24-megapixel JPEGs uploaded through the agency API, each to all renditions — seconds
 *   per picture one at a time, pictures per minute with 4 uploads at once, and the latency of
 *   small requests (a cached v1.2 GetPropertyJson) before and during those uploads;
 * - serving: 2,000 pictures of distinct contents on the published listings (their medium and
 *   large JPEGs, each file's bytes its own: a rendition of an uploaded photo with the picture's
 *   number in a JPEG comment, placed in MEDIA_DIR through the media store, and picture rows naming
 *   them), requested at random from /media/ and from a bare `node:http` server answering the same
 *   bytes with the same headers from memory (its own process), in alternating turns, after
 *   checking that both answer every URL with the same bytes and headers: each picture as likely
 *   as any other (a working set several times the service's memory budget for renditions), then
 *   a fifth of them drawing 80 % of the requests, then one hot URL; with the share of the
 *   service's answers that came from memory, each server's CPU time per request and wrk's CPU
 *   share of its turns (Linux, from /proc: whether the generator was the limit); then 10,000 distinct pictures (rows naming those
 *   contents) at random, with the service's resident memory before, at its peak and after.
 *
 * `node dist/bench/media-bench.js bare PORT FILES` is the bare server's process (FILES: a JSON list
 * of the URLs it answers, each with its file and headers).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { MEDIA_FORMATS, type MediaPreset } from '../common/media-presets.js';
import { loadToolConfig } from '../config/config.js';
import { createDataSource } from '../database/data-source.js';
import { LocalMediaStore, type MediaManifest } from '../media/media-store.js';
import { PropertyPicture } from '../properties/properties.entities.js';
import { ENTITIES } from '../schema.js';
import { fetchBody, runInterleaved, runLoad, type Generator, type LoadResult } from './load.js';
import type { ProbeReport } from './service-probe.js';
import { v12Json } from './scenarios.js';

export interface MediaBenchContext {
  readonly baseUrl: string;
  readonly env: NodeJS.ProcessEnv;
  readonly root: string;
  readonly scratch: string;
  readonly barePort: number;
  /** The service's process id (its CPU time per request is read from /proc). */
  readonly servicePid: number | undefined;
  readonly credentials: { readonly CustomerName: string; readonly CustomerPassword: string };
  /** Published property ids (pictures are added to them). */
  readonly propertyIds: readonly number[];
  readonly probe: () => Promise<ProbeReport>;
  readonly generator: Generator;
  readonly connections: number;
  readonly seconds: number;
  readonly slices: number;
  readonly quick: boolean;
}

export interface MediaBenchResult {
  readonly ingest: {
    readonly megapixels: number;
    readonly inputBytes: number;
    readonly secondsPerPicture: readonly number[];
    readonly concurrent: { readonly uploads: number; readonly atOnce: number; readonly seconds: number; readonly picturesPerMinute: number };
    readonly smallRequestsIdle: LoadResult;
    readonly smallRequestsDuringIngest: LoadResult;
    readonly serverDuringIngest: ProbeReport;
  };
  readonly serving: {
    /** One rendition asked for over and over. */
    readonly hot: ServingComparison;
    /** Distinct pictures (their medium and large JPEGs), each as likely as any other. */
    readonly distinct: DistinctComparison;
    /** The same pictures, a fifth of them asked for four times in five (new and featured listings draw most views). */
    readonly popular: DistinctComparison;
    readonly memory: { readonly pictures: number; readonly result: LoadResult; readonly rssBeforeMb: number; readonly server: ProbeReport };
  };
}

export interface ServingComparison {
  readonly ours: LoadResult;
  readonly bare: LoadResult;
  /** ours / bare, requests per second. */
  readonly ratio: number;
  /** An example URL and its size. */
  readonly path: string;
  readonly bytes: number;
}

export interface DistinctComparison extends ServingComparison {
  readonly pictures: number;
  readonly urls: number;
  readonly megabytes: number;
  /** Of the service's look-ups and rendition reads during the run, the share answered from memory. */
  readonly lookupHitRatio: number;
  readonly renditionHitRatio: number;
}

/** What the bare server answers for one path: the file's bytes with these headers. */
interface BareFile {
  readonly path: string;
  readonly file: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The headers a client or cache acts on, compared between the service and the bare server. */
const COMPARED_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options'] as const;

/** How many distinct pictures the serving comparison asks for, and how many the memory run. */
const DISTINCT_PICTURES = 2_000;
const MEMORY_PICTURES = 10_000;
/** The renditions asked for of each distinct picture (what a partner's list and detail pages show). */
const SERVED_PRESETS: readonly MediaPreset[] = ['medium', 'large'];

const WIDTH = 6000;
const HEIGHT = 4000;

/** A 24-megapixel photo-like JPEG (smooth noise, so it compresses like a photo), made distinct by `seed`. */
async function photo(seed: number): Promise<Buffer> {
  const small = Buffer.alloc(300 * 200 * 3);
  let state = Math.imul(seed + 1, 2654435761) >>> 0;
  for (let i = 0; i < small.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    small[i] = state >>> 24;
  }
  const smooth = await sharp(small, { raw: { width: 300, height: 200, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  return sharp(smooth, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

function cli(context: MediaBenchContext, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [join(context.root, 'dist', 'cli', 'main.js'), ...args], { env: context.env }, (error, stdout, stderr) =>
      error ? reject(new Error(`cli ${args.join(' ')}: ${stderr}`)) : resolve(stdout),
    ),
  );
}

async function upload(context: MediaBenchContext, key: string, propertyId: number, bytes: Buffer): Promise<{ id: number; seconds: number }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${context.baseUrl}/api/v1/properties/${propertyId}/pictures`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
  const body = (await response.json()) as { id?: number };
  if (response.status !== 201 || body.id === undefined) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { id: body.id, seconds: (performance.now() - started) / 1000 };
}

async function startBare(context: MediaBenchContext, files: readonly BareFile[]): Promise<ChildProcess> {
  const list = join(context.scratch, 'media-bench-bare.json');
  writeFileSync(list, JSON.stringify(files));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'bare', String(context.barePort), list], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare media server exited with ${code}`)));
  });
  return child;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function runMediaBench(context: MediaBenchContext): Promise<MediaBenchResult> {
  const key = (await cli(context, ['api-keys', 'create', '--agency', '1', '--name', `bench-media-${Date.now()}`, '--role', 'editor'])).trim().split('\n').pop()!.trim();
  const [first, second, ...rest] = context.propertyIds;
  if (first === undefined || second === undefined || rest.length < 4) throw new Error('the media bench needs at least 6 published properties');
  const concurrentUploads = context.quick ? 4 : 8;
  console.log(`\nmedia: making ${2 + concurrentUploads} distinct ${WIDTH}×${HEIGHT} JPEGs…`);
  const photos = await Promise.all(Array.from({ length: 2 + concurrentUploads }, (_, i) => photo(i + (Date.now() % 1_000_000))));
  const small = v12Json('GetProperty', { ...context.credentials, ID: first, LanguageId: 1 });
  await fetchBody(context.baseUrl, small);

  // One at a time: the first upload also warms sharp up, so both are shown.
  const one = await upload(context, key, first, photos[0]!);
  const two = await upload(context, key, first, photos[1]!);
  const idle = await runLoad(context.baseUrl, [small], { connections: 4, seconds: context.quick ? 2 : 5, generator: 'node' });

  // Four at once, with small requests alongside.
  await context.probe();
  let next = 2;
  const started = performance.now();
  const uploading = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < photos.length) {
        const index = next++;
        await upload(context, key, rest[index % rest.length]!, photos[index]!);
      }
    }),
  ).then(() => (performance.now() - started) / 1000);
  const during = runLoad(context.baseUrl, [small], { connections: 4, seconds: 8, generator: 'node' });
  const [concurrentSeconds, duringIngest] = await Promise.all([uploading, during]);
  const serverDuringIngest = await context.probe();

  // Serving: distinct pictures placed in the store, against a bare server answering the same bytes from memory.
  const dataSource = await createDataSource(loadToolConfig(context.env).database, ENTITIES, false);
  await dataSource.initialize();
  let serving: MediaBenchResult['serving'];
  try {
    serving = await measureServing(context, dataSource, one.id);
  } finally {
    await dataSource.destroy();
  }

  const result: MediaBenchResult = {
    ingest: {
      megapixels: (WIDTH * HEIGHT) / 1e6,
      inputBytes: Math.round(photos.reduce((sum, bytes) => sum + bytes.length, 0) / photos.length),
      secondsPerPicture: [round(one.seconds), round(two.seconds)],
      concurrent: { uploads: concurrentUploads, atOnce: 4, seconds: round(concurrentSeconds), picturesPerMinute: round((concurrentUploads / concurrentSeconds) * 60, 1) },
      smallRequestsIdle: idle,
      smallRequestsDuringIngest: duringIngest,
      serverDuringIngest,
    },
    serving,
  };
  printMediaBench(result);
  return result;
}

/** `jpeg` with a comment segment (FF FE) right after its start marker: a valid JPEG with bytes of its own. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4 + comment.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + comment.length, 2);
  comment.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** Runs `work` on every item, `atOnce` at a time. */
async function eachAtOnce<T>(items: readonly T[], atOnce: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** The service's hit and miss counts of one of its caches (/metrics). */
async function cacheCounts(baseUrl: string, cache: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const count = (result: string) => Number(new RegExp(`^listing_cache_lookups_total\\{cache="${cache}",result="${result}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hits: count('hit'), misses: count('miss') };
}

const hitRatio = (before: { hits: number; misses: number }, after: { hits: number; misses: number }) => {
  const hits = after.hits - before.hits;
  const total = hits + after.misses - before.misses;
  return total === 0 ? 0 : round(hits / total, 3);
};

/** A picture placed for the serving runs: its row's id and its served files' bytes by preset. */
interface PlacedPicture {
  readonly id: number;
  readonly hash: string;
  readonly files: ReadonlyMap<MediaPreset, Buffer>;
}

/**
 * Places `count` contents of their own in the media store (the medium and large JPEGs of the
 * uploaded picture `templateId`, each with the picture's number in a comment, and a manifest), and
 * a picture row naming each on the published properties in turn.
 */
async function placePictures(context: MediaBenchContext, dataSource: DataSource, templateId: number, count: number): Promise<PlacedPicture[]> {
  const store = new LocalMediaStore(context.env['MEDIA_DIR']!);
  const template = await dataSource.getRepository(PropertyPicture).findOneByOrFail({ id: templateId });
  const base = (await store.manifest(template.mediaHash!))!;
  const baseFiles = new Map<MediaPreset, Buffer>();
  for (const preset of SERVED_PRESETS) baseFiles.set(preset, (await store.read(base.hash, preset, 'jpg'))!);
  const stamp = Date.now();
  const contents: { hash: string; files: Map<MediaPreset, Buffer> }[] = [];
  await eachAtOnce(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const original = Buffer.from(`media bench picture ${i} of run ${stamp}`);
      const hash = createHash('sha256').update(original).digest('hex');
      const files = new Map([...baseFiles].map(([preset, bytes]) => [preset, withComment(bytes, `picture ${i} of run ${stamp}`)]));
      const renditions = Object.fromEntries(
        Object.entries(base.renditions).map(([preset, rendition]) => {
          const file = files.get(preset as MediaPreset);
          return [preset, file === undefined ? rendition : { ...rendition, bytes: { ...rendition.bytes, jpg: file.length } }];
        }),
      ) as MediaManifest['renditions'];
      await store.put({ ...base, hash, bytes: original.length, renditions }, original, new Map([...files].map(([preset, bytes]) => [`${preset}.jpg`, bytes])));
      contents[i] = { hash, files };
    },
  );
  const { id: _id, propertyId: _owner, ...columns } = template;
  const placed: PlacedPicture[] = [];
  for (let batch = 0; batch < count; batch += 500) {
    const slice = contents.slice(batch, batch + 500);
    const rows = slice.map((content, i) => ({ ...columns, mediaHash: content.hash, version: 1, propertyId: context.propertyIds[(batch + i) % context.propertyIds.length]!, position: 1000 + batch + i }));
    const inserted = await dataSource.getRepository(PropertyPicture).insert(rows);
    inserted.identifiers.forEach((identifier, i) => placed.push({ id: Number(identifier['id']), ...slice[i]! }));
  }
  return placed;
}

/** More picture rows naming the contents of `placed` in turn, up to `count` pictures in all: their ids. */
async function morePictures(context: MediaBenchContext, dataSource: DataSource, templateId: number, placed: readonly PlacedPicture[], count: number): Promise<number[]> {
  const template = await dataSource.getRepository(PropertyPicture).findOneByOrFail({ id: templateId });
  const { id: _id, propertyId: _owner, ...columns } = template;
  const ids = placed.map((picture) => picture.id);
  for (let batch = ids.length; batch < count; batch += 500) {
    const rows = Array.from({ length: Math.min(500, count - batch) }, (_, i) => ({
      ...columns,
      mediaHash: placed[(batch + i) % placed.length]!.hash,
      version: 1,
      propertyId: context.propertyIds[(batch + i) % context.propertyIds.length]!,
      position: 1000 + batch + i,
    }));
    const inserted = await dataSource.getRepository(PropertyPicture).insert(rows);
    ids.push(...inserted.identifiers.map((identifier) => Number(identifier['id'])));
  }
  return ids;
}

/** Fetches every path from both servers and checks that each answers the expected bytes with the same headers. */
async function checkSameAnswers(ours: string, bare: string, expected: ReadonlyMap<string, Buffer>): Promise<void> {
  await eachAtOnce([...expected], 8, async ([path, bytes]) => {
    const [a, b] = await Promise.all([fetch(`${ours}${path}`), fetch(`${bare}${path}`)]);
    const [bodyA, bodyB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    if (a.status !== 200 || b.status !== 200) throw new Error(`${path}: the service answered ${a.status}, the bare server ${b.status}`);
    if (!bodyA.equals(bytes) || !bodyB.equals(bytes)) throw new Error(`${path}: the service or the bare server answered other bytes than the file's`);
    for (const header of COMPARED_HEADERS) {
      if (a.headers.get(header) !== b.headers.get(header)) throw new Error(`${path}: ${header} differs: ${a.headers.get(header)} (service) and ${b.headers.get(header)} (bare)`);
    }
  });
}

async function measureServing(context: MediaBenchContext, dataSource: DataSource, templateId: number): Promise<MediaBenchResult['serving']> {
  console.log(`media: placing ${DISTINCT_PICTURES} pictures of distinct contents on ${context.propertyIds.length} listings…`);
  const placed = await placePictures(context, dataSource, templateId, DISTINCT_PICTURES);
  const store = new LocalMediaStore(context.env['MEDIA_DIR']!);
  const expected = new Map<string, Buffer>();
  const files: BareFile[] = [];
  for (const picture of placed) {
    for (const [preset, bytes] of picture.files) {
      const path = `/media/1/${picture.id}/1/${preset}.jpg`;
      const file = (await store.rendition(picture.hash, preset, 'jpg'))!.path;
      // What the service answers, as docs/media.md describes it.
      const headers = {
        'Content-Type': MEDIA_FORMATS.jpg,
        'Content-Length': String(bytes.length),
        ETag: `"${picture.hash.slice(0, 32)}-${preset}-jpg"`,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      };
      expected.set(path, bytes);
      files.push({ path, file, headers });
    }
  }
  const bare = await startBare(context, files);
  try {
    const bareUrl = `http://127.0.0.1:${context.barePort}`;
    await checkSameAnswers(context.baseUrl, bareUrl, expected);
    const options = { connections: context.connections, seconds: context.seconds, slices: context.slices, generator: context.generator };
    const compare = async (pool: { method: 'GET'; path: string }[]) => {
      const targets = [
        { baseUrl: context.baseUrl, pool, pid: context.servicePid },
        { baseUrl: bareUrl, pool, pid: bare.pid },
      ];
      await runInterleaved(targets, { ...options, seconds: 2, slices: 1 });
      const [ours, bareResult] = (await runInterleaved(targets, options)) as [LoadResult, LoadResult];
      return { ours, bare: bareResult, ratio: round(ours.requestsPerSecond / bareResult.requestsPerSecond) };
    };

    const hotPath = files.find((file) => file.path.endsWith('/large.jpg'))!.path;
    const hot = { ...(await compare([{ method: 'GET', path: hotPath }])), path: hotPath, bytes: expected.get(hotPath)!.length };

    const totalBytes = [...expected.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    const distinctRun = async (pool: { method: 'GET'; path: string }[]): Promise<DistinctComparison> => {
      const [lookupsBefore, renditionsBefore] = [await cacheCounts(context.baseUrl, 'media-lookups'), await cacheCounts(context.baseUrl, 'media-renditions')];
      const run = await compare(pool);
      const [lookupsAfter, renditionsAfter] = [await cacheCounts(context.baseUrl, 'media-lookups'), await cacheCounts(context.baseUrl, 'media-renditions')];
      return {
        ...run,
        path: files[1]!.path,
        bytes: Math.round(totalBytes / expected.size),
        pictures: placed.length,
        urls: files.length,
        megabytes: round(totalBytes / 1048576, 1),
        lookupHitRatio: hitRatio(lookupsBefore, lookupsAfter),
        renditionHitRatio: hitRatio(renditionsBefore, renditionsAfter),
      };
    };
    const uniform = files.map((file) => ({ method: 'GET' as const, path: file.path }));
    const distinct = await distinctRun(uniform);
    // Every fifth picture's URLs 16 times in the pool: a fifth of the pictures draw 80 % of the requests.
    const popularPool = files.flatMap((file, index) => Array.from({ length: Math.floor(index / SERVED_PRESETS.length) % 5 === 0 ? 16 : 1 }, () => ({ method: 'GET' as const, path: file.path })));
    const popular = await distinctRun(popularPool);

    // Memory while 10,000 distinct pictures are asked for at random (rows naming the placed contents in turn).
    const ids = await morePictures(context, dataSource, templateId, placed, MEMORY_PICTURES);
    const memoryPool = ids.map((id) => ({ method: 'GET' as const, path: `/media/1/${id}/1/large.jpg` }));
    const before = await context.probe();
    const result = await runLoad(context.baseUrl, memoryPool, { connections: context.connections, seconds: Math.max(context.seconds, 10), generator: context.generator });
    const server = await context.probe();
    return { hot, distinct, popular, memory: { pictures: ids.length, result, rssBeforeMb: before.rssMb, server } };
  } finally {
    bare.kill('SIGTERM');
  }
}

function printMediaBench(result: MediaBenchResult): void {
  const { ingest, serving } = result;
  console.log(`media ingest: ${ingest.megapixels} MP JPEG (${Math.round(ingest.inputBytes / 1024)} KiB) to 6 presets × JPEG + WebP`);
  console.log(`  one at a time: ${ingest.secondsPerPicture.join(' s, ')} s per picture`);
  console.log(`  ${ingest.concurrent.uploads} uploads, ${ingest.concurrent.atOnce} at once: ${ingest.concurrent.seconds} s, ${ingest.concurrent.picturesPerMinute} pictures per minute`);
  const idle = ingest.smallRequestsIdle.latencyMs;
  const busy = ingest.smallRequestsDuringIngest.latencyMs;
  console.log(`  small requests (GetPropertyJson, 4 connections): idle p50 ${idle.p50} ms p99 ${idle.p99} ms; during ingest p50 ${busy.p50} ms p99 ${busy.p99} ms max ${busy.max} ms`);
  console.log(`  service during ingest: peak ${ingest.serverDuringIngest.peakRssMb} MB, longest event-loop stall ${ingest.serverDuringIngest.maxStallMs} ms`);
  const line = (name: string, run: ServingComparison) => {
    console.log(
      `  ${name}: ours ${run.ours.requestsPerSecond} req/s (p50 ${run.ours.latencyMs.p50} ms, p99 ${run.ours.latencyMs.p99} ms, errors ${run.ours.errors}), bare node:http from memory ${run.bare.requestsPerSecond} req/s (p50 ${run.bare.latencyMs.p50} ms, p99 ${run.bare.latencyMs.p99} ms): ${run.ratio}×`,
    );
    const [ours, bare] = [run.ours.cpu, run.bare.cpu];
    if (ours && bare) {
      console.log(
        `    CPU per request: ours ${ours.serverUsPerRequest} µs, bare ${bare.serverUsPerRequest} µs (bare / ours ${round(bare.serverUsPerRequest / ours.serverUsPerRequest)}); wrk's CPU share of its run: ${Math.round(ours.generatorShare * 100)} % (ours), ${Math.round(bare.generatorShare * 100)} % (bare)`,
      );
    }
  };
  const d = serving.distinct;
  const fromMemory = (run: DistinctComparison) =>
    console.log(`    service's answers from memory: look-ups ${Math.round(run.lookupHitRatio * 100)} %, renditions ${Math.round(run.renditionHitRatio * 100)} %`);
  console.log(`media serving (same bytes and headers from both, checked for every URL):`);
  line(`${d.pictures} distinct pictures, ${d.urls} URLs (medium + large JPEG, ${d.megabytes} MB, ${d.bytes} bytes on average), each as likely`, d);
  fromMemory(d);
  line(`the same, a fifth of the pictures drawing 80 % of the requests`, serving.popular);
  fromMemory(serving.popular);
  line(`one hot URL ${serving.hot.path} (${serving.hot.bytes} bytes)`, serving.hot);
  const m = serving.memory;
  console.log(
    `  ${m.pictures} distinct pictures at random: ${m.result.requestsPerSecond} req/s (p99 ${m.result.latencyMs.p99} ms, errors ${m.result.errors}); RSS ${m.rssBeforeMb} MB before, peak ${m.server.peakRssMb} MB, ${m.server.rssMb} MB after`,
  );
}

/** The bare reference: each listed path's file from memory with its headers, 404 for anything else. */
if (process.argv[2] === 'bare' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const answers = new Map((JSON.parse(readFileSync(process.argv[4]!, 'utf8')) as BareFile[]).map((file) => [file.path, { body: readFileSync(file.file), headers: file.headers }]));
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = answers.get(request.url ?? '');
      if (answer === undefined) {
        response.writeHead(404, { 'content-length': '0' });
        response.end();
        return;
      }
      response.writeHead(200, answer.headers);
      response.end(answer.body);
    });
  });
  server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
