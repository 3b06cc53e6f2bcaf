import { Agency, AgencyUser, CustomerAccount } from '../accounts/accounts.entities.js';
import { Building, Project, ProjectText } from '../construction/construction.entities.js';
import { History } from '../history/history.entities.js';
import { Demand, Person } from '../persons/persons.entities.js';
import {
  Property,
  PropertyAgent,
  PropertyOwner,
  PropertyPicture,
  PropertyText,
  SelectedProperty,
} from '../properties/properties.entities.js';
import {
  City,
  Country,
  GeographicZone,
  HouseOfWeek,
  Office,
  OfficeZone,
  PropertyType,
  Site,
  WebChannel,
} from '../reference/reference.entities.js';

/** Every entity of the schema; the data source and the drift test use this list. */
export const ENTITIES = [
  Agency,
  CustomerAccount,
  AgencyUser,
  Office,
  Site,
  WebChannel,
  Country,
  City,
  GeographicZone,
  OfficeZone,
  PropertyType,
  HouseOfWeek,
  Property,
  PropertyText,
  PropertyPicture,
  PropertyAgent,
  PropertyOwner,
  SelectedProperty,
  Project,
  ProjectText,
  Building,
  Person,
  Demand,
  History,
];
