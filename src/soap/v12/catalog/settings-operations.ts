import { pageOf } from '../../../common/record.js';
import { parseGoal } from '../../../properties/property-filter.js';
import {
  MarqueeRecord,
  PriceRangeRecord,
  StatusRecord,
  SubstatusRecord,
  WebChannelRecord,
} from '../../../reference/reference.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList } from '../request-shape.js';
import { languageOf, pageOfRecords, PAGING_FIELDS, PAGING_NOTES, required, SORT_FIELDS, SORT_NOTES } from './common-fields.js';

/** Fields every settings list takes: the language of the names, SortFields and paging. */
const LIST_FIELDS = { LanguageID: 'int', ...SORT_FIELDS, ...PAGING_FIELDS } as const;
const LIST_NOTES = { LanguageID: 'language of the names: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)', ...SORT_NOTES, ...PAGING_NOTES } as const;
const OFFICE_IGNORED = { OfficeID: 'the settings are the same for every office' } as const;

const StatusPage = pageOf('StatusPage', StatusRecord);
const SubstatusPage = pageOf('SubstatusPage', SubstatusRecord);
/** Items are named WebIDItem in XML: ArrayOfWebID is the list of web ids (ints) of a site. */
const WebIDPage = pageOf('WebIDPage', WebChannelRecord, 'WebIDItem');
const MarqueePage = pageOf('MarqueePage', MarqueeRecord);
const PriceRangePage = pageOf('PriceRangePage', PriceRangeRecord);

const getStatusList = defineOperation({
  name: 'GetStatusList',
  scopes: [],
  summary: 'The property statuses (0 prospective … 6 reference) with their names; a page.',
  fields: LIST_FIELDS,
  notes: LIST_NOTES,
  ignored: OFFICE_IGNORED,
  result: StatusPage,
  kind: 'page',
  display: true,
  example: { LanguageId: 1 },
  call: async ({ services, tenant }, request) => pageOfRecords(services.settings.statuses(languageOf(tenant, request.LanguageID)), StatusRecord, request),
});

const getSubstatusList = defineOperation({
  name: 'GetSubstatusList',
  scopes: [],
  summary: 'The sub-statuses (under option, reserved, …) with their short name, marquee and map flag; a page.',
  fields: { ShowOnWeb: 'boolean', HasMarquee: 'boolean', ...LIST_FIELDS },
  notes: { ShowOnWeb: 'true: only those shown on web sites', HasMarquee: 'true: only those that show a marquee', ...LIST_NOTES },
  ignored: OFFICE_IGNORED,
  result: SubstatusPage,
  kind: 'page',
  display: true,
  example: { LanguageId: 1, ShowOnWeb: true },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(
      await services.settings.subStatuses(languageOf(tenant, request.LanguageID), { showOnWeb: request.ShowOnWeb === true, hasMarquee: request.HasMarquee === true }),
      SubstatusRecord,
      request,
    ),
});

const getWebIDList = defineOperation({
  name: 'GetWebIDList',
  scopes: [],
  summary: 'The web categories (WebID: residential, commercial, land, new construction) with their goals; a page.',
  fields: { WebIDs: intList, ForSale: 'boolean', ForRent: 'boolean', HasProperty: 'boolean', PropertyGoal: 'int', ...LIST_FIELDS },
  notes: {
    WebIDs: 'only these categories',
    ForSale: 'true: only categories offered for sale',
    ForRent: 'true: only categories offered for rent',
    HasProperty: 'true: only categories with an active property of the agency',
    PropertyGoal: 'with HasProperty: only properties of this goal (0 sale, 1 rent, 2 take-over)',
    ...LIST_NOTES,
  },
  ignored: OFFICE_IGNORED,
  result: WebIDPage,
  kind: 'page',
  display: true,
  example: { LanguageId: 1, ForSale: true },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(
      await services.settings.webChannels(tenant, languageOf(tenant, request.LanguageID), {
        ids: request.WebIDs,
        forSale: request.ForSale === true,
        forRent: request.ForRent === true,
        hasProperty: request.HasProperty === true,
        goal: parseGoal(request.PropertyGoal, 'PropertyGoal'),
      }),
      WebChannelRecord,
      request,
    ),
});

const getWebID = defineOperation({
  name: 'GetWebID',
  scopes: [],
  summary: 'One web category by its id; null when unknown.',
  fields: { ID: 'int', LanguageID: 'int' },
  aliases: { ID: ['WebID'] },
  notes: { ID: 'the WebID', LanguageID: LIST_NOTES.LanguageID },
  ignored: OFFICE_IGNORED,
  result: WebChannelRecord,
  kind: 'object-or-null',
  display: true,
  example: { ID: 1, LanguageId: 1 },
  call: ({ services, tenant }, request) => services.settings.webChannel(required(request.ID, 'ID'), languageOf(tenant, request.LanguageID)),
});

const getMarqueeList = defineOperation({
  name: 'GetMarqueeList',
  scopes: [],
  summary: "The marquees (banners over a property's picture: new, sold, open house, …); a page.",
  fields: LIST_FIELDS,
  notes: LIST_NOTES,
  ignored: OFFICE_IGNORED,
  result: MarqueePage,
  kind: 'page',
  display: true,
  example: { LanguageId: 1 },
  call: async ({ services, tenant }, request) => pageOfRecords(await services.settings.marquees(languageOf(tenant, request.LanguageID)), MarqueeRecord, request),
});

const getPriceRangeList = defineOperation({
  name: 'GetPriceRangeList',
  scopes: [],
  summary: "The agency's price ranges for its search forms, by goal and order; a page.",
  fields: { Goal: 'int', ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { Goal: '0 sale, 1 rent, 2 take-over; absent or -1 = every goal', ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { ...OFFICE_IGNORED, LanguageID: 'price ranges have no names' },
  result: PriceRangePage,
  kind: 'page',
  display: true,
  example: { Goal: 0 },
  call: async ({ services, tenant }, request) => pageOfRecords(await services.settings.priceRanges(tenant, parseGoal(request.Goal)), PriceRangeRecord, request),
});

/** The settings group: statuses, sub-statuses, web categories, marquees and price ranges. */
export const SETTINGS_OPERATIONS: readonly BaseOperation[] = [getStatusList, getSubstatusList, getWebIDList, getWebID, getMarqueeList, getPriceRangeList];
