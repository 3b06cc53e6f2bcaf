import type { Demand, Person } from './persons.entities.js';
import type { DemandRecord, PersonRecord } from './persons.records.js';
import { titleName } from './person-input.js';

function splitIds(list: string): number[] {
  return list === '' ? [] : list.split(',').map(Number).filter((id) => Number.isInteger(id));
}

function splitTexts(list: string): string[] {
  return list === '' ? [] : list.split(',');
}

export function toDemandRecord(demand: Demand): DemandRecord {
  return {
    ID: demand.id,
    PersonID: demand.personId,
    Active: demand.active,
    Goal: demand.goal,
    PriceFrom: demand.priceFrom,
    PriceTo: demand.priceTo,
    MinRoom: demand.minRoom,
    TypeIDs: splitIds(demand.typeIds),
    Zips: splitTexts(demand.zips),
    GeographicIDs: splitIds(demand.geographicIds),
    CityNames: splitTexts(demand.cityNames),
    Comment: demand.comment,
    MailAlert: demand.mailAlert,
    CreatedDate: demand.createdAt,
    LastChangedDate: demand.lastChangedAt,
  };
}

export function toPersonRecord(person: Person, demands: readonly Demand[]): PersonRecord {
  return {
    ID: person.id,
    AddressTitle: person.addressTitle,
    AddressTitleName: titleName(person.addressTitle),
    LetterTitle: person.letterTitle,
    LetterTitleName: titleName(person.letterTitle),
    Name: person.name,
    FirstName: person.firstName,
    PhoneNumber: person.phoneNumber,
    MobileNumber: person.mobileNumber,
    Email: person.email,
    AddressA: person.addressA,
    Zip: person.zip,
    City: person.city,
    CountryID: person.countryId,
    LanguageID: person.languageId,
    Ident: person.ident,
    OfficeID: person.officeId,
    CreatedDate: person.createdAt,
    LastChangedDate: person.lastChangedAt,
    Demands: demands.filter((demand) => demand.personId === person.id).map(toDemandRecord),
  };
}
