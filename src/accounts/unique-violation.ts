/** True when a database error is a unique-index violation (SQLite or MySQL/MariaDB). */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    if (typeof candidate !== 'object' || candidate === null) return false;
    const { code, errno } = candidate as { code?: unknown; errno?: unknown };
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY' || errno === 1062;
  });
}
