import { DialectMigration } from './dialect-migration.js';

/**
 * The default listing (newest first) almost always filters on Goal: with Goal in the index the
 * page's ids are read from the index alone, so even the last page of 1M rows is an index walk.
 */
export class PropertyGoalListIndex1763744400000 extends DialectMigration {
  readonly name = 'PropertyGoalListIndex1763744400000';
  protected readonly sqlite = {
    up: ['CREATE INDEX "ix_property_goal_list" ON "property" ("agency_id", "status", "goal", "created_at", "id")'],
    down: ['DROP INDEX "ix_property_goal_list"'],
  };
  protected readonly mysql = {
    up: ['CREATE INDEX `ix_property_goal_list` ON `property` (`agency_id`, `status`, `goal`, `created_at`, `id`)'],
    down: ['DROP INDEX `ix_property_goal_list` ON `property`'],
  };
}
