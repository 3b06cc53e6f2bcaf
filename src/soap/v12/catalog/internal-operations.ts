import { listOf, type RecordSchema } from '../../../common/record.js';
import { HistoryTypeRecord } from '../../../history/history.records.js';
import {
  CountryRecord,
  MarqueeRecord,
  OfficeRecord,
  PriceRangeRecord,
  SiteRecord,
  StatusRecord,
  SubstatusRecord,
  TypeOfPropertyRecord,
  WebChannelRecord,
  ZoneRecord,
} from '../../../reference/reference.records.js';
import { DepartmentRecord, StaffUserRecord } from '../../../staff/staff.records.js';
import { toJsonValue } from '../json-codec.js';
import { type BaseOperation, type CallContext, defineOperation } from '../operation.js';
import { projectListOperation } from './construction-operations.js';
import { languageOf } from './common-fields.js';
import type { LanguageId } from '../../../common/codes.js';
import { codeList, CONDITION_NAMES, HEATING_NAMES, KITCHEN_NAMES } from '../../../properties/property-codes.js';
import { flatPropertyListOperation } from './property-operations.js';

interface LookupTable {
  readonly type: RecordSchema;
  read(context: CallContext, languageId: number): Promise<unknown[]> | unknown[];
}

/** The lookup tables GetInternalAllLookupTables answers, by name: the lists the settings and general operations answer, each whole. */
const LOOKUP_TABLES: Readonly<Record<string, LookupTable>> = {
  Status: { type: StatusRecord, read: ({ services }, language) => services.settings.statuses(language) },
  Substatus: { type: SubstatusRecord, read: ({ services }, language) => services.settings.subStatuses(language, { showOnWeb: false, hasMarquee: false }) },
  Marquee: { type: MarqueeRecord, read: ({ services }, language) => services.settings.marquees(language) },
  WebID: {
    type: WebChannelRecord,
    read: ({ services, tenant }, language) => services.settings.webChannels(tenant, language, { ids: [], forSale: false, forRent: false, hasProperty: false, goal: null }),
  },
  TypeOfProperty: {
    type: TypeOfPropertyRecord,
    read: ({ services, tenant }, language) => services.settings.propertyTypes(tenant, language, { ids: [], level: null, webIds: [], parentIds: [], hasProperty: false }),
  },
  Geographic: { type: ZoneRecord, read: ({ services, tenant }, language) => services.settings.zones(tenant, language, { ids: [], level: null, parentIds: [], hasProperty: false }) },
  Country: { type: CountryRecord, read: ({ services, tenant }, language) => services.settings.countries(tenant, language, { ids: [], exclude: false, hasProperty: false }) },
  PriceRange: { type: PriceRangeRecord, read: ({ services, tenant }) => services.settings.priceRanges(tenant, null) },
  Office: { type: OfficeRecord, read: ({ services, tenant }) => services.settings.offices(tenant) },
  Site: { type: SiteRecord, read: ({ services, tenant }) => services.settings.sites(tenant, []) },
  User: {
    type: StaffUserRecord,
    read: ({ services, tenant }) => services.staff.listUsers(tenant, { ids: [], departmentId: null, officeId: null, siteIds: [], includeHiddenOnWeb: true }),
  },
  Department: { type: DepartmentRecord, read: ({ services, tenant }) => services.staff.departments(tenant) },
  HistoryType: { type: HistoryTypeRecord, read: ({ services }, language) => services.history.getHistoryTypes(language) },
  // The codes every property record names (ConditionID/Name, HeatingID/Name, KitchenID/Name).
  Condition: { type: StatusRecord, read: (_context, language) => codeList(CONDITION_NAMES, language as LanguageId) },
  Heating: { type: StatusRecord, read: (_context, language) => codeList(HEATING_NAMES, language as LanguageId) },
  Kitchen: { type: StatusRecord, read: (_context, language) => codeList(KITCHEN_NAMES, language as LanguageId) },
};

const TABLE_NAMES = Object.keys(LOOKUP_TABLES);
const BY_LOWER_NAME = new Map(TABLE_NAMES.map((name) => [name.toLowerCase(), name]));

/** Longest table name echoed back for an unknown table. */
const MAX_UNKNOWN_NAME = 60;

/**
 * The tables asked for (each with or without the `Internal` prefix, any case), in order, once
 * each; empty = every table. A name that is no lookup table stays in the answer as its own key
 * with an empty list, so one unknown name does not cost the client the tables it knows.
 */
function tablesAsked(text: string | null): { key: string; table: LookupTable | null }[] {
  const asked = (text ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^internal/i, ''))
    .filter((name) => name !== '');
  const names = asked.length === 0 ? TABLE_NAMES : asked.map((name) => BY_LOWER_NAME.get(name.toLowerCase()) ?? name.slice(0, MAX_UNKNOWN_NAME));
  return [...new Set(names)].map((name) => ({ key: `Internal${name}`, table: Object.hasOwn(LOOKUP_TABLES, name) ? (LOOKUP_TABLES[name] as LookupTable) : null }));
}

// Reads: the `listings` scope for the agency's tables (the services check it).
const getInternalAllLookupTables = defineOperation({
  name: 'GetInternalAllLookupTables',
  scopes: ['listings'],
  summary:
    'The lookup tables asked for, whole, as JSON text: an array with one object per table, `{"Internal<Name>": [records…]}`, in the order asked (the client decodes the text).',
  fields: { TableNames: 'string', LanguageID: 'int' },
  notes: {
    TableNames: `comma list of tables (each optionally prefixed with Internal, any case): ${TABLE_NAMES.join(', ')}; empty = all; a name that is no lookup table is answered as an empty list under its own name (e.g. {"InternalNope": []}), the other tables as usual`,
    LanguageID: 'language of the names: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)',
  },
  ignored: { OfficeID: 'the tables of every office' },
  result: 'string',
  kind: 'string',
  example: { TableNames: 'Status,WebID,User' },
  async call(context, request) {
    const language = languageOf(context.tenant, request.LanguageID);
    const tables = await Promise.all(
      tablesAsked(request.TableNames).map(async ({ key, table }) => ({ [key]: table ? toJsonValue(listOf(table.type), await table.read(context, language)) : [] })),
    );
    return JSON.stringify(tables);
  },
});

/** The internal group: what an agency's own tools read (the listings under their internal names, and every lookup table at once). */
export const INTERNAL_OPERATIONS: readonly BaseOperation[] = [
  flatPropertyListOperation('GetInternalPropertyList'),
  projectListOperation('GetInternalProjectList'),
  getInternalAllLookupTables,
];
