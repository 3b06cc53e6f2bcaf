/**
 * The fixed part of a bench data set, written through TypeORM: the reference data, the bench
 * agency (found by name or created), its customer account, offices covering every Belgian
 * province and their agents. Idempotent: running it again reuses what exists.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { Agency, CustomerAccount } from '../../accounts/accounts.entities.js';
import { AgencyUser } from '../../staff/staff.entities.js';
import { PasswordHasher } from '../../accounts/password-hasher.js';
import { Office, OfficeZone, Site } from '../../reference/reference.entities.js';
import { ensureReferenceData } from '../reference-data.js';
import { ZONE } from '../reference-tables.js';

export const BENCH_ACCOUNT = { name: 'bench', password: 'bench' } as const;
/** The one password every bulk person shares (one precomputed hash; hashing per row would take hours). */
export const BENCH_PERSON_PASSWORD = 'bench-person';

const BENCH_OFFICES = [
  { city: 'Brussel', zip: '1000', zones: [ZONE.Brussels, ZONE.FlemishBrabant, ZONE.WalloonBrabant] },
  { city: 'Antwerpen', zip: '2000', zones: [ZONE.Antwerp, ZONE.Limburg] },
  { city: 'Gent', zip: '9000', zones: [ZONE.EastFlanders] },
  { city: 'Brugge', zip: '8000', zones: [ZONE.WestFlanders] },
  { city: 'Namur', zip: '5000', zones: [ZONE.Namur, ZONE.Luxembourg] },
  { city: 'Liège', zip: '4000', zones: [ZONE.Liege, ZONE.Hainaut] },
] as const;

export interface BenchOffice {
  id: number;
  zones: readonly number[];
  userIds: number[];
}

export interface BenchSetup {
  agencyId: number;
  siteId: number;
  accountName: string | null;
  offices: BenchOffice[];
  personPasswordHash: string;
}

async function ensureAccount(manager: EntityManager, agencyId: number, hasher: PasswordHasher): Promise<string | null> {
  const accounts = manager.getRepository(CustomerAccount);
  const own = await accounts.findOne({ where: { agencyId }, order: { id: 'ASC' } });
  if (own) return own.name;
  const taken = await accounts.existsBy({ name: BENCH_ACCOUNT.name });
  const name = taken ? `${BENCH_ACCOUNT.name}-${agencyId}` : BENCH_ACCOUNT.name;
  await accounts.insert({ agencyId, name, passwordHash: await hasher.hash(BENCH_ACCOUNT.password), disabled: false, passwordChangedAt: new Date() });
  return name;
}

async function ensureOffices(manager: EntityManager, agencyId: number, agencyName: string): Promise<BenchOffice[]> {
  const offices = manager.getRepository(Office);
  let existing = await offices.find({ where: { agencyId }, order: { id: 'ASC' } });
  if (existing.length === 0) {
    for (const spec of BENCH_OFFICES) {
      const office = await offices.save(offices.create({ agencyId, name: `${agencyName} ${spec.city}`, zip: spec.zip, city: spec.city, street: 'Marktplein', houseNumber: '1', phone: '+32 2 000 00 00', email: null, website: null }));
      await manager.getRepository(OfficeZone).insert(spec.zones.map((zoneId) => ({ officeId: office.id, zoneId, agencyId })));
      await manager.getRepository(AgencyUser).insert(
        [1, 2, 3, 4].map((n) => ({ agencyId, officeId: office.id, name: `Agent ${n}`, firstName: spec.city, email: null, phoneNumber: null, mobileNumber: null, function: 'Agent', pictureUrl: null, languageId: 1 })),
      );
    }
    existing = await offices.find({ where: { agencyId }, order: { id: 'ASC' } });
  }
  const links = await manager.getRepository(OfficeZone).find({ where: { agencyId } });
  const users = await manager.getRepository(AgencyUser).find({ where: { agencyId }, order: { id: 'ASC' } });
  return existing.map((office) => ({
    id: office.id,
    zones: links.filter((l) => l.officeId === office.id).map((l) => l.zoneId),
    userIds: users.filter((u) => u.officeId === office.id).map((u) => u.id),
  }));
}

export async function prepareBench(dataSource: DataSource, agencyName: string): Promise<BenchSetup> {
  const hasher = new PasswordHasher();
  const personPasswordHash = await hasher.hash(BENCH_PERSON_PASSWORD);
  return dataSource.transaction(async (manager) => {
    await ensureReferenceData(manager);
    const agencies = manager.getRepository(Agency);
    const agency = (await agencies.findOne({ where: { name: agencyName }, order: { id: 'ASC' } })) ?? (await agencies.save(agencies.create({ name: agencyName, email: null, phone: null })));
    const accountName = await ensureAccount(manager, agency.id, hasher);
    const offices = await ensureOffices(manager, agency.id, agencyName);
    const sites = manager.getRepository(Site);
    const site =
      (await sites.findOne({ where: { agencyId: agency.id }, order: { id: 'ASC' } })) ??
      (await sites.save(sites.create({ agencyId: agency.id, officeId: null, name: agencyName, url: null, email: null, phone: null, languageId: 1, languageIds: '1,2,3', webIds: '1,2,3,4', themeColor: null, logoUrl: null })));
    return { agencyId: agency.id, siteId: site.id, accountName, offices: offices.filter((o) => o.zones.length > 0 && o.userIds.length > 0), personPasswordHash };
  });
}
