import { describe, expect, it } from '@jest/globals';
import { ASMX_OPERATIONS, findOperation } from './catalog.js';

/** The spec's operation table (service-spec.md), after the two credential parameters. */
const SPEC = `
UpdatePerson | PersonID:int AddressTitle:string LetterTitle:string Name:string FirstName:string PhoneNumber:string AddressA:string CityPostcode:string CityName:string Email:string Password:string Ident:string LanguageID:int | int
GetPropertyList | LanguageID:int PriceFrom:decimal PriceTo:decimal Goal:int GeographicIDs:string PostalCodes:string TypeIDs:string MinRoom:int NrRooms:string Recordfiles:string CityNames:string PictureSizeMaxWidth:int PictureSizeMaxHeight:int Limit1:int Limit2:int SORTORDER:string | string
GetPropertyCount | PriceFrom:decimal PriceTo:decimal Goal:int PostalCodes:string MinRoom:int NrRooms:string GeographicIDs:string TypeIDs:string CityNames:string | string
GetProperty | ID:int LanguageID:int RICHTEXTFORMAT:int | string
GetPropertyByOffice | ID:int OfficeId:int LanguageID:int RICHTEXTFORMAT:int | string
GetHistoryOfProperty | objectID:int fromDate:dateTime toDate:dateTime languageId:int | string
ContactMeOnPropertySaveDB | name:string firstName:string title:string street:string housenumber:string cityName:string cityPostCode:string phone:string email:string objectID:int historyContent:string LanguageID:int | string
GetConstructionDetail | ProjectID:int LanguageID:int RICHTEXTFORMAT:int | string
GetConstructionDetailByOffice | ProjectID:int OfficeID:int LanguageID:int RICHTEXTFORMAT:int | string
GetConstructionBuildingList | ProjectID:int LanguageID:int | string
GetConstructionBuildingUnitByBuildingID | BuildingID:int LanguageID:int | string
GetConstructionBuildingUnitByProjectID | ProjectID:int LanguageID:int | string
GetConstructionBuildingUnitByProjectIDAndOffice | ProjectID:int OfficeID:int LanguageID:int | string
GetHouseOfWeekConfigSTD2006 |  | string
GetGeographicList | LanguageID:int | string
GetGeographicListByOffice | OfficeID:int LanguageID:int | string
GetCityList | Lat1:double Lat2:double Long1:double Long2:double | string
GetCitiesByCountry | CountryIDs:string Goal:int LanguageId:int | string
GetCountryCodes | Goal:int WebIDs:string | string
GetTypeOfPropertyList | LanguageID:int | string
GetPropertyTypeListByWebId | webId:int languageId:int | string
GetSite | SiteID:int | string
GetPerson | email:string password:string | string
GetPersonOfProperty | objectID:int | string
GetUserOfProperty | ObjectID:int | string
GetPropertiesOfPerson | PersonID:int languageId:int | string
GetDemandPersonsInfo | PersonId:int DemandId:int | string
ChangePasswordPerson | Email:string NewPassword:string | int
InActiveDemand | Email:string Password:string | int
`;

const expected = SPEC.trim()
  .split('\n')
  .map((line) => {
    const [name, params, result] = line.split('|').map((part) => part.trim());
    return {
      name,
      parameters: ['CustomerName:string', 'CustomerPassword:string', ...(params ? params.split(' ') : [])],
      result,
    };
  });

describe('the ASMX catalog', () => {
  it('holds the 29 operations of the spec in its order, with exact names, parameters and result types', () => {
    expect(ASMX_OPERATIONS).toHaveLength(29);
    expect(
      ASMX_OPERATIONS.map((op) => ({ name: op.name, parameters: op.parameters.map((p) => `${p.name}:${p.type}`), result: op.result.type })),
    ).toEqual(expected);
  });

  it('gives every string result a root element and every operation a description', () => {
    for (const op of ASMX_OPERATIONS) {
      expect(op.description.length).toBeGreaterThan(20);
      if (op.result.type === 'string') expect(op.result.root).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  it('finds operations by exact name only', () => {
    expect(findOperation('GetSite')?.name).toBe('GetSite');
    expect(findOperation('getsite')).toBeUndefined();
    expect(findOperation('constructor')).toBeUndefined();
    expect(findOperation('__proto__')).toBeUndefined();
  });
});
