/** State shared by the builders of one demo agency. */
import type { AgencyUser } from '../staff/staff.entities.js';
import type { Person } from '../persons/persons.entities.js';
import type { Property } from '../properties/properties.entities.js';
import type { Office } from '../reference/reference.entities.js';
import type { DemoAgencySpec, DemoOfficeSpec } from './demo-agencies.js';
import { DEMO_BASE_DATE } from './demo-agencies.js';
import type { DemoRows, IdSequence } from './demo-rows.js';
import type { Random } from './random.js';

export type DemoTable =
  | 'account'
  | 'office'
  | 'site'
  | 'user'
  | 'staffLogin'
  | 'person'
  | 'project'
  | 'building'
  | 'property'
  | 'owner'
  | 'picture'
  | 'projectPicture'
  | 'priceRange'
  | 'demand'
  | 'history'
  | 'houseOfWeek'
  | 'department'
  | 'document'
  | 'appointment'
  | 'registration'
  | 'checklistItem'
  | 'neighbourhood'
  | 'pointOfInterest'
  | 'personCategory'
  | 'personSource'
  | 'objectRelation'
  | 'personLink'
  | 'mediaStatistic';

export interface DemoOffice {
  office: Office;
  spec: DemoOfficeSpec;
  users: AgencyUser[];
}

export interface AgencyContext {
  readonly spec: DemoAgencySpec;
  readonly agencyId: number;
  readonly random: Random;
  readonly rows: DemoRows;
  readonly ids: Record<DemoTable, IdSequence>;
  /** PHC string per plain password, hashed before the build starts. */
  readonly hashes: ReadonlyMap<string, string>;
  /** Monday 00:00 UTC of the week the data is loaded in (house-of-week entries). */
  readonly currentWeek: Date;
  offices: DemoOffice[];
  siteId: number;
  properties: Property[];
  persons: Person[];
  loginPersons: Person[];
}

const DAY_MS = 86_400_000;

/** An instant `days` (fractional allowed) before the demo base date, whole seconds. */
export function daysBeforeBase(days: number): Date {
  return new Date(Math.floor((DEMO_BASE_DATE.getTime() - days * DAY_MS) / 1000) * 1000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(Math.floor((date.getTime() + days * DAY_MS) / 1000) * 1000);
}

/** Monday 00:00 UTC of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Active properties that are not construction units: what public listings show. */
export function publicProperties(context: AgencyContext): Property[] {
  return context.properties.filter((p) => p.status === 1 && p.projectId === null);
}
