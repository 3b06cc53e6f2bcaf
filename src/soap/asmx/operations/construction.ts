import { tenantLanguage } from '../../../reference/translations.js';
import { BuildingRecord, ProjectRecord, UnitRecord } from '../../../construction/construction.records.js';
import { defineOperation, param, stringResult } from '../catalog.types.js';
import { itemsOf } from '../result-records.js';

const BuildingList = itemsOf('BuildingList', BuildingRecord);
const UnitList = itemsOf('UnitList', UnitRecord);

export const CONSTRUCTION_OPERATIONS = [
  defineOperation({
    name: 'GetConstructionDetail',
    scopes: ['listings'],
    description:
      'Returns one construction project of the agency as <Project>…</Project>; an unknown id is a fault "Project <ProjectID> was not found.". ' +
      'RICHTEXTFORMAT 1 returns the description as stored (HTML), 0 as plain text.',
    parameters: [param('ProjectID', 'int'), param('LanguageID', 'int'), param('RICHTEXTFORMAT', 'int')],
    result: stringResult('Project', ProjectRecord),
    invoke: ({ services, tenant }, a) =>
      services.construction.getProject(tenant, a.ProjectID, { languageId: tenantLanguage(tenant, a.LanguageID), richText: a.RICHTEXTFORMAT === 1 }),
  }),
  defineOperation({
    name: 'GetConstructionDetailByOffice',
    scopes: ['listings'],
    description: 'Like GetConstructionDetail, but only when the project belongs to office OfficeID; otherwise the not-found fault.',
    parameters: [param('ProjectID', 'int'), param('OfficeID', 'int'), param('LanguageID', 'int'), param('RICHTEXTFORMAT', 'int')],
    result: stringResult('Project', ProjectRecord),
    invoke: ({ services, tenant }, a) =>
      services.construction.getProject(tenant, a.ProjectID, {
        languageId: tenantLanguage(tenant, a.LanguageID),
        richText: a.RICHTEXTFORMAT === 1,
        officeId: a.OfficeID,
      }),
  }),
  defineOperation({
    name: 'GetConstructionBuildingList',
    scopes: ['listings'],
    description: 'Returns the buildings of a project as <BuildingList><Items><Building>…</Building></Items></BuildingList>; an unknown project is the not-found fault.',
    parameters: [param('ProjectID', 'int'), param('LanguageID', 'int')],
    result: stringResult('BuildingList', BuildingList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.construction.getBuildings(tenant, a.ProjectID, tenantLanguage(tenant, a.LanguageID)),
    }),
  }),
  defineOperation({
    name: 'GetConstructionBuildingUnitByBuildingID',
    scopes: ['listings'],
    description: 'Returns the units of a building as <UnitList><Items><Unit>…</Unit></Items></UnitList>; an unknown building is the not-found fault.',
    parameters: [param('BuildingID', 'int'), param('LanguageID', 'int')],
    result: stringResult('UnitList', UnitList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.construction.getUnitsOfBuilding(tenant, a.BuildingID, tenantLanguage(tenant, a.LanguageID)),
    }),
  }),
  defineOperation({
    name: 'GetConstructionBuildingUnitByProjectID',
    scopes: ['listings'],
    description: 'Returns the units of every building of a project as <UnitList><Items><Unit>…</Unit></Items></UnitList>; an unknown project is the not-found fault.',
    parameters: [param('ProjectID', 'int'), param('LanguageID', 'int')],
    result: stringResult('UnitList', UnitList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.construction.getUnitsOfProject(tenant, a.ProjectID, tenantLanguage(tenant, a.LanguageID)),
    }),
  }),
  defineOperation({
    name: 'GetConstructionBuildingUnitByProjectIDAndOffice',
    scopes: ['listings'],
    description: 'Like GetConstructionBuildingUnitByProjectID, but only when the project belongs to office OfficeID; otherwise the not-found fault.',
    parameters: [param('ProjectID', 'int'), param('OfficeID', 'int'), param('LanguageID', 'int')],
    result: stringResult('UnitList', UnitList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.construction.getUnitsOfProject(tenant, a.ProjectID, tenantLanguage(tenant, a.LanguageID), a.OfficeID),
    }),
  }),
];
