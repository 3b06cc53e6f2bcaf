import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { Agency } from '../accounts/accounts.entities.js';
import { AuditedWrites } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { InvalidFieldsError, NotFoundError, type FieldProblem } from '../common/errors.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { operatorTenant } from '../common/tenant.js';
import { idField, keysetPage } from '../database/keyset-query.js';
import { sqlTime } from '../database/sql-time.js';
import { runTransaction } from '../database/transactions.js';
import { ApiKey } from './api-keys.entities.js';
import { isRole, type Role } from './roles.js';

/** Every key starts with this, so secret scanners recognise a leaked one. */
export const API_KEY_PREFIX = 'lsk_';
/** 32 random bytes in base64url after the prefix. */
const KEY_SHAPE = /^lsk_[A-Za-z0-9_-]{43}$/;
/** The last use is written at most this often per key (a read of every request stays a read). */
const LAST_USE_EVERY_MS = 60_000;

/** A key as listed: never the key itself. */
export interface ApiKeyRecord {
  readonly id: number;
  readonly agencyId: number;
  readonly name: string;
  readonly role: Role;
  readonly keyStart: string;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
}

/** The caller a valid key stands for. */
export interface KeyHolder {
  readonly keyId: number;
  readonly agencyId: number;
  readonly name: string;
  readonly role: Role;
  /** The agency's default language (answers in it when a request names none). */
  readonly languageId: number;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The audited fields of a key (never the key or its hash). */
function auditView(record: ApiKeyRecord): Record<string, unknown> {
  return { name: record.name, role: record.role, keyStart: record.keyStart, revokedAt: record.revokedAt };
}

function recordOf(key: ApiKey): ApiKeyRecord {
  return {
    id: key.id,
    agencyId: key.agencyId,
    name: key.name,
    role: key.role as Role,
    keyStart: key.keyStart,
    createdAt: key.createdAt,
    revokedAt: key.revokedAt,
    lastUsedAt: key.lastUsedAt,
  };
}

/** A key that is not revoked, by its hash, with its agency's language; `usedLately` 1 when its last use is after the parameter. */
const AUTHENTICATE_SQL =
  'SELECT k.id AS id, k.agency_id AS agencyId, k.name AS name, k.role AS role, a.default_language_id AS languageId, ' +
  'CASE WHEN k.last_used_at IS NOT NULL AND k.last_used_at > ? THEN 1 ELSE 0 END AS usedLately ' +
  'FROM api_key k JOIN agency a ON a.id = k.agency_id WHERE k.key_hash = ? AND k.revoked_at IS NULL';

interface AuthenticatedKeyRow {
  readonly id: number | string;
  readonly agencyId: number | string;
  readonly name: string;
  readonly role: string;
  readonly languageId: number | string;
  readonly usedLately: number | string;
}

/**
 * The agency API's keys: made (the key shown once), listed, revoked, and checked on every call.
 * Only the SHA-256 of a key is stored; a key is long and random, so a fast hash is the right one
 * (no dictionary to guess from) and the check is one indexed read.
 */
export class ApiKeyService {
  private readonly lastUseWritten = new Map<number, number>();

  private readonly writes: AuditedWrites;

  constructor(private readonly dataSource: DataSource) {
    this.writes = new AuditedWrites(dataSource);
  }

  /** Runs a write in one transaction, audited under `actor` for the agency when one is given (the API, the CLI). */
  private write<R>(agencyId: number, actor: Actor | null, work: (manager: EntityManager, audit: (record: ApiKeyRecord, action: 'created' | 'revoked') => Promise<void>) => Promise<R>): Promise<R> {
    if (actor === null) return runTransaction(this.dataSource, (manager) => work(manager, async () => undefined));
    return this.writes.run(operatorTenant(agencyId), actor, (write) =>
      work(write.manager, async (record, action) => {
        if (action === 'created') await write.created('api-keys', record.id, auditView(record));
        else await write.changed('api-keys', record.id, { ...auditView(record), revokedAt: null }, auditView(record));
      }),
    );
  }

  private get keys() {
    return this.dataSource.getRepository(ApiKey);
  }

