/** The rows of the demo data set, per table, before they are written. */
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
import { HouseOfWeek, Office, OfficeZone, Site } from '../reference/reference.entities.js';

export interface DemoRows {
  agencies: Agency[];
  accounts: CustomerAccount[];
  offices: Office[];
  officeZones: OfficeZone[];
  sites: Site[];
  users: AgencyUser[];
  persons: Person[];
  projects: Project[];
  projectTexts: ProjectText[];
  buildings: Building[];
  properties: Property[];
  propertyTexts: PropertyText[];
  pictures: PropertyPicture[];
  agents: PropertyAgent[];
  owners: PropertyOwner[];
  demands: Demand[];
  selected: SelectedProperty[];
  history: History[];
  houseOfWeek: HouseOfWeek[];
}

export function emptyRows(): DemoRows {
  return {
    agencies: [],
    accounts: [],
    offices: [],
    officeZones: [],
    sites: [],
    users: [],
    persons: [],
    projects: [],
    projectTexts: [],
    buildings: [],
    properties: [],
    propertyTexts: [],
    pictures: [],
    agents: [],
    owners: [],
    demands: [],
    selected: [],
    history: [],
    houseOfWeek: [],
  };
}

/** Tables in the order they are written, with the entity of each. */
export const DEMO_TABLES = [
  ['agencies', Agency],
  ['accounts', CustomerAccount],
  ['offices', Office],
  ['officeZones', OfficeZone],
  ['sites', Site],
  ['users', AgencyUser],
  ['persons', Person],
  ['projects', Project],
  ['projectTexts', ProjectText],
  ['buildings', Building],
  ['properties', Property],
  ['propertyTexts', PropertyText],
  ['pictures', PropertyPicture],
  ['agents', PropertyAgent],
  ['owners', PropertyOwner],
  ['demands', Demand],
  ['selected', SelectedProperty],
  ['history', History],
  ['houseOfWeek', HouseOfWeek],
] as const;

/** Next free id per table, starting after the highest id already stored. */
export class IdSequence {
  constructor(private last: number) {}

  next(): number {
    this.last += 1;
    return this.last;
  }
}
