import type { DataSource } from 'typeorm';
import type { Tenant } from '../../../src/common/tenant.js';
import { Building, Project, ProjectText } from '../../../src/construction/construction.entities.js';

export interface ProjectSeed extends Partial<Omit<Project, 'agencyId'>> {
  readonly texts?: { readonly [languageId: number]: { short?: string | null; description?: string | null } };
}

/** A published project "for sale" in Ghent unless told otherwise. */
export async function createProject(dataSource: DataSource, tenant: Tenant, seed: ProjectSeed = {}): Promise<Project> {
  const { texts, ...values } = seed;
  const now = new Date(Date.UTC(2025, 5, 1));
  const project = await dataSource.getRepository(Project).save({
    agencyId: tenant.agencyId,
    officeId: null,
    name: 'Residentie Zonneveld',
    status: 1,
    publishInternet: true,
    street: 'Kouter',
    houseNumber: '5',
    zip: '9000',
    city: 'Gent',
    countryId: 1,
    latitude: 51.05,
    longitude: 3.72,
    largePicture: 'projects/zonneveld.jpg',
    website: null,
    deliveryDate: new Date(Date.UTC(2027, 2, 1)),
    originalLanguageId: 1,
    createdAt: now,
    lastChangedAt: now,
    ...values,
  });
  if (texts) {
    await dataSource.getRepository(ProjectText).insert(
      Object.entries(texts).map(([languageId, text]) => ({
        projectId: project.id,
        languageId: Number(languageId),
        shortDescription: text.short ?? null,
        description: text.description ?? null,
      })),
    );
  }
  return project;
}

export async function createBuilding(
  dataSource: DataSource,
  tenant: Tenant,
  projectId: number,
  values: Partial<Omit<Building, 'agencyId' | 'projectId'>> = {},
): Promise<Building> {
  return dataSource.getRepository(Building).save({
    agencyId: tenant.agencyId,
    projectId,
    name: 'Block A',
    floors: 4,
    position: 1,
    deliveryDate: null,
    descriptions: null,
    ...values,
  });
}
