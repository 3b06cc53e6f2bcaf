import { DialectMigration } from './dialect-migration.js';

const COVER = ['goal', 'price', 'bedrooms'];

/** (agency_id, status, <lead>, goal, price, bedrooms): one column list per dialect's quoting. */
function columns(lead: readonly string[], quote: (name: string) => string, cityKey: string): string {
  return ['agency_id', 'status', ...lead, ...COVER].map((name) => (name === 'city' ? cityKey : quote(name))).join(', ');
}

const LISTS = ['zip', 'type_id', 'zone_id', 'city'] as const;
const INDEX_OF: Record<(typeof LISTS)[number], string> = {
  zip: 'ix_property_zip',
  type_id: 'ix_property_type',
  zone_id: 'ix_property_zone',
  city: 'ix_property_city',
};
const OLD_LIST_INDEXES = ['ix_property_zip', 'ix_property_type', 'ix_property_zone'];

/**
 * Every documented listing filter counts and lists from an index:
 * - price with bedrooms (MinRoom, NrRooms): (agency, status, goal, price, bedrooms) and
 *   (agency, status, price, bedrooms) replace the price indexes, so the bedroom condition is
 *   checked in the index instead of reading a table row per price match;
 * - bedrooms alone: (agency, status, goal, bedrooms);
 * - PostalCodes, TypeIDs, GeographicIDs and CityNames: (agency, status, <list column>, goal,
 *   price, bedrooms), so a list filter combined with goal, price and bedrooms is answered from
 *   the index alone. City names are compared without regard to case: SQLite indexes
 *   `lower(city)` (the expression its queries use); MySQL/MariaDB compare `city` in its
 *   case-insensitive collation and index the column.
 */
export class PropertyFilterIndexes1795403391115 extends DialectMigration {
  readonly name = 'PropertyFilterIndexes1795403391115';
  protected readonly sqlite = {
    up: [
      'DROP INDEX "ix_property_goal_price"',
      'DROP INDEX "ix_property_price"',
      ...OLD_LIST_INDEXES.map((name) => `DROP INDEX "${name}"`),
      'CREATE INDEX "ix_property_goal_price" ON "property" ("agency_id", "status", "goal", "price", "bedrooms")',
      'CREATE INDEX "ix_property_price" ON "property" ("agency_id", "status", "price", "bedrooms")',
      'CREATE INDEX "ix_property_goal_bedrooms" ON "property" ("agency_id", "status", "goal", "bedrooms")',
      ...LISTS.map((lead) => `CREATE INDEX "${INDEX_OF[lead]}" ON "property" (${columns([lead], (n) => `"${n}"`, 'lower("city")')})`),
    ],
    down: [
      ...LISTS.map((lead) => `DROP INDEX "${INDEX_OF[lead]}"`),
      'DROP INDEX "ix_property_goal_bedrooms"',
      'DROP INDEX "ix_property_price"',
      'DROP INDEX "ix_property_goal_price"',
      'CREATE INDEX "ix_property_goal_price" ON "property" ("agency_id", "status", "goal", "price")',
      'CREATE INDEX "ix_property_price" ON "property" ("agency_id", "status", "price")',
      'CREATE INDEX "ix_property_zip" ON "property" ("agency_id", "status", "zip")',
      'CREATE INDEX "ix_property_type" ON "property" ("agency_id", "status", "type_id")',
      'CREATE INDEX "ix_property_zone" ON "property" ("agency_id", "status", "zone_id")',
    ],
  };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `property` ' +
        [
          'DROP INDEX `ix_property_goal_price`',
          'DROP INDEX `ix_property_price`',
          ...OLD_LIST_INDEXES.map((name) => `DROP INDEX \`${name}\``),
          'ADD INDEX `ix_property_goal_price` (`agency_id`, `status`, `goal`, `price`, `bedrooms`)',
          'ADD INDEX `ix_property_price` (`agency_id`, `status`, `price`, `bedrooms`)',
          'ADD INDEX `ix_property_goal_bedrooms` (`agency_id`, `status`, `goal`, `bedrooms`)',
          ...LISTS.map((lead) => `ADD INDEX \`${INDEX_OF[lead]}\` (${columns([lead], (n) => `\`${n}\``, '`city`')})`),
        ].join(', '),
    ],
    down: [
      'ALTER TABLE `property` ' +
        [
          ...LISTS.map((lead) => `DROP INDEX \`${INDEX_OF[lead]}\``),
          'DROP INDEX `ix_property_goal_bedrooms`',
          'DROP INDEX `ix_property_price`',
          'DROP INDEX `ix_property_goal_price`',
          'ADD INDEX `ix_property_goal_price` (`agency_id`, `status`, `goal`, `price`)',
          'ADD INDEX `ix_property_price` (`agency_id`, `status`, `price`)',
          'ADD INDEX `ix_property_zip` (`agency_id`, `status`, `zip`)',
          'ADD INDEX `ix_property_type` (`agency_id`, `status`, `type_id`)',
          'ADD INDEX `ix_property_zone` (`agency_id`, `status`, `zone_id`)',
        ].join(', '),
    ],
  };
}
