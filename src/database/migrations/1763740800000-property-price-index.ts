import { DialectMigration } from './dialect-migration.js';

/** Listing sorted by price without a Goal filter walks this index instead of sorting every match. */
export class PropertyPriceIndex1763740800000 extends DialectMigration {
  readonly name = 'PropertyPriceIndex1763740800000';
  protected readonly sqlite = {
    up: ['CREATE INDEX "ix_property_price" ON "property" ("agency_id", "status", "price")'],
    down: ['DROP INDEX "ix_property_price"'],
  };
  protected readonly mysql = {
    up: ['CREATE INDEX `ix_property_price` ON `property` (`agency_id`, `status`, `price`)'],
    down: ['DROP INDEX `ix_property_price` ON `property`'],
  };
}
