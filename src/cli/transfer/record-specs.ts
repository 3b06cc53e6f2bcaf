/** The record types of the export document (docs/import-format.md), one spec each. */
import { PERSON_FIELD_NAMES, PERSON_FIELDS, type PersonFieldName, type PersonFieldSpec } from '../../persons/person-fields.js';
import { bool, captions, date, id, ids, int, num, records, str, texts, type FieldSpec, type RecordSpec } from './field-types.js';

const language = (name = 'LanguageID', prop = 'languageId', fallback = 1) => int(name, prop, { min: 1, max: 6, fallback });

export const OFFICE: RecordSpec = {
  fields: [
    id(),
    str('Name', 'name', 200, { required: true }),
    str('Street', 'street', 200),
    str('HouseNumber', 'houseNumber', 20),
    str('Zip', 'zip', 20),
    str('City', 'city', 100),
    str('Phone', 'phone', 50),
    str('Email', 'email', 200),
    str('Website', 'website', 500),
    ids('ZoneIDs', 'zones'),
  ],
};

export const SITE: RecordSpec = {
  fields: [
    id(),
    int('OfficeID', 'officeId', { ref: 'offices', nullable: true }),
    str('Name', 'name', 200, { required: true }),
    str('Url', 'url', 500),
    str('Email', 'email', 200),
    str('Phone', 'phone', 50),
    language(),
    str('LanguageIDs', 'languageIds', 50, { nullable: false, fallback: '1' }),
    str('WebIDs', 'webIds', 100, { nullable: false, fallback: '' }),
    str('ThemeColor', 'themeColor', 20),
    str('LogoUrl', 'logoUrl', 500),
  ],
};

export const DEPARTMENT: RecordSpec = {
  fields: [id(), str('Name', 'name', 100, { required: true }), int('ShowOrder', 'showOrder', { min: 0 })],
};

export const USER: RecordSpec = {
  fields: [
    id(),
    int('OfficeID', 'officeId', { ref: 'offices', nullable: true }),
    int('DepartmentID', 'departmentId', { ref: 'departments', nullable: true }),
    str('Name', 'name', 100, { required: true }),
    str('FirstName', 'firstName', 100),
    str('Email', 'email', 200),
    str('PhoneNumber', 'phoneNumber', 50),
    str('MobileNumber', 'mobileNumber', 50),
    str('Function', 'function', 100),
    str('PictureUrl', 'pictureUrl', 500),
    language(),
    bool('HiddenOnWeb', 'hiddenOnWeb'),
  ],
};

export const PROJECT_TEXT: RecordSpec = {
  fields: [language('LanguageID', 'languageId'), str('ShortDescription', 'shortDescription', undefined), str('Description', 'description', undefined)],
};

export const BUILDING: RecordSpec = {
  fields: [
    id(),
    str('Name', 'name', 200, { required: true }),
    int('Floors', 'floors', { min: 0, max: 500 }),
    int('Position', 'position', { min: 0 }),
    date('DeliveryDate', 'deliveryDate'),
    texts('Descriptions', 'descriptions'),
  ],
};

const size = (family: string, prop: string) => [
  str(`${family}Url`, `${prop}Url`, 500, { required: true }),
  int(`${family}Width`, `${prop}Width`, { min: 1, max: 10_000, required: true }),
  int(`${family}Height`, `${prop}Height`, { min: 1, max: 10_000, required: true }),
];

/** A picture of a property or a project. */
export const PICTURE: RecordSpec = {
  fields: [
    int('Position', 'position', { min: 1, fallback: 1 }),
    str('Name', 'name', 200),
    captions('Captions', 'captions'),
    ...size('Small', 'small'),
    ...size('Medium', 'medium'),
    ...size('Large', 'large'),
    ...size('XLarge', 'xlarge'),
  ],
};

