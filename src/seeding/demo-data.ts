/**
 * The deterministic demo data set: three agencies with offices, sites, agents, listings in
 * several languages with pictures, construction projects, persons, demands, selected lists,
 * history of every kind and house-of-the-week entries. Loaded on first start of an empty
 * database (DEMO_DATA) and by the test suites. See docs/demo-data.md.
 */
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Agency, CustomerAccount } from '../accounts/accounts.entities.js';
import { Appointment, AppointmentRegistration } from '../appointments/appointments.entities.js';
import { ChecklistItem } from '../checklists/checklists.entities.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { Building, Project, ProjectPicture } from '../construction/construction.entities.js';
import { Document } from '../documents/documents.entities.js';
import { History } from '../history/history.entities.js';
import { Neighbourhood, PointOfInterest } from '../neighbourhoods/neighbourhoods.entities.js';
import { Demand, Person } from '../persons/persons.entities.js';
import { Property, PropertyOwner, PropertyPicture } from '../properties/properties.entities.js';
import { HouseOfWeek, Office, PriceRange, Site } from '../reference/reference.entities.js';
import { AgencyUser, Department } from '../staff/staff.entities.js';
import { StaffLogin } from '../staff-auth/staff-auth.entities.js';
import { buildOrganisation, buildProjects, buildProperties } from './demo-agency.js';
import { DEMO_ACCOUNTS, DEMO_AGENCIES, DEMO_DISABLED_ACCOUNT, DEMO_PERSON_LOGINS, DEMO_STAFF_LOGIN } from './demo-agencies.js';
import { buildCrm } from './demo-crm.js';
import { startOfWeek, type AgencyContext, type DemoTable } from './demo-context.js';
import { buildHistory, buildHouseOfWeek } from './demo-history.js';
import { buildPublication } from './demo-publication.js';
import { MediaStatistic } from '../media-statistics/media-statistics.entities.js';
import { PersonCategory, PersonSource } from '../person-categories/person-categories.entities.js';
import { ObjectRelation, PersonLink } from '../relations/relations.entities.js';
import { buildPersonCrm } from './demo-person-crm.js';
import { buildDemands, buildOwnerships, buildPersons, buildSelectedLists } from './demo-people.js';
import { DEMO_TABLES, IdSequence, emptyRows, type DemoRows } from './demo-rows.js';
import { Random } from './random.js';
import { ensureReferenceData } from './reference-data.js';

export {
  DEMO_ACCOUNTS,
  DEMO_BASE_DATE,
  DEMO_DISABLED_ACCOUNT,
  DEMO_PERSON_LOGINS,
  DEMO_STAFF_LOGIN,
  type DemoAccount,
  type DemoPersonLogin,
  type DemoStaffLogin,
} from './demo-agencies.js';

export interface DemoSummary {
  /** False when the database already held an agency and nothing was written. */
  readonly loaded: boolean;
  /** Rows written per table. */
  readonly rows: Readonly<Record<keyof DemoRows, number>>;
}

export interface DemoOptions {
  /** The house-of-week entries cover the two weeks before and after this day's week (default: now). */
  readonly today?: Date;
  /** Hashes the demo passwords (default: a PasswordHasher with the standard cost). */
  readonly hasher?: Pick<PasswordHasher, 'hash'>;
}

const ID_TABLES: Record<DemoTable, EntityTarget<ObjectLiteral>> = {
  account: CustomerAccount,
  office: Office,
  site: Site,
  user: AgencyUser,
  staffLogin: StaffLogin,
  person: Person,
  project: Project,
  building: Building,
  property: Property,
  owner: PropertyOwner,
  picture: PropertyPicture,
  projectPicture: ProjectPicture,
  priceRange: PriceRange,
  demand: Demand,
  history: History,
  houseOfWeek: HouseOfWeek,
  department: Department,
  document: Document,
  appointment: Appointment,
  registration: AppointmentRegistration,
  checklistItem: ChecklistItem,
  neighbourhood: Neighbourhood,
  pointOfInterest: PointOfInterest,
  personCategory: PersonCategory,
  personSource: PersonSource,
  objectRelation: ObjectRelation,
  personLink: PersonLink,
  mediaStatistic: MediaStatistic,
};

const INSERT_CHUNK = 100;

async function idSequences(manager: EntityManager): Promise<Record<DemoTable, IdSequence>> {
  const entries = await Promise.all(
    Object.entries(ID_TABLES).map(async ([table, entity]) => {
      const row = await manager.createQueryBuilder(entity, 't').select('MAX(t.id)', 'max').getRawOne<{ max: number | string | null }>();
      return [table, new IdSequence(Number(row?.max ?? 0))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoTable, IdSequence>;
}

async function hashPasswords(hasher: Pick<PasswordHasher, 'hash'>): Promise<Map<string, string>> {
  const passwords = [...new Set([...DEMO_ACCOUNTS, DEMO_DISABLED_ACCOUNT, ...DEMO_PERSON_LOGINS, DEMO_STAFF_LOGIN].map((a) => a.password))];
  const hashes = await Promise.all(passwords.map((password) => hasher.hash(password)));
  return new Map(passwords.map((password, index) => [password, hashes[index] as string]));
}

/** Builds every row of the data set in memory; the same input gives the same rows. */
export function buildDemoRows(ids: Record<DemoTable, IdSequence>, hashes: ReadonlyMap<string, string>, today: Date): DemoRows {
  const rows = emptyRows();
  for (const spec of DEMO_AGENCIES) {
    const context: AgencyContext = {
      spec,
      agencyId: spec.id,
      random: new Random(0x5eed0000 + spec.id),
      rows,
      ids,
      hashes,
      currentWeek: startOfWeek(today),
      offices: [],
      siteId: 0,
      properties: [],
      persons: [],
      loginPersons: [],
    };
    buildOrganisation(context);
    buildProperties(context);
    buildProjects(context);
    buildPersons(context);
    buildOwnerships(context);
    buildDemands(context);
    buildSelectedLists(context);
    buildHistory(context);
    buildHouseOfWeek(context);
    buildPublication(context);
    buildCrm(context);
    buildPersonCrm(context);
  }
  return rows;
}

async function writeRows(manager: EntityManager, rows: DemoRows): Promise<void> {
  for (const [table, entity] of DEMO_TABLES) {
    const values: ObjectLiteral[] = rows[table];
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(entity)
        .values(values.slice(i, i + INSERT_CHUNK))
        .updateEntity(false)
        .execute();
    }
  }
}

function counts(rows: DemoRows | null): Record<keyof DemoRows, number> {
  return Object.fromEntries(DEMO_TABLES.map(([table]) => [table, rows ? rows[table].length : 0])) as Record<keyof DemoRows, number>;
}

/**
 * Loads the reference data and the demo data set in one transaction, unless the database
 * already holds an agency (then nothing is written and `loaded` is false).
 */
export async function loadDemoData(dataSource: DataSource, options: DemoOptions = {}): Promise<DemoSummary> {
  if ((await dataSource.getRepository(Agency).count()) > 0) return { loaded: false, rows: counts(null) };
  const hashes = await hashPasswords(options.hasher ?? new PasswordHasher());
  const rows = await dataSource.transaction(async (manager) => {
    if ((await manager.getRepository(Agency).count()) > 0) return null;
    await ensureReferenceData(manager);
    const built = buildDemoRows(await idSequences(manager), hashes, options.today ?? new Date());
    await writeRows(manager, built);
    return built;
  });
  return { loaded: rows !== null, rows: counts(rows) };
}
