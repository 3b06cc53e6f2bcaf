/**
 * Writes rows straight through the database driver, bypassing the entity layer: prepared
 * statements on SQLite, multi-row INSERTs on MySQL/MariaDB, one transaction per batch.
 */
import { statSync } from 'node:fs';
import type { DataSource } from 'typeorm';

export type SqlValue = string | number | null;

export interface BulkWriter {
  /** Highest id stored in `table` (0 when empty). */
  maxId(table: string): Promise<number>;
  /** Inserts rows (values in `columns` order) inside the current transaction. */
  insert(table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void>;
  transaction(work: () => Promise<void>): Promise<void>;
  /** Bytes the database occupies (SQLite: file + WAL; MySQL/MariaDB: data + index length). */
  sizeBytes(): Promise<number>;
  close(): Promise<void>;
}

/** Dates as both dialects store them: UTC `YYYY-MM-DD HH:MM:SS.mmm`. */
export function sqlDate(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

interface SqliteStatement {
  run(...values: SqlValue[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement & { get(): unknown };
  exec(sql: string): void;
  pragma(sql: string, options?: { simple: boolean }): unknown;
  readonly name: string;
  readonly memory: boolean;
}

class SqliteBulkWriter implements BulkWriter {
  private readonly statements = new Map<string, SqliteStatement>();

  constructor(private readonly db: SqliteDatabase) {
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -200000');
  }

  async maxId(table: string): Promise<number> {
    const row = this.db.prepare(`SELECT COALESCE(MAX(id), 0) AS m FROM "${table}"`).get() as { m: number };
    return Number(row.m);
  }

  async insert(table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
    const key = `${table}(${columns.join(',')})`;
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      this.statements.set(key, statement);
    }
    for (const row of rows) statement.run(...row);
  }

  async transaction(work: () => Promise<void>): Promise<void> {
    this.db.exec('BEGIN');
    try {
      await work();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async sizeBytes(): Promise<number> {
    if (this.db.memory) {
      return Number(this.db.pragma('page_count', { simple: true })) * Number(this.db.pragma('page_size', { simple: true }));
    }
    this.db.exec('ANALYZE');
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    const size = (file: string) => {
      try {
        return statSync(file).size;
      } catch {
        return 0;
      }
    };
    return size(this.db.name) + size(`${this.db.name}-wal`);
  }

  async close(): Promise<void> {
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('cache_size = -2000');
  }
}

interface MysqlConnection {
  query(sql: string, values?: unknown): Promise<[unknown, unknown]>;
  beginTransaction(): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  end(): Promise<void>;
}

/** Rows per INSERT statement on MySQL/MariaDB (well under max_allowed_packet). */
const MYSQL_ROWS_PER_STATEMENT = 1000;

class MysqlBulkWriter implements BulkWriter {
  constructor(private readonly connection: MysqlConnection) {}

  async maxId(table: string): Promise<number> {
    const [rows] = await this.connection.query(`SELECT COALESCE(MAX(id), 0) AS m FROM \`${table}\``);
    return Number((rows as { m: number | string }[])[0]?.m ?? 0);
  }

  async insert(table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
    const head = `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`;
    for (let i = 0; i < rows.length; i += MYSQL_ROWS_PER_STATEMENT) {
      await this.connection.query(head, [rows.slice(i, i + MYSQL_ROWS_PER_STATEMENT)]);
    }
  }

  async transaction(work: () => Promise<void>): Promise<void> {
    await this.connection.beginTransaction();
    try {
      await work();
      await this.connection.commit();
    } catch (error) {
      await this.connection.rollback();
      throw error;
    }
  }

  async sizeBytes(): Promise<number> {
    const [tables] = await this.connection.query('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()');
    const names = (tables as { t: string }[]).map((row) => `\`${row.t}\``);
    if (names.length > 0) await this.connection.query(`ANALYZE TABLE ${names.join(', ')}`);
    const [rows] = await this.connection.query(
      'SELECT COALESCE(SUM(data_length + index_length), 0) AS size FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    return Number((rows as { size: number | string }[])[0]?.size ?? 0);
  }

  async close(): Promise<void> {
    await this.connection.end();
  }
}

/** A writer on the same database as `dataSource` (SQLite: its own connection; MySQL/MariaDB: a new one). */
export async function openBulkWriter(dataSource: DataSource): Promise<BulkWriter> {
  if (dataSource.options.type === 'better-sqlite3') {
    return new SqliteBulkWriter((dataSource.driver as unknown as { databaseConnection: SqliteDatabase }).databaseConnection);
  }
  const url = (dataSource.options as { url?: string }).url;
  if (!url) throw new Error('The bulk writer needs a MySQL/MariaDB connection URL.');
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: url, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  await connection.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
  return new MysqlBulkWriter(connection as unknown as MysqlConnection);
}