export const PROJECT: RecordSpec = {
  fields: [
    id(),
    int('OfficeID', 'officeId', { ref: 'offices', nullable: true }),
    int('ResponsibleUserID', 'responsibleUserId', { ref: 'users', nullable: true }),
    str('Reference', 'reference', 100),
    str('Name', 'name', 200, { required: true }),
    int('Status', 'status', { min: 0, max: 4, fallback: 1 }),
    bool('PublishInternet', 'publishInternet'),
    bool('PublishWebsite', 'publishWebsite'),
    int('SubstatusID', 'subStatusId', { ref: 'subStatuses', nullable: true }),
    int('ShowOrder', 'showOrder', { min: 0 }),
    str('Street', 'street', 200),
    str('HouseNumber', 'houseNumber', 20),
    str('Zip', 'zip', 20),
    str('City', 'city', 100),
    int('CountryID', 'countryId', { ref: 'countries', nullable: true }),
    num('Latitude', 'latitude', { min: -90, max: 90 }),
    num('Longitude', 'longitude', { min: -180, max: 180 }),
    str('LargePicture', 'largePicture', 500),
    str('Website', 'website', 500),
    date('DeliveryDate', 'deliveryDate'),
    language('OriginalLanguageID', 'originalLanguageId'),
    date('CreatedDate', 'createdAt', true),
    date('LastChangedDate', 'lastChangedAt', true),
    date('WithdrawnDate', 'withdrawnAt'),
    records('Texts', PROJECT_TEXT),
    records('Buildings', BUILDING),
    records('Pictures', PICTURE),
  ],
};

export const PROPERTY_TEXT: RecordSpec = {
  fields: [language('LanguageID', 'languageId'), str('DescriptionA', 'descriptionA', undefined), str('DescriptionB', 'descriptionB', undefined)],
};

/** One item of a property's checklist. */
export const CHECKLIST_ITEM: RecordSpec = {
  fields: [int('Position', 'position', { min: 0 }), str('Name', 'name', 200, { required: true }), bool('Done', 'done'), date('DoneDate', 'doneAt')],
};

export const AGENT: RecordSpec = {
  fields: [int('UserID', 'userId', { ref: 'users', required: true }), int('Role', 'role', { min: 1, max: 2, fallback: 1 })],
};

const count = (name: string, prop: string) => int(name, prop, { min: 0, max: 1000 });
const surface = (name: string, prop: string) => num(name, prop, { min: 0 });

export const PROPERTY: RecordSpec = {
  fields: [
    id(),
    int('OfficeID', 'officeId', { ref: 'offices', nullable: true }),
    int('SiteID', 'siteId', { ref: 'sites', nullable: true }),
    int('ProjectID', 'projectId', { ref: 'projects', nullable: true }),
    int('BuildingID', 'buildingId', { ref: 'buildings', nullable: true }),
    int('NeighbourhoodID', 'neighbourhoodId', { ref: 'neighbourhoods', nullable: true }),
    str('Reference', 'reference', 100),
    str('Ident', 'ident', 50),
    int('Status', 'status', { min: 0, max: 6 }),
    int('SubStatus', 'subStatus', { ref: 'subStatuses', nullable: true }),
    int('Goal', 'goal', { min: 0, max: 2 }),
    int('WebID', 'webId', { ref: 'webChannels', required: true }),
    int('TypeID', 'typeId', { ref: 'propertyTypes', required: true }),
    int('Marquee', 'marquee', { min: 0 }),
    bool('IsOffice', 'isOffice'),
    bool('PublishPrice', 'publishPrice', true),
    date('CreatedDate', 'createdAt', true),
    date('LastChangedDate', 'lastChangedAt', true),
    date('WithdrawnDate', 'withdrawnAt'),
    language('OriginalLanguageID', 'originalLanguageId'),
    str('Street', 'street', 200),
    str('HouseNumber', 'houseNumber', 20),
    str('Zip', 'zip', 20),
    str('City', 'city', 100),
    int('CityID', 'cityId', { ref: 'cities', nullable: true }),
    str('District', 'district', 100),
    int('CountryID', 'countryId', { ref: 'countries', nullable: true }),
    int('ZoneID', 'zoneId', { ref: 'zones', nullable: true }),
    num('Latitude', 'latitude', { min: -90, max: 90 }),
    num('Longitude', 'longitude', { min: -180, max: 180 }),
    num('Price', 'price', { min: 0, max: 999_999_999_999 }),
    num('StartPrice', 'startPrice', { min: 0, max: 999_999_999_999 }),
    int('PriceUnit', 'priceUnit', { min: 0, max: 4 }),
    str('VirtualTour', 'virtualTour', 500),
    surface('SurfaceTotal', 'surfaceTotal'),
    surface('SurfaceLiving', 'surfaceLiving'),
    surface('SurfaceGarden', 'surfaceGarden'),
    surface('SurfaceTerrace', 'surfaceTerrace'),
    surface('SurfaceConstructed', 'surfaceConstructed'),
    surface('SurfaceGround', 'surfaceGround'),
    surface('SurfaceOffice', 'surfaceOffice'),
    surface('SurfaceGround2', 'surfaceGround2'),
    surface('SurfaceStore', 'surfaceStore'),
    count('NumberOfBedRooms', 'bedrooms'),
    count('NumberOfBathRooms', 'bathrooms'),
    count('NumberOfShowerRooms', 'showerRooms'),
    count('NumberOfToilets', 'toilets'),
    count('NumberOfGarages', 'garages'),
    count('NumberOfParkings', 'parkings'),
    int('Floor', 'floor', { min: -10, max: 300, nullable: true }),
    bool('HasGarden', 'hasGarden'),
    bool('HasFurnished', 'hasFurnished'),
    bool('HasLift', 'hasLift'),
    bool('HasCellar', 'hasCellar'),
    bool('HasAttic', 'hasAttic'),
    int('ConditionID', 'conditionId', { min: 1, max: 6, nullable: true }),
    int('ConstructionYear', 'constructionYear', { min: 1000, max: 2200, nullable: true }),
    int('EnergyPerformance', 'energyPerformance', { min: 0, nullable: true }),
    int('HeatingID', 'heatingId', { min: 1, max: 6, nullable: true }),
    int('KitchenID', 'kitchenId', { min: 1, max: 4, nullable: true }),
    records('Texts', PROPERTY_TEXT),
    records('Pictures', PICTURE),
    records('Agents', AGENT),
    ids('OwnerIDs', 'persons'),
    records('CheckList', CHECKLIST_ITEM),
  ],
};

