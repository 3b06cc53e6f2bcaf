import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { PROPERTY_STATUS, type LanguageId } from '../common/codes.js';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { htmlToPlainText } from '../properties/html-text.js';
import { pictureUrl } from '../properties/pictures.js';
import { PropertiesService, requestedOffice } from '../properties/properties.service.js';
import { Property } from '../properties/properties.entities.js';
import type { PropertyRecord } from '../properties/properties.records.js';
import { VIEWABLE_STATUSES } from '../properties/property-query.js';
import { codeName, pickTranslation, requestedLanguage } from '../reference/translations.js';
import { Building, Project, ProjectText } from './construction.entities.js';
import type { BuildingRecord, ProjectRecord } from './construction.records.js';
import { PROJECT_STATUS_NAMES } from './project-codes.js';

export interface ProjectOptions {
  readonly languageId: number;
  /** RICHTEXTFORMAT 1: Description as stored (HTML); 0: plain text. */
  readonly richText: boolean;
  /** Restricts to the projects of this office (…ByOffice operations). */
  readonly officeId?: number | null;
}

interface UnitCounts {
  units: number;
  available: number;
}

/**
 * Construction projects published on the internet, their buildings and units. A project of
 * another agency, not published, or of another office than asked behaves as unknown (NotFound).
 * Units are property records, mapped by the properties module.
 */
@Injectable()
export class ConstructionService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async getProject(tenant: Tenant, projectId: number, options: ProjectOptions): Promise<ProjectRecord> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(options.languageId);
    const project = await this.requireProject(tenant, projectId, requestedOffice(options.officeId));
    const [text, counts, buildings] = await Promise.all([
      this.projectText(project, language),
      this.unitCounts(tenant, project.id),
      this.scope.count(tenant, Building, { projectId: project.id }),
    ]);
    const total = [...counts.values()].reduce((sum, c) => ({ units: sum.units + c.units, available: sum.available + c.available }), {
      units: 0,
      available: 0,
    });
    const description = text?.description ?? null;
    return {
      ID: project.id,
      Name: project.name,
      ShortDescription: text?.shortDescription ?? null,
      Description: options.richText ? description : htmlToPlainText(description),
      LanguageID: text?.languageId ?? null,
      Status: project.status,
      StatusName: codeName(PROJECT_STATUS_NAMES, project.status, language),
      PublishInternet: project.publishInternet,
      LargePicture: project.largePicture === null ? null : pictureUrl(this.config.pictureBaseUrl, project.largePicture),
      Website: project.website,
      OfficeID: project.officeId,
      Street: project.street,
      HouseNumber: project.houseNumber,
      Zip: project.zip,
      City: project.city,
      CountryID: project.countryId,
      GoogleX: project.longitude,
      GoogleY: project.latitude,
      DeliveryDate: project.deliveryDate,
      CreatedDate: project.createdAt,
      LastChangedDate: project.lastChangedAt,
      NumberOfBuildings: buildings,
      NumberOfUnits: total.units,
      NumberOfUnitsAvailable: total.available,
    };
  }

  /** The buildings of a project by position, with their unit counts. */
  async getBuildings(tenant: Tenant, projectId: number, languageId: number): Promise<BuildingRecord[]> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(languageId);
    const project = await this.requireProject(tenant, projectId, null);
    const [buildings, counts] = await Promise.all([
      this.scope
        .select(tenant, Building, 'b')
        .andWhere('b.projectId = :projectId', { projectId: project.id })
        .orderBy('b.position', 'ASC')
        .addOrderBy('b.id', 'ASC')
        .getMany(),
      this.unitCounts(tenant, project.id),
    ]);
    return buildings.map((building) => ({
      ID: building.id,
      ProjectID: building.projectId,
      Name: building.name,
      Floors: building.floors,
      Position: building.position,
      DeliveryDate: building.deliveryDate,
      NumberOfUnits: counts.get(building.id)?.units ?? 0,
      NumberOfUnitsAvailable: counts.get(building.id)?.available ?? 0,
      Description: pickTranslation(building.descriptions, language),
    }));
  }

  async getUnitsOfBuilding(tenant: Tenant, buildingId: number, languageId: number): Promise<PropertyRecord[]> {
    requireScope(tenant, 'listings');
    const building = Number.isSafeInteger(buildingId) ? await this.scope.findOne(tenant, Building, { id: buildingId }) : null;
    if (!building) throw new NotFoundError('Building', buildingId);
    await this.requireProject(tenant, building.projectId, null, () => new NotFoundError('Building', buildingId));
    return this.properties.getUnits(tenant, { projectId: building.projectId, buildingId: building.id }, languageId);
  }

  /** The units of every building of the project (optionally only when the project belongs to the office). */
  async getUnitsOfProject(tenant: Tenant, projectId: number, languageId: number, officeId?: number | null): Promise<PropertyRecord[]> {
    requireScope(tenant, 'listings');
    const project = await this.requireProject(tenant, projectId, requestedOffice(officeId));
    return this.properties.getUnits(tenant, { projectId: project.id }, languageId);
  }

  private async requireProject(
    tenant: Tenant,
    projectId: number,
    officeId: number | null,
    notFound = () => new NotFoundError('Project', projectId),
  ): Promise<Project> {
    const where = officeId === null ? { id: projectId, publishInternet: true } : { id: projectId, publishInternet: true, officeId };
    const project = Number.isSafeInteger(projectId) ? await this.scope.findOne(tenant, Project, where) : null;
    if (!project) throw notFound();
    return project;
  }

  /** The text in the requested language, else the project's original language, else any. */
  private async projectText(project: Project, language: LanguageId | null): Promise<ProjectText | null> {
    const texts = await this.dataSource.getRepository(ProjectText).find({
      where: { projectId: project.id, languageId: In([language ?? 0, project.originalLanguageId]) },
    });
    return texts.find((t) => t.languageId === language) ?? texts.find((t) => t.languageId === project.originalLanguageId) ?? null;
  }

  /** Viewable and available (active) units per building of a project, counted on the project index. */
  private async unitCounts(tenant: Tenant, projectId: number): Promise<Map<number, UnitCounts>> {
    const rows = await this.scope
      .select(tenant, Property, 'p')
      .select('p.buildingId', 'buildingId')
      .addSelect('p.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .andWhere('p.projectId = :projectId', { projectId })
      .andWhere('p.status IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] })
      .groupBy('p.buildingId')
      .addGroupBy('p.status')
      .getRawMany<{ buildingId: number | string | null; status: number | string; n: number | string }>();
    const counts = new Map<number, UnitCounts>();
    for (const row of rows) {
      const key = row.buildingId === null ? 0 : Number(row.buildingId);
      const entry = counts.get(key) ?? { units: 0, available: 0 };
      entry.units += Number(row.n);
      if (Number(row.status) === PROPERTY_STATUS.Active) entry.available += Number(row.n);
      counts.set(key, entry);
    }
    return counts;
  }
}
