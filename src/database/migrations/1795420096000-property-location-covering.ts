import { DialectMigration } from './dialect-migration.js';

/**
 * The GPS radius's index also carries the goal and the creation time: a circle's latitude band is
 * then read, filtered by goal and ordered newest first from the index alone. With
 * `(agency_id, status, latitude, longitude)` MariaDB read the table row of every match in the
 * circle for the order (264 ms p50 at 1M for 2 km circles, the table sixteen times its buffer
 * pool; docs/benchmarks.md, issue 19's second pass).
 */
export class PropertyLocationCovering1795420096000 extends DialectMigration {
  readonly name = 'PropertyLocationCovering1795420096000';
  protected readonly sqlite = {
    up: [
      'DROP INDEX "ix_property_location"',
      'CREATE INDEX "ix_property_location" ON "property" ("agency_id", "status", "latitude", "longitude", "goal", "created_at") ',
    ],
    down: ['DROP INDEX "ix_property_location"', 'CREATE INDEX "ix_property_location" ON "property" ("agency_id", "status", "latitude", "longitude") '],
  };
  protected readonly mysql = {
    up: ['ALTER TABLE `property` DROP INDEX `ix_property_location`, ADD INDEX `ix_property_location` (`agency_id`, `status`, `latitude`, `longitude`, `goal`, `created_at`)'],
    down: ['ALTER TABLE `property` DROP INDEX `ix_property_location`, ADD INDEX `ix_property_location` (`agency_id`, `status`, `latitude`, `longitude`)'],
  };
}