export const DEMAND: RecordSpec = {
  fields: [
    // Optional: what a task's DemandID refers to (written by the importer itself, not a column value).
    { name: 'ID', prop: '', type: { kind: 'int', min: 1 }, nullable: true, fallback: null },
    bool('Active', 'active', true),
    int('Goal', 'goal', { min: 0, max: 2 }),
    num('PriceFrom', 'priceFrom', { min: 0 }),
    num('PriceTo', 'priceTo', { min: 0 }),
    int('MinRoom', 'minRoom', { min: 0, max: 100 }),
    str('TypeIDs', 'typeIds', 500, { nullable: false, fallback: '' }),
    str('Zips', 'zips', 500, { nullable: false, fallback: '' }),
    str('GeographicIDs', 'geographicIds', 500, { nullable: false, fallback: '' }),
    str('CityNames', 'cityNames', 1000, { nullable: false, fallback: '' }),
    str('Comment', 'comment', undefined),
    bool('MailAlert', 'mailAlert'),
    date('CreatedDate', 'createdAt', true),
    date('LastChangedDate', 'lastChangedAt', true),
  ],
};

/** A person field of the document, from the one description of a person's writable fields. */
function personField(name: PersonFieldName, options: { nullable?: boolean; fallback?: string } = {}): FieldSpec {
  const spec: PersonFieldSpec = PERSON_FIELDS[name];
  switch (spec.kind) {
    case 'text':
    case 'email':
      return str(spec.wire, name, spec.max, options);
    case 'title':
      return int(spec.wire, name, { min: 1, max: 9, nullable: true });
    case 'language':
      return language(spec.wire, name);
    case 'office':
      return int(spec.wire, name, { ref: 'offices', nullable: true });
    case 'country':
      return int(spec.wire, name, { ref: 'countries', nullable: true });
  }
}

export const PERSON: RecordSpec = {
  fields: [
    id(),
    ...PERSON_FIELD_NAMES.flatMap((name) => [
      personField(name, name === 'name' ? { nullable: false, fallback: '' } : {}),
      // The login's hash follows the email it belongs to.
      ...(name === 'email' ? [{ name: 'PasswordHash', prop: 'passwordHash', type: { kind: 'phc' }, nullable: true, fallback: null } satisfies FieldSpec] : []),
    ]),
    int('SourceID', 'sourceId', { ref: 'personSources', nullable: true }),
    date('CreatedDate', 'createdAt', true),
    date('LastChangedDate', 'lastChangedAt', true),
    records('Demands', DEMAND),
    ids('CategoryIDs', 'personCategories'),
  ],
};

