import type { MigrationInterface, QueryRunner } from 'typeorm';

export interface DialectStatements {
  readonly up: readonly string[];
  readonly down: readonly string[];
}

/**
 * A migration carrying the statements of both dialects (printed per dialect by
 * `npm run migration:generate`); the connection picks its own.
 */
export abstract class DialectMigration implements MigrationInterface {
  abstract readonly name: string;
  protected abstract readonly sqlite: DialectStatements;
  protected abstract readonly mysql: DialectStatements;

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of this.statementsFor(queryRunner).up) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of this.statementsFor(queryRunner).down) await queryRunner.query(statement);
  }

  private statementsFor(queryRunner: QueryRunner): DialectStatements {
    return queryRunner.connection.options.type === 'better-sqlite3' ? this.sqlite : this.mysql;
  }
}
