import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import type { Building, Project } from '../../src/construction/construction.entities.js';
import { ConstructionModule } from '../../src/construction/construction.module.js';
import { ConstructionService } from '../../src/construction/construction.service.js';
import type { Property } from '../../src/properties/properties.entities.js';
import { openTestDatabase } from '../support/database.js';
import { createBuilding, createProject } from '../support/factories/construction.js';
import { createProperty, domainModule, PICTURE_BASE_URL } from '../support/factories/properties.js';
import { createOffice, createTenant, seedReferenceData } from '../support/factories/reference.js';

describe('ConstructionService', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let service: ConstructionService;
  let agency: Tenant;
  let other: Tenant;
  let officeId: number;
  let project: Project;
  let hidden: Project;
  let foreign: Project;
  let blockA: Building;
  let blockB: Building;
  let foreignBuilding: Building;
  const units: Record<string, Property> = {};

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [ConstructionModule]);
    service = module.get(ConstructionService);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    officeId = (await createOffice(dataSource, agency)).id;
    project = await createProject(dataSource, agency, {
      officeId,
      status: 2,
      originalLanguageId: 1,
      texts: {
        1: { short: 'Nieuwbouw aan de Leie', description: '<p>Twintig <b>appartementen</b>.</p><p>Oplevering 2027.</p>' },
        2: { short: 'Nouvelle construction', description: '<p>Vingt appartements.</p>' },
      },
    });
    hidden = await createProject(dataSource, agency, { publishInternet: false });
    foreign = await createProject(dataSource, other);
    blockB = await createBuilding(dataSource, agency, project.id, { name: 'Block B', position: 2, descriptions: { 1: 'Achterbouw', 3: 'Rear building' } });
    blockA = await createBuilding(dataSource, agency, project.id, { name: 'Block A', position: 1, floors: 5 });
    foreignBuilding = await createBuilding(dataSource, other, foreign.id);
    const unit = (building: Building, floor: number, status: number, ident: string) =>
      createProperty(dataSource, agency, { projectId: project.id, buildingId: building.id, floor, status, ident, pictures: 1, texts: { 1: { a: `Unit ${ident}` } } });
    units['a1'] = await unit(blockA, 1, 1, 'A1');
    units['a0'] = await unit(blockA, 0, 2, 'A0');
    units['a2'] = await unit(blockA, 2, 0, 'A2');
    units['b1'] = await unit(blockB, 1, 1, 'B1');
    units['b2'] = await unit(blockB, 2, 4, 'B2');
    await createProperty(dataSource, other, { projectId: foreign.id, buildingId: foreignBuilding.id });
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('returns the project detail with texts by language and unit counts', async () => {
    const detail = await service.getProject(agency, project.id, { languageId: 1, richText: true });
    expect(detail).toMatchObject({
      ID: project.id,
      Name: 'Residentie Zonneveld',
      ShortDescription: 'Nieuwbouw aan de Leie',
      Description: '<p>Twintig <b>appartementen</b>.</p><p>Oplevering 2027.</p>',
      LanguageID: 1,
      Status: 2,
      StatusName: 'In aanbouw',
      PublishInternet: true,
      LargePicture: `${PICTURE_BASE_URL}/projects/zonneveld.jpg`,
      OfficeID: officeId,
      Zip: '9000',
      GoogleX: 3.72,
      GoogleY: 51.05,
      NumberOfBuildings: 2,
      NumberOfUnits: 4,
      NumberOfUnitsAvailable: 2,
    });
    expect(detail.DeliveryDate?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  it('falls back to the original language and converts to plain text on request', async () => {
    expect(await service.getProject(agency, project.id, { languageId: 2, richText: false })).toMatchObject({
      ShortDescription: 'Nouvelle construction',
      Description: 'Vingt appartements.',
      StatusName: 'En construction',
    });
    expect(await service.getProject(agency, project.id, { languageId: 5, richText: false })).toMatchObject({
      LanguageID: 1,
      Description: 'Twintig appartementen.\n\nOplevering 2027.',
    });
  });

  it('restricts to an office when asked', async () => {
    await expect(service.getProject(agency, project.id, { languageId: 1, richText: true, officeId })).resolves.toMatchObject({ ID: project.id });
    await expect(service.getProject(agency, project.id, { languageId: 1, richText: true, officeId: officeId + 50 })).rejects.toMatchObject({ code: 'not-found' });
    await expect(service.getUnitsOfProject(agency, project.id, 1, officeId + 50)).rejects.toMatchObject({ code: 'not-found' });
  });

  it("treats unpublished projects and other agencies' projects as unknown", async () => {
    await expect(service.getProject(agency, hidden.id, { languageId: 1, richText: true })).rejects.toMatchObject({ code: 'not-found' });
    await expect(service.getProject(agency, foreign.id, { languageId: 1, richText: true })).rejects.toMatchObject({
      code: 'not-found',
      message: `Project ${foreign.id} was not found.`,
    });
    await expect(service.getBuildings(agency, foreign.id, 1)).rejects.toMatchObject({ code: 'not-found' });
    await expect(service.getUnitsOfProject(agency, foreign.id, 1)).rejects.toMatchObject({ code: 'not-found' });
    await expect(service.getUnitsOfBuilding(agency, foreignBuilding.id, 1)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists the buildings by position with their unit counts and description', async () => {
    const buildings = await service.getBuildings(agency, project.id, 3);
    expect(buildings).toEqual([
      {
        ID: blockA.id,
        ProjectID: project.id,
        Name: 'Block A',
        Floors: 5,
        Position: 1,
        DeliveryDate: null,
        NumberOfUnits: 2,
        NumberOfUnitsAvailable: 1,
        Description: null,
      },
      expect.objectContaining({ ID: blockB.id, Name: 'Block B', NumberOfUnits: 2, NumberOfUnitsAvailable: 1, Description: 'Rear building' }),
    ]);
  });

  it('lists the viewable units of a building by floor as property records', async () => {
    const list = await service.getUnitsOfBuilding(agency, blockA.id, 1);
    expect(list.map((unit) => unit.Ident)).toEqual(['A0', 'A1']);
    expect(list[1]).toMatchObject({
      ID: units['a1']!.id,
      ProjectID: project.id,
      BuildingID: blockA.id,
      Floor: 1,
      DescriptionA: 'Unit A1',
      LargePicture: `${PICTURE_BASE_URL}/p${units['a1']!.id}/1-l.jpg`,
    });
  });

  it('lists the viewable units of a whole project, building by building', async () => {
    const list = await service.getUnitsOfProject(agency, project.id, 1);
    const expected = blockA.id < blockB.id ? ['A0', 'A1', 'B1', 'B2'] : ['B1', 'B2', 'A0', 'A1'];
    expect(list.map((unit) => unit.Ident)).toEqual(expected);
    expect((await service.getUnitsOfProject(agency, project.id, 1, officeId)).map((unit) => unit.Ident)).toEqual(expected);
  });
});