/** A person category or person source of the agency (the lists its forms offer). */
export const PERSON_CLASS: RecordSpec = {
  fields: [id(), str('Name', 'name', 100, { required: true }), int('ShowOrder', 'showOrder', { min: 0 })],
};

/** A person's relation to a property or a project (owners are properties[].OwnerIDs). */
export const RELATION: RecordSpec = {
  fields: [
    int('PersonID', 'personId', { ref: 'persons', required: true }),
    int('PropertyID', 'propertyId', { ref: 'properties', nullable: true }),
    int('ProjectID', 'projectId', { ref: 'projects', nullable: true }),
    int('TypeID', 'typeId', { min: 2, max: 6, required: true }),
    date('CreatedDate', 'createdAt', true),
  ],
};

/** A relation between two persons. */
export const PERSON_LINK: RecordSpec = {
  fields: [
    int('PersonID', 'personId', { ref: 'persons', required: true }),
    int('RelatedPersonID', 'relatedPersonId', { ref: 'persons', required: true }),
    int('TypeID', 'typeId', { min: 1, max: 6, required: true }),
    date('CreatedDate', 'createdAt', true),
  ],
};

/** Views of a property or project on one medium on one day. */
export const MEDIA_STATISTIC: RecordSpec = {
  fields: [
    int('PropertyID', 'propertyId', { ref: 'properties', nullable: true }),
    int('ProjectID', 'projectId', { ref: 'projects', nullable: true }),
    int('MediaID', 'mediaId', { min: 1, max: 6, required: true }),
    date('Day', 'day', true),
    int('Views', 'views', { min: 0, required: true }),
  ],
};

export const SELECTED: RecordSpec = {
  fields: [int('PersonID', 'personId', { ref: 'persons', required: true }), int('PropertyID', 'propertyId', { ref: 'properties', required: true }), date('CreatedDate', 'createdAt', true)],
};

export const HISTORY: RecordSpec = {
  fields: [
    str('Kind', 'kind', 20, { required: true }),
    int('TypeID', 'typeId', { min: 0, max: 26, required: true }),
    date('Date', 'date', true),
    int('PropertyID', 'propertyId', { ref: 'properties', nullable: true }),
    int('ProjectID', 'projectId', { ref: 'projects', nullable: true }),
    int('PersonID', 'personId', { ref: 'persons', nullable: true }),
    int('UserID', 'userId', { ref: 'users', nullable: true }),
    int('OfficeID', 'officeId', { ref: 'offices', nullable: true }),
    int('LanguageID', 'languageId', { min: 1, max: 6, nullable: true }),
    str('Subject', 'subject', 500),
    str('Content', 'content', undefined),
    date('StartDate', 'startDate'),
    date('EndDate', 'endDate'),
    str('Location', 'location', 200),
    bool('Done', 'done'),
    str('MediaName', 'mediaName', 200),
    str('Url', 'url', 500),
    str('Source', 'source', 200),
    str('ClientAddress', 'clientAddress', 64),
  ],
};

export const HOUSE_OF_WEEK: RecordSpec = {
  fields: [
    int('PropertyID', 'propertyId', { ref: 'properties', required: true }),
    date('StartDate', 'startDate', true),
    date('EndDate', 'endDate', true),
    int('Position', 'position', { min: 0 }),
    texts('Titles', 'titles'),
  ],
};

/** A price range of the agency's search forms (no ID: nothing refers to it). */
export const PRICE_RANGE: RecordSpec = {
  fields: [
    int('Goal', 'goal', { min: 0, max: 2 }),
    num('PriceFrom', 'priceFrom', { min: 0, max: 999_999_999_999 }),
    num('PriceTo', 'priceTo', { min: 0, max: 999_999_999_999 }),
    int('ShowOrder', 'showOrder', { min: 0 }),
  ],
};

export const NEIGHBOURHOOD: RecordSpec = {
  fields: [id(), str('Name', 'name', 100, { required: true }), str('City', 'city', 100), num('Latitude', 'latitude', { min: -90, max: 90 }), num('Longitude', 'longitude', { min: -180, max: 180 })],
};

