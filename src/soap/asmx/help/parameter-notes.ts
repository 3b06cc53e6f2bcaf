import { ADDRESS_TITLES, GOALS, LANGUAGES, PICTURE_FAMILIES } from '../../../common/codes.js';
import { SORTABLE_FIELDS } from '../../../properties/sort-order.js';

/**
 * What each parameter name means (domain.md), shown beside the parameter on the operation pages
 * and in docs/asmx-operations.md. Keyed by the name without regard to case, because the spec
 * spells the same parameter differently in different operations (LanguageID, LanguageId,
 * languageId). Code lists come from src/common/codes.ts and the sortable fields from the property
 * search itself, so this text cannot drift from what the service accepts.
 */

const codeList = (codes: Readonly<Record<number, string>>): string =>
  Object.entries(codes)
    .map(([code, name]) => `${code} ${name}`)
    .join(', ');

const LANGUAGE = `Language of the texts and names: ${codeList(LANGUAGES)}; 0 means the agency's default language. A missing translation falls back to the record's original language.`;
const words = (name: string): string => name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();
const GOAL = `Goal: ${Object.entries(GOALS)
  .map(([code, name]) => `${code} ${words(name)}`)
  .join(', ')}; -1 means any goal.`;
const COMMA_LIST = 'Comma-separated list; empty means any.';
const PICTURE_BOUND = `Bound for the picture size family of MainPicture in the list (0 = no bound): the largest family whose box fits inside PictureSizeMaxWidth × PictureSizeMaxHeight, Small when none fits (${PICTURE_FAMILIES.map((f) => `${f.family} ${f.width}×${f.height}`).join(', ')}).`;
const TITLE = `Form of address code: ${codeList(ADDRESS_TITLES)}.`;
const PROPERTY_ID = 'Property identifier (ID).';
const PERSON_ID = 'Person identifier.';
const OFFICE_ID = 'Office identifier (an office of the calling agency).';

const NOTES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    CustomerName: 'Name of the calling customer account (agency credential).',
    CustomerPassword: 'Password of the calling customer account.',
    LanguageID: LANGUAGE,
    Goal: GOAL,
    PriceFrom: 'Lowest price, inclusive; 0 means no lower bound.',
    PriceTo: 'Highest price, inclusive; 0 means no upper bound.',
    MinRoom: 'Minimum number of bedrooms (NumberOfBedRooms); 0 means no minimum.',
    NrRooms: 'Comma-separated list of exact bedroom counts; an item `N+` means N or more (e.g. `2,3,5+`). Empty means any.',
    GeographicIDs: `Geographic zone identifiers; a zone also matches its sub-zones. ${COMMA_LIST}`,
    PostalCodes: `Postal codes. ${COMMA_LIST}`,
    TypeIDs: `Property type identifiers; a main type also matches its sub-types. ${COMMA_LIST}`,
    CityNames: `City names, compared without regard to case. ${COMMA_LIST}`,
    Recordfiles: `Dossier references (the property's Ident). ${COMMA_LIST}`,
    WebIDs: `Web channel identifiers. ${COMMA_LIST}`,
    CountryIDs: `Country identifiers. ${COMMA_LIST}`,
    PictureSizeMaxWidth: PICTURE_BOUND,
    PictureSizeMaxHeight: PICTURE_BOUND,
    Limit1: 'First row of the page, 1-based and inclusive (0 reads as 1). Page p (from 0) of size n is Limit1 = n·p+1, Limit2 = n·(p+1).',
    Limit2: 'Last row of the page, inclusive; 0 means to the end (at most 1000 rows per call).',
    SORTORDER: `Comma-separated sort fields, each optionally followed by ASC or DESC (e.g. \`Price DESC,CreatedDate\`). Fields: ${Object.keys(SORTABLE_FIELDS).join(', ')}. Empty means newest first.`,
    RICHTEXTFORMAT: '1 returns the long description (DescriptionB) as stored, in HTML; 0 returns it as plain text.',
    ID: PROPERTY_ID,
    objectID: PROPERTY_ID,
    OfficeID: OFFICE_ID,
    ProjectID: 'Construction project identifier.',
    BuildingID: 'Building identifier (within a construction project).',
    PersonID: PERSON_ID,
    DemandId: 'Demand (search request) identifier of the person.',
    SiteID: 'Site identifier.',
    webId: 'Web channel identifier.',
    fromDate: 'Start of the period, inclusive (omit or 0001-01-01T00:00:00 for no start).',
    toDate: 'End of the period, inclusive (omit or 0001-01-01T00:00:00 for no end).',
    Lat1: 'Latitude of one corner of the search box (decimal degrees).',
    Lat2: 'Latitude of the opposite corner of the search box.',
    Long1: 'Longitude of one corner of the search box (decimal degrees).',
    Long2: 'Longitude of the opposite corner of the search box.',
    AddressTitle: TITLE,
    LetterTitle: `Letter salutation code (same codes as AddressTitle): ${codeList(ADDRESS_TITLES)}.`,
    title: TITLE,
    Name: 'Last name.',
    FirstName: 'First name.',
    PhoneNumber: 'Telephone number.',
    phone: 'Telephone number.',
    AddressA: 'Street address (street and house number).',
    street: 'Street.',
    housenumber: 'House number.',
    CityPostcode: 'Postal code.',
    CityName: 'City.',
    Email: "A person's e-mail address (the person credential's name).",
    Password: "A person's password. A password being set (RegisterPerson, UpdatePerson) has at least 8 characters and is not one of the few hundred most common passwords; otherwise a client fault names Password.",
    NewPassword: 'The new password of the person: at least 8 characters, not one of the few hundred most common passwords (otherwise a client fault names NewPassword).',
    Ident: 'External reference of the person.',
    historyContent: 'The message of the contact request; stored as the content of the history record.',
  }).map(([name, note]) => [name.toLowerCase(), note]),
);

/** The meaning of a parameter, or null when the name alone says it all. */
export function parameterNote(name: string): string | null {
  return NOTES.get(name.toLowerCase()) ?? null;
}
