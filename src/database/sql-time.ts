import type { DataSource } from 'typeorm';
import { isMysql } from './counter-lock.js';

/**
 * A moment as a raw-query parameter: MySQL/MariaDB bind a Date (the connection is UTC); SQLite
 * stores datetimes as UTC text `YYYY-MM-DD HH:MM:SS.SSS` (as TypeORM writes them and the change
 * triggers do), which compares correctly as text.
 */
export function sqlTime(dataSource: DataSource, moment: Date): Date | string {
  return isMysql(dataSource) ? moment : moment.toISOString().replace('T', ' ').replace('Z', '');
}
