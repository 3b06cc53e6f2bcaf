import { UnauthenticatedError } from '../../../common/errors.js';
import { ContactResultRecord } from '../../../history/history.records.js';
import { DemandCountRecord, DemandPage, DemandRecord } from '../../../persons/persons.records.js';
import { listOf } from '../../../common/record.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { defineRequest, intList, recordsOf, stringList } from '../request-shape.js';
import { pageOfRecords, PAGING_FIELDS, PAGING_NOTES, PersonLoginError, required } from './common-fields.js';

const SORT_NOTE = 'comma list of Demand fields, each optionally ASC/DESC (e.g. `LastChangedDate DESC`); default ID';

const getDemandList = defineOperation({
  name: 'GetDemandList',
  scopes: ['persons-read'],
  fieldScopes: { Email: 'persons-write' },
  summary: "The demands of the person with this email and password (Code 401 when either is wrong); without Email, every demand of the agency. A page.",
  fields: { Email: 'string', Password: 'string', Zips: stringList, SortFields: stringList, ...PAGING_FIELDS },
  notes: {
    Email: "the person's email address (absent: the agency's demands, with the persons-read scope)",
    Password: "the person's password",
    Zips: 'only demands naming one of these postal codes',
    SortFields: SORT_NOTE,
    ...PAGING_NOTES,
  },
  ignored: { OfficeID: 'demands of every office' },
  result: DemandPage,
  kind: 'page',
  display: true,
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret', Limit1: 1, Limit2: 10 },
  async call({ services, tenant, clientAddress }, request) {
    try {
      const demands = await services.demands.listDemands(tenant, { email: request.Email, password: request.Password }, request.Zips, clientAddress);
      return pageOfRecords(demands, DemandRecord, request);
    } catch (error) {
      if (error instanceof UnauthenticatedError) throw new PersonLoginError();
      throw error;
    }
  },
});

const getNumberOfDemands = defineOperation({
  name: 'GetNumberOfDemands',
  scopes: ['persons-read'],
  summary:
    'Per goal (0 sale, 1 rent, 2 take-over): how many active demands, and persons holding them, would take a property with this price, zone and web category.',
  fields: { PriceMin: 'decimal', PriceMax: 'decimal', GeoIDs: intList, WebIDs: intList },
  aliases: { GeoIDs: ['GeographicIDs'] },
  notes: {
    PriceMin: "demands whose highest price is at least this",
    PriceMax: 'demands whose lowest price is at most this',
    GeoIDs: 'zone ids: demands naming one of them, or no zone',
    WebIDs: 'web categories: demands naming a property type of one of them, or no type',
  },
  ignored: { OfficeID: 'demands of every office' },
  result: listOf(DemandCountRecord, 'DemandCount'),
  kind: 'list',
  example: { PriceMin: 200000, PriceMax: 400000, GeoIDs: '1' },
  call: ({ services, tenant }, request) =>
    services.demands.countDemands(tenant, { priceMin: request.PriceMin, priceMax: request.PriceMax, zoneIds: request.GeoIDs, webIds: request.WebIDs }),
});

const registerPersonDemand = defineOperation({
  name: 'RegisterPersonDemand',
  scopes: ['contacts'],
  summary:
    "Stores search criteria for the person with this email (created when unknown), changing their latest active demand with the same goal if they have one (only the criteria the request names: the others, and the mail alerts unless IsReceivedEmail is sent, stay as they are); the ids of the person and the demand.",
  writes: true,
  fields: {
    Name: 'string',
    FirstName: 'string',
    Address: 'string',
    City: 'string',
    Zip: 'string',
    Email: 'string',
    PhoneNumber: 'string',
    Goal: 'int',
    Types: intList,
    PriceMin: 'decimal',
    PriceMax: 'decimal',
    LanguageIdFromParameter: 'int',
    IsReceivedEmail: 'boolean',
  },
  aliases: { Types: ['TypeOfPropertyIDs'] },
  notes: {
    Email: 'the person is found by it, or created; a name or an email is required',
    Address: 'street (and house number)',
    Goal: 'demand: 0 sale (default), 1 rent, 2 take-over',
    Types: 'demand: property type ids',
    PriceMin: 'demand: lowest price',
    PriceMax: 'demand: highest price',
    LanguageIdFromParameter: "the person's language (1 NL … 6 CA)",
    IsReceivedEmail: 'demand: mail new matches',
  },
  ignored: { GpsKm: 'no GPS demands', GpsCityName: 'no GPS demands', SiteId: 'no sites per person', OfficeID: 'the person gets no office from this request' },
  result: ContactResultRecord,
  kind: 'object',
  example: { Name: 'Janssens', Email: 'piet@example.com', Types: '1', PriceMax: 300000 },
  async call({ services, tenant }, request) {
    return services.contact.registerDemand(tenant, {
      name: request.Name,
      firstName: request.FirstName,
      email: request.Email,
      phone: request.PhoneNumber,
      street: request.Address,
      cityPostCode: request.Zip,
      cityName: request.City,
      languageId: request.LanguageIdFromParameter,
      demand: { goal: request.Goal, typeIds: request.Types, priceFrom: request.PriceMin, priceTo: request.PriceMax, mailAlert: request.IsReceivedEmail },
    });
  },
});

