import type { DataSource, EntityManager } from 'typeorm';

/** Whether the connection is MySQL/MariaDB (else the embedded SQLite). */
export function isMysql(dataSource: DataSource): boolean {
  return dataSource.options.type !== 'better-sqlite3';
}

/**
 * Locks a named counter of `sync_state` for the rest of the transaction and returns its value:
 * one holder at a time, fleet-wide (MySQL/MariaDB: a locking read of the row; SQLite: a write,
 * which takes the database's write lock before anything is read).
 */
export async function lockCounter(dataSource: DataSource, manager: EntityManager, name: string): Promise<number> {
  const mysql = isMysql(dataSource);
  if (!mysql) await manager.query('UPDATE sync_state SET value = value WHERE name = ?', [name]);
  const rows = await manager.query<{ value: string | number }[]>(`SELECT value FROM sync_state WHERE name = ?${mysql ? ' FOR UPDATE' : ''}`, [name]);
  return Number(rows[0]?.value ?? 0);
}
