import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { PROPERTY_STATUS, type LanguageId } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { htmlToPlainText } from '../properties/html-text.js';
import { pictureFileUrl, picturePage, pictureRecords, pictureUrl, type PictureLinks } from '../properties/pictures.js';
import { PropertiesService, requestedOffice } from '../properties/properties.service.js';
import { Property } from '../properties/properties.entities.js';
import type { PictureItemRecord, PropertyRecord } from '../properties/properties.records.js';
import { VIEWABLE_STATUSES } from '../properties/property-query.js';
import { ReferenceCache } from '../reference/reference-cache.js';
import { codeName, pickTranslation, requestedLanguage } from '../reference/translations.js';
import { Building, Project, ProjectPicture, ProjectText } from './construction.entities.js';
import type { BuildingRecord, ProjectRecord } from './construction.records.js';
import { PROJECT_STATUS_NAMES } from './project-codes.js';

export interface ProjectOptions {
  readonly languageId: number;
  /** RICHTEXTFORMAT 1: Description as stored (HTML); 0: plain text. */
  readonly richText: boolean;
  /** Restricts to the projects of this office (…ByOffice operations). */
  readonly officeId?: number | null;
}

/** GetProjectList filters; empty lists and false mean "any". */
export interface ProjectFilter {
  /** Status / StatusList: project statuses (0 in preparation … 4 sold out). */
  readonly statuses: readonly number[];
  /** SubstatusList: sub-status ids. */
  readonly subStatusIds: readonly number[];
  /** IsPublishWebsite true: only projects also published on the agency's own website. */
  readonly publishedOnWebsite: boolean;
  /** CountryIDs: the project's country. */
  readonly countryIds: readonly number[];
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
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
  ) {}

  async getProject(tenant: Tenant, projectId: number, options: ProjectOptions): Promise<ProjectRecord> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(options.languageId);
    const project = await this.requireProject(tenant, projectId, requestedOffice(options.officeId));
    const [record] = await this.records(tenant, [project], language, options.richText);
    if (!record) throw new NotFoundError('Project', projectId);
    return record;
  }

  /** GetProjectList: the published projects matching the filter, by ShowOrder then id; a page. */
  async listProjects(tenant: Tenant, filter: ProjectFilter, page: PageRequest, options: ProjectOptions): Promise<Page<ProjectRecord>> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(options.languageId);
    const range = rowWindow(page);
    const query = this.scope.select(tenant, Project, 'pr').andWhere('pr.publishInternet = :published', { published: true });
    if (filter.statuses.length > 0) query.andWhere('pr.status IN (:...statuses)', { statuses: [...filter.statuses] });
    if (filter.subStatusIds.length > 0) query.andWhere('pr.subStatusId IN (:...subStatusIds)', { subStatusIds: [...filter.subStatusIds] });
    if (filter.publishedOnWebsite) query.andWhere('pr.publishWebsite = :website', { website: true });
    if (filter.countryIds.length > 0) query.andWhere('pr.countryId IN (:...countryIds)', { countryIds: [...filter.countryIds] });
    const officeId = requestedOffice(options.officeId);
    if (officeId !== null) query.andWhere('pr.officeId = :officeId', { officeId });
    const [projects, total] = await Promise.all([
      range.rows === 0 ? Promise.resolve([]) : query.clone().orderBy('pr.showOrder', 'ASC').addOrderBy('pr.id', 'ASC').offset(range.offset).limit(range.rows).getMany(),
      query.getCount(),
    ]);
    return pageFrom(range, total, await this.records(tenant, projects, language, options.richText));
  }

  /**
   * GetProjectPictureList: the pictures of a published project (projectId), or with the given
   * picture ids among the published projects (ids), by project and position; a page.
   */
  async getProjectPictures(tenant: Tenant, where: { projectId: number | null; ids: readonly number[] }, page: PageRequest): Promise<Page<PictureItemRecord>> {
    requireScope(tenant, 'listings');
    if (where.projectId === null && where.ids.length === 0) throw new InvalidInputError('ProjectID', 'is required (or IDs).');
    const pictures = this.dataSource.getRepository(ProjectPicture);
    const candidates = await pictures.find({
      where: {
        ...(where.projectId !== null ? { projectId: where.projectId } : {}),
        ...(where.ids.length > 0 ? { id: In([...where.ids]) } : {}),
      },
    });
    const projectIds = [...new Set(candidates.map((picture) => picture.projectId))];
    const published = projectIds.length === 0 ? [] : await this.scope.find(tenant, Project, { id: In(projectIds), publishInternet: true });
    const allowed = new Set(published.map((project) => project.id));
    return picturePage(candidates, (picture) => ({ propertyId: null, projectId: picture.projectId }), allowed, page, this.pictureLinks(tenant));
  }

  /** Project records for a page of projects: texts, unit and building counts, pictures and sub-statuses in batch. */
  private pictureLinks(tenant: Tenant, languageId: LanguageId | null = tenant.languageId ?? null): PictureLinks {
    return { baseUrl: this.config.pictureBaseUrl, mediaBaseUrl: this.config.media.publicBaseUrl, agencyId: tenant.agencyId, kind: 'project', languageId };
  }

  private async records(tenant: Tenant, projects: readonly Project[], language: LanguageId | null, richText: boolean): Promise<ProjectRecord[]> {
    if (projects.length === 0) return [];
    const ids = projects.map((project) => project.id);
    const languages = [...new Set([language ?? 0, ...projects.map((project) => project.originalLanguageId)])];
    const [texts, buildingRows, pictures, subStatuses, counts] = await Promise.all([
      this.dataSource.getRepository(ProjectText).find({ where: { projectId: In(ids), languageId: In(languages) } }),
      this.scope
        .select(tenant, Building, 'b')
        .select('b.projectId', 'projectId')
        .addSelect('COUNT(*)', 'n')
        .andWhere('b.projectId IN (:...ids)', { ids })
        .groupBy('b.projectId')
        .getRawMany<{ projectId: number | string; n: number | string }>(),
      this.dataSource.getRepository(ProjectPicture).find({ where: { projectId: In(ids) }, order: { projectId: 'ASC', position: 'ASC', id: 'ASC' } }),
      this.reference.subStatuses(),
      Promise.all(projects.map((project) => this.unitCounts(tenant, project.id))),
    ]);
    const buildings = new Map(buildingRows.map((row) => [Number(row.projectId), Number(row.n)]));
    const links = this.pictureLinks(tenant, language);
    return projects.map((project, index) => {
      const projectTexts = texts.filter((t) => t.projectId === project.id);
      const text = projectTexts.find((t) => t.languageId === language) ?? projectTexts.find((t) => t.languageId === project.originalLanguageId) ?? null;
      const total = [...(counts[index] ?? new Map<number, UnitCounts>()).values()].reduce(
        (sum, c) => ({ units: sum.units + c.units, available: sum.available + c.available }),
        { units: 0, available: 0 },
      );
      const own = pictures.filter((picture) => picture.projectId === project.id);
      const description = text?.description ?? null;
      return {
        ID: project.id,
        Name: project.name,
        ShortDescription: text?.shortDescription ?? null,
        Description: richText ? description : htmlToPlainText(description),
        LanguageID: text?.languageId ?? null,
        Status: project.status,
        StatusName: codeName(PROJECT_STATUS_NAMES, project.status, language),
        PublishInternet: project.publishInternet,
        PublishWebsite: project.publishWebsite,
        SubstatusID: project.subStatusId,
        SubstatusName: project.subStatusId === null ? null : pickTranslation(subStatuses.get(project.subStatusId)?.names, language),
        ShowOrder: project.showOrder,
        // The stored address; without one, the main picture's Large file when it was uploaded here.
        LargePicture: project.largePicture !== null ? pictureUrl(this.config.pictureBaseUrl, project.largePicture) : own[0]?.mediaHash ? pictureFileUrl(own[0], 'Large', links) : null,
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
        NumberOfBuildings: buildings.get(project.id) ?? 0,
        NumberOfUnits: total.units,
        NumberOfUnitsAvailable: total.available,
        LargePictureItems: pictureRecords(own, 'Large', links),
        XLargePictureItems: pictureRecords(own, 'XLarge', links),
      };
    });
  }

  /** The buildings of a project by position, with their unit counts. */
  async getBuildings(tenant: Tenant, projectId: number, languageId: number): Promise<BuildingRecord[]> {
    requireScope(tenant, 'listings');
    const project = await this.requireProject(tenant, projectId, null);
    return this.buildingsOf(tenant, [project], languageId);
  }

  /** GetBuildingList: the buildings of one published project, or of every published project (by project, then position). */
  async listBuildings(tenant: Tenant, projectId: number | null, languageId: number): Promise<BuildingRecord[]> {
    requireScope(tenant, 'listings');
    if (projectId !== null) return this.getBuildings(tenant, projectId, languageId);
    const projects = await this.scope.select(tenant, Project, 'pr').andWhere('pr.publishInternet = :published', { published: true }).orderBy('pr.id', 'ASC').getMany();
    return this.buildingsOf(tenant, projects, languageId);
  }

  private async buildingsOf(tenant: Tenant, projects: readonly Project[], languageId: number): Promise<BuildingRecord[]> {
    const language = requestedLanguage(languageId);
    if (projects.length === 0) return [];
    const ids = projects.map((project) => project.id);
    const [buildings, counts] = await Promise.all([
      this.scope
        .select(tenant, Building, 'b')
        .andWhere('b.projectId IN (:...ids)', { ids })
        .orderBy('b.projectId', 'ASC')
        .addOrderBy('b.position', 'ASC')
        .addOrderBy('b.id', 'ASC')
        .getMany(),
      Promise.all(ids.map((id) => this.unitCounts(tenant, id))),
    ]);
    const countsOf = new Map(ids.map((id, index) => [id, counts[index] ?? new Map<number, UnitCounts>()]));
    return buildings.map((building) => ({
      ID: building.id,
      ProjectID: building.projectId,
      Name: building.name,
      Floors: building.floors,
      Position: building.position,
      DeliveryDate: building.deliveryDate,
      NumberOfUnits: countsOf.get(building.projectId)?.get(building.id)?.units ?? 0,
      NumberOfUnitsAvailable: countsOf.get(building.projectId)?.get(building.id)?.available ?? 0,
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