/** One demand of SaveChangedDemandList, under the client library's names. */
const DemandEntry = defineRequest(
  'DemandEntry',
  {
    DemandID: 'int',
    Goal: 'int',
    PriceMin: 'decimal',
    PriceMax: 'decimal',
    Budget: 'decimal',
    BedRoomsMin: 'int',
    TypeOfPropertyIDs: intList,
    GeoGraphicIDs: intList,
    Zip: stringList,
    CityDesc: stringList,
    Comment: 'string',
    IsDeleted: 'boolean',
  },
  {
    DemandID: 'the demand to change; absent or 0: a new demand',
    Goal: '0 sale, 1 rent, 2 take-over',
    PriceMin: 'lowest price',
    PriceMax: 'highest price',
    Budget: 'highest price when PriceMax is not given',
    BedRoomsMin: 'minimum bedrooms',
    TypeOfPropertyIDs: 'comma list of property type ids',
    GeoGraphicIDs: 'comma list of zone ids',
    Zip: 'comma list of postal codes',
    CityDesc: 'comma list of city names',
    Comment: 'free text',
    IsDeleted: 'true: deactivate the demand (as InactiveDemandIds)',
  },
);

/** DemandEntry fields with no counterpart in our demands. */
const DEMAND_ENTRY_IGNORED: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    PersonId: 'the request names the person (PersonID)',
    OfficeID: 'demands keep no office',
    'ConstructionOpen, ConstructionSemiOpen, ConstructionClosed': 'demands keep no construction kinds',
    'BedRoomsMax, BathRoomsMin, BathRoomsMax, ShowerRoomsMin, ShowerRoomsMax, NumberOfGaragesMin, NumberOfGaragesMax, ParkingsMin, ParkingsMax, ParGarMin, ParGarMax, NumberOfToiletMin':
      'demands keep a minimum number of bedrooms only',
    'SurfaceTotalMin, SurfaceTotalMax, TerraceTotalMin, TerraceTotalMax, LivingTotalMin, LivingTotalMax, GardenTotalMin, GardenTotalMax, SurfaceStoreMin, SurfaceStoreMax, SurfaceOfficeMin, SurfaceOfficeMax, SurfaceGround':
      'demands keep no surfaces',
    'Lift, Cellar, Terrace, Attic, Garden, Office, Furbished, OutsideSpace, InnerPlace, Quiet, Trade, School, Connections': 'demands keep no features',
    'TypeDesc, Street, District, PersonDescription, DemandRef, Entered': 'demands keep no such texts',
    'CurrencyType, Enddate, Manager, Status, OriginalId, SiteId, ModifiedDate, WebModified, MaxAppartmentFloor, MaxBuildingFloor': 'no such demand data',
    'UseGps, GpsKm, GpsCityName, Longitude, Latitude': 'no GPS demands',
  }).flatMap(([names, reason]) => names.split(', ').map((name) => [`ChangedAndAddedDemands[].${name}`, reason])),
);

const saveChangedDemandList = defineOperation({
  name: 'SaveChangedDemandList',
  scopes: ['persons-write'],
  summary:
    "Changes a person's demands in one go: deactivates those in InactiveDemandIds, changes the entries with a DemandID, adds the others; true when saved (nothing is saved when one demand is not the person's).",
  writes: true,
  fields: { PersonID: 'int', InactiveDemandIds: intList, ChangedAndAddedDemands: recordsOf(DemandEntry, 'DemandEntry') },
  notes: {
    PersonID: 'the person (404 when unknown)',
    InactiveDemandIds: "the person's demands to deactivate",
    ChangedAndAddedDemands: 'demands to change (DemandID) or add',
  },
  ignored: DEMAND_ENTRY_IGNORED,
  result: 'boolean',
  kind: 'boolean',
  example: { PersonID: 1, InactiveDemandIds: '2', ChangedAndAddedDemands: [{ DemandID: 1, Goal: 0, PriceMax: 350000, Zip: '9000' }, { Goal: 1, PriceMax: 1200 }] },
  async call({ services, tenant }, request) {
    const deleted = request.ChangedAndAddedDemands.filter((entry) => entry.IsDeleted === true && entry.DemandID);
    const entries = request.ChangedAndAddedDemands.filter((entry) => !(entry.IsDeleted === true && entry.DemandID));
    return services.demands.saveChangedDemands(
      tenant,
      required(request.PersonID, 'PersonID'),
      [...request.InactiveDemandIds, ...deleted.map((entry) => entry.DemandID as number)],
      entries.map((entry) => ({
        demandId: entry.DemandID,
        goal: entry.Goal,
        priceFrom: entry.PriceMin,
        priceTo: entry.PriceMax ?? entry.Budget,
        minRoom: entry.BedRoomsMin,
        typeIds: entry.TypeOfPropertyIDs,
        geographicIds: entry.GeoGraphicIDs,
        zips: entry.Zip,
        cityNames: entry.CityDesc,
        comment: entry.Comment,
      })),
    );
  },
});

/** The demand operations of the contact group: saved searches of web visitors. */
export const DEMAND_OPERATIONS: readonly BaseOperation[] = [getDemandList, getNumberOfDemands, registerPersonDemand, saveChangedDemandList];
