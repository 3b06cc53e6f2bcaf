/** The rows of the demo data set, per table, before they are written. */
import { Agency, CustomerAccount } from '../accounts/accounts.entities.js';
import { Appointment, AppointmentRegistration } from '../appointments/appointments.entities.js';
import { ChecklistItem } from '../checklists/checklists.entities.js';
import { Building, Project, ProjectPicture, ProjectText } from '../construction/construction.entities.js';
import { Document } from '../documents/documents.entities.js';
import { History } from '../history/history.entities.js';
import { Neighbourhood, PointOfInterest } from '../neighbourhoods/neighbourhoods.entities.js';
import { MediaStatistic } from '../media-statistics/media-statistics.entities.js';
import { PersonCategory, PersonCategoryMember, PersonSource } from '../person-categories/person-categories.entities.js';
import { Demand, Person } from '../persons/persons.entities.js';
import { ObjectRelation, PersonLink } from '../relations/relations.entities.js';
import {
  Property,
  PropertyAgent,
  PropertyOwner,
  PropertyPicture,
  PropertyText,
  SelectedProperty,
} from '../properties/properties.entities.js';
import { HouseOfWeek, Office, OfficeZone, PriceRange, Site } from '../reference/reference.entities.js';
import { AgencyUser, Department } from '../staff/staff.entities.js';
import { StaffLogin } from '../staff-auth/staff-auth.entities.js';

export interface DemoRows {
  agencies: Agency[];
  accounts: CustomerAccount[];
  offices: Office[];
  officeZones: OfficeZone[];
  sites: Site[];
  users: AgencyUser[];
  staffLogins: StaffLogin[];
  persons: Person[];
  projects: Project[];
  projectTexts: ProjectText[];
  projectPictures: ProjectPicture[];
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
  priceRanges: PriceRange[];
  departments: Department[];
  documents: Document[];
  appointments: Appointment[];
  registrations: AppointmentRegistration[];
  checklistItems: ChecklistItem[];
  neighbourhoods: Neighbourhood[];
  pointsOfInterest: PointOfInterest[];
  personCategories: PersonCategory[];
  personCategoryMembers: PersonCategoryMember[];
  personSources: PersonSource[];
  objectRelations: ObjectRelation[];
  personLinks: PersonLink[];
  mediaStatistics: MediaStatistic[];
}

export function emptyRows(): DemoRows {
  return {
    agencies: [],
    accounts: [],
    offices: [],
    officeZones: [],
    sites: [],
    users: [],
    staffLogins: [],
    persons: [],
    projects: [],
    projectTexts: [],
    projectPictures: [],
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
    priceRanges: [],
    departments: [],
    documents: [],
    appointments: [],
    registrations: [],
    checklistItems: [],
    neighbourhoods: [],
    pointsOfInterest: [],
    personCategories: [],
    personCategoryMembers: [],
    personSources: [],
    objectRelations: [],
    personLinks: [],
    mediaStatistics: [],
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
  ['staffLogins', StaffLogin],
  ['persons', Person],
  ['projects', Project],
  ['projectTexts', ProjectText],
  ['projectPictures', ProjectPicture],
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
  ['priceRanges', PriceRange],
  ['departments', Department],
  ['documents', Document],
  ['appointments', Appointment],
  ['registrations', AppointmentRegistration],
  ['checklistItems', ChecklistItem],
  ['neighbourhoods', Neighbourhood],
  ['pointsOfInterest', PointOfInterest],
  ['personCategories', PersonCategory],
  ['personCategoryMembers', PersonCategoryMember],
  ['personSources', PersonSource],
  ['objectRelations', ObjectRelation],
  ['personLinks', PersonLink],
  ['mediaStatistics', MediaStatistic],
] as const;

/** Next free id per table, starting after the highest id already stored. */
export class IdSequence {
  constructor(private last: number) {}

  next(): number {
    this.last += 1;
    return this.last;
  }
}