export const POINT_OF_INTEREST: RecordSpec = {
  fields: [
    str('Name', 'name', 200, { required: true }),
    str('Kind', 'kind', 30, { nullable: false, fallback: 'other' }),
    int('NeighbourhoodID', 'neighbourhoodId', { ref: 'neighbourhoods', nullable: true }),
    num('Latitude', 'latitude', { min: -90, max: 90 }),
    num('Longitude', 'longitude', { min: -180, max: 180 }),
  ],
};

/** A document of a property, a project or a person. */
export const DOCUMENT: RecordSpec = {
  fields: [
    int('PropertyID', 'propertyId', { ref: 'properties', nullable: true }),
    int('ProjectID', 'projectId', { ref: 'projects', nullable: true }),
    int('PersonID', 'personId', { ref: 'persons', nullable: true }),
    str('Title', 'title', 200, { required: true }),
    str('Kind', 'kind', 30, { nullable: false, fallback: 'other' }),
    str('FileUrl', 'fileUrl', 500, { required: true }),
    bool('Published', 'published'),
    date('CreatedDate', 'createdAt', true),
  ],
};

export const REGISTRATION: RecordSpec = {
  fields: [int('PersonID', 'personId', { ref: 'persons', required: true }), date('RegisteredDate', 'registeredAt', true)],
};

/** An open-house (TypeID 1) or viewing (2) slot with the persons registered to it. */
export const APPOINTMENT: RecordSpec = {
  fields: [
    int('PropertyID', 'propertyId', { ref: 'properties', nullable: true }),
    int('ProjectID', 'projectId', { ref: 'projects', nullable: true }),
    int('SiteID', 'siteId', { ref: 'sites', nullable: true }),
    int('UserID', 'userId', { ref: 'users', nullable: true }),
    int('TypeID', 'typeId', { min: 1, max: 2, fallback: 2 }),
    date('StartDate', 'startDate', true),
    date('EndDate', 'endDate', true),
    int('Capacity', 'capacity', { min: 0, fallback: 1 }),
    str('Location', 'location', 200),
    str('Comment', 'comment', undefined),
    records('Registrations', REGISTRATION),
  ],
};

/** A task (kept as a history record of kind task); TypeID absent (older documents): 24, Check-up. */
export const TASK: RecordSpec = {
  fields: [
    int('TypeID', 'typeId', { min: 0, max: 26, fallback: 24 }),
    str('Subject', 'subject', 500, { nullable: false, fallback: '' }),
    str('Comment', 'comment', undefined),
    int('PersonID', 'personId', { ref: 'persons', nullable: true }),
    int('PropertyID', 'propertyId', { ref: 'properties', nullable: true }),
    int('DemandID', 'demandId', { ref: 'demands', nullable: true }),
    int('UserID', 'userId', { ref: 'users', nullable: true }),
    date('DueDate', 'dueDate'),
    bool('Done', 'done'),
    date('DoneDate', 'doneAt'),
    date('CreatedDate', 'createdAt', true),
    str('CreatedBy', 'createdBy', 100),
  ],
};

/** Top-level collections in document order, with the spec of their records. */
export const COLLECTIONS = [
  ['offices', OFFICE],
  ['sites', SITE],
  ['departments', DEPARTMENT],
  ['users', USER],
  ['neighbourhoods', NEIGHBOURHOOD],
  ['pointsOfInterest', POINT_OF_INTEREST],
  ['personCategories', PERSON_CLASS],
  ['personSources', PERSON_CLASS],
  ['persons', PERSON],
  ['projects', PROJECT],
  ['properties', PROPERTY],
  ['selectedLists', SELECTED],
  ['history', HISTORY],
  ['houseOfWeek', HOUSE_OF_WEEK],
  ['priceRanges', PRICE_RANGE],
  ['documents', DOCUMENT],
  ['appointments', APPOINTMENT],
  ['tasks', TASK],
  ['relations', RELATION],
  ['personLinks', PERSON_LINK],
  ['mediaStatistics', MEDIA_STATISTIC],
] as const;

export type CollectionName = (typeof COLLECTIONS)[number][0];

export const EXPORT_FORMAT = 'property-listing-agency-export';
export const EXPORT_VERSION = 1;
