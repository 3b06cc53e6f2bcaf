import { Agency, AgencyUser, CustomerAccount } from './accounts/accounts.entities.js';
import { Building, Project, ProjectText } from './construction/construction.entities.js';
import { History } from './history/history.entities.js';
import { Demand, Person } from './persons/persons.entities.js';
import {
  Property,
  PropertyAgent,
  PropertyOwner,
  PropertyPicture,
  PropertyText,
  SelectedProperty,
} from './properties/properties.entities.js';
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
} from './reference/reference.entities.js';

/**
 * Every entity of the schema, gathered above the domain modules: the service, the CLI and the
 * tests hand this list to the data source (src/database knows no domain), and the drift test
 * compares it with the migrations.
 */
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
