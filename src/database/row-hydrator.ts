import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/** Column types whose raw driver value is already the entity's value (no transformer). */
const PLAIN_TYPES = new Set<unknown>(['int', 'integer', 'varchar', 'text', Number, String]);

export interface RowHydrator<T> {
  /** The column list for a SELECT (`alias.column`, in entity order). */
  readonly columns: string;
  /** The entity-shaped object of one raw row, converted exactly as TypeORM's driver converts it. */
  hydrate(raw: Record<string, unknown>): T;
}

/**
 * Hydration of raw rows from prepared statements without TypeORM's query runner: the plan is
 * built once from the entity's metadata; integers and strings are copied, every other column
 * (booleans, dates, decimals with their transformer, JSON) goes through the driver's own
 * conversion, so the result equals what a repository find would return.
 */
export function rowHydrator<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>, alias: string): RowHydrator<T> {
  const columns = dataSource.getMetadata(entity).columns;
  const driver = dataSource.driver;
  const plan = columns.map((column) => ({
    property: column.propertyName,
    database: column.databaseName,
    plain: PLAIN_TYPES.has(column.type) && !column.transformer,
    column,
  }));
  return {
    columns: plan.map((step) => `${alias}.${step.database}`).join(', '),
    hydrate(raw) {
      const row: Record<string, unknown> = {};
      for (const step of plan) {
        const value = raw[step.database];
        row[step.property] = step.plain ? (value ?? null) : driver.prepareHydratedValue(value, step.column);
      }
      return row as T;
    },
  };
}
