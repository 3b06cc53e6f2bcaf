import type { DataSource } from 'typeorm';

/** The statements that would bring the database schema in line with the entities (empty = no drift). */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((q) => q.query),
    down: sql.downQueries.map((q) => q.query),
  };
}