  /** Makes a key for the agency; answers the key itself (shown once) and its record. Audited when an actor is given. */
  async create(agencyId: number, name: string, role: string, now = new Date(), actor: Actor | null = null): Promise<{ key: string; record: ApiKeyRecord }> {
    const problems: FieldProblem[] = [];
    const trimmed = name.trim();
    if (trimmed === '') problems.push({ field: 'name', code: 'required', message: 'must not be empty.' });
    else if (trimmed.length > 100) problems.push({ field: 'name', code: 'max-length', message: 'must be at most 100 characters.' });
    if (!isRole(role)) problems.push({ field: 'role', code: 'enum', message: 'must be one of viewer, editor, admin.' });
    if (problems.length > 0) throw new InvalidFieldsError(problems);
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const saved = await this.write(agencyId, actor, async (manager, audit) => {
      if (!(await manager.getRepository(Agency).existsBy({ id: agencyId }))) throw new NotFoundError('Agency', agencyId);
      const made = await manager.getRepository(ApiKey).save(
        manager.getRepository(ApiKey).create({
          agencyId,
          name: trimmed,
          role,
          keyHash: hashApiKey(key),
          keyStart: key.slice(0, 8),
          createdAt: now,
          revokedAt: null,
          lastUsedAt: null,
        }),
      );
      await audit(recordOf(made), 'created');
      return made;
    });
    return { key, record: recordOf(saved) };
  }

  /** One keyset page of the agency's keys (by id). */
  page(agencyId: number, request: KeysetRequest): Promise<KeysetPage<ApiKeyRecord>> {
    const query = this.keys.createQueryBuilder('k').where('k.agencyId = :agencyId', { agencyId });
    return keysetPage(query, idField<ApiKey>('k'), request, (keys) => keys.map(recordOf));
  }

  async list(agencyId: number | null): Promise<ApiKeyRecord[]> {
    const keys = await this.keys.find({ where: agencyId === null ? {} : { agencyId }, order: { id: 'ASC' } });
    return keys.map(recordOf);
  }

  /** Revokes the key (at once: every call checks the stored key). Revoking a revoked key keeps its first moment. */
  async revoke(id: number, agencyId: number | null = null, now = new Date(), actor: Actor | null = null): Promise<ApiKeyRecord> {
    const owner = agencyId ?? (await this.keys.findOneBy({ id }))?.agencyId;
    if (owner === undefined || !Number.isSafeInteger(id)) throw new NotFoundError('API key', id);
    return this.write(owner, actor, async (manager, audit) => {
      const repository = manager.getRepository(ApiKey);
      const key = await repository.findOneBy({ id, agencyId: owner });
      if (!key) throw new NotFoundError('API key', id);
      if (key.revokedAt === null) {
        key.revokedAt = now;
        await repository.update({ id }, { revokedAt: now });
        await audit(recordOf(key), 'revoked');
      }
      return recordOf(key);
    });
  }

  /** One key of the agency (never the key itself). */
  async get(agencyId: number, id: number): Promise<ApiKeyRecord> {
    const key = Number.isSafeInteger(id) ? await this.keys.findOneBy({ id, agencyId }) : null;
    if (!key) throw new NotFoundError('API key', id);
    return recordOf(key);
  }

  /**
   * The holder of a key, or null when the text is no key, an unknown one or a revoked one. The
   * last use is recorded at most once a minute per key per process, after the answer (never
   * delaying or failing the call).
   */
  async authenticate(text: string, now = Date.now()): Promise<KeyHolder | null> {
    if (!KEY_SHAPE.test(text)) return null;
    // One indexed read with the agency's language (every API call makes it: no ORM query building).
    const [key] = (await this.dataSource.query(AUTHENTICATE_SQL, [sqlTime(this.dataSource, new Date(now - LAST_USE_EVERY_MS)), hashApiKey(text)])) as AuthenticatedKeyRow[];
    if (!key) return null;
    const id = Number(key.id);
    const written = this.lastUseWritten.get(id) ?? (Number(key.usedLately) === 1 ? now : 0);
    if (now - written >= LAST_USE_EVERY_MS) {
      this.lastUseWritten.set(id, now);
      void runTransaction(this.dataSource, (manager) => manager.getRepository(ApiKey).update({ id }, { lastUsedAt: new Date(now) })).catch(() => {
        this.lastUseWritten.delete(id);
      });
    } else if (!this.lastUseWritten.has(id)) this.lastUseWritten.set(id, written);
    return { keyId: id, agencyId: Number(key.agencyId), name: key.name, role: key.role as Role, languageId: Number(key.languageId) };
  }
}
