/** Builds the export document of one agency (docs/import-format.md). */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { Agency } from '../../accounts/accounts.entities.js';
import { Appointment, AppointmentRegistration } from '../../appointments/appointments.entities.js';
import { ChecklistItem } from '../../checklists/checklists.entities.js';
import { NotFoundError } from '../../common/errors.js';
import { mediaUrl, type MediaPreset, type PictureOwnerKind } from '../../common/media-presets.js';
import { Building, Project, ProjectPicture, ProjectText } from '../../construction/construction.entities.js';
import { documentUrl } from '../../documents/document-writes.service.js';
import { Document } from '../../documents/documents.entities.js';
import { History } from '../../history/history.entities.js';
import { Neighbourhood, PointOfInterest } from '../../neighbourhoods/neighbourhoods.entities.js';
import { MediaStatistic } from '../../media-statistics/media-statistics.entities.js';
import { PersonCategory, PersonCategoryMember, PersonSource } from '../../person-categories/person-categories.entities.js';
import { Demand, Person } from '../../persons/persons.entities.js';
import { ObjectRelation, PersonLink } from '../../relations/relations.entities.js';
import { Property, PropertyAgent, PropertyOwner, PropertyPicture, PropertyText, SelectedProperty } from '../../properties/properties.entities.js';
import { HouseOfWeek, Office, OfficeZone, PriceRange, Site } from '../../reference/reference.entities.js';
import { AgencyUser, Department } from '../../staff/staff.entities.js';
import { taskOfHistory } from '../../tasks/task-rows.js';
import { documentCaptions, type RecordSpec } from './field-types.js';
import {
  AGENT, APPOINTMENT, BUILDING, CHECKLIST_ITEM, DEMAND, DEPARTMENT, DOCUMENT, EXPORT_FORMAT, EXPORT_VERSION, HISTORY, HOUSE_OF_WEEK, MEDIA_STATISTIC,
  NEIGHBOURHOOD, OFFICE, PERSON, PERSON_CLASS, PERSON_LINK, PICTURE, POINT_OF_INTEREST, PRICE_RANGE, PROJECT, PROJECT_TEXT, PROPERTY, PROPERTY_TEXT,
  REGISTRATION, RELATION, SELECTED, SITE, TASK, USER,
} from './record-specs.js';
import type { DocumentRecord } from './validate-document.js';
import { groupBy } from '../../common/group-by.js';

export interface ExportDocument {
  format: string;
  version: number;
  exportedAt: string;
  agency: { Name: string; Email: string | null; Phone: string | null; LanguageID: number };
  offices: DocumentRecord[];
  sites: DocumentRecord[];
  departments: DocumentRecord[];
  users: DocumentRecord[];
  neighbourhoods: DocumentRecord[];
  pointsOfInterest: DocumentRecord[];
  personCategories: DocumentRecord[];
  personSources: DocumentRecord[];
  persons: DocumentRecord[];
  projects: DocumentRecord[];
  properties: DocumentRecord[];
  selectedLists: DocumentRecord[];
  history: DocumentRecord[];
  houseOfWeek: DocumentRecord[];
  priceRanges: DocumentRecord[];
  documents: DocumentRecord[];
  appointments: DocumentRecord[];
  tasks: DocumentRecord[];
  relations: DocumentRecord[];
  personLinks: DocumentRecord[];
  mediaStatistics: DocumentRecord[];
}

/** The scalar fields of a record, in spec order (nested lists are added by the caller). */
export function documentRecordOf(spec: RecordSpec, entity: ObjectLiteral): DocumentRecord {
  const record: DocumentRecord = {};
  for (const field of spec.fields) {
    if (field.prop === '') continue;
    const value: unknown = entity[field.prop];
    record[field.name] = field.type.kind === 'captions' ? documentCaptions(value) : value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return record;
}

/**
 * An uploaded picture as the document carries pictures: its files are the /media/ URLs of its
 * renditions (an import elsewhere keeps them as external URLs); other pictures as stored.
 */
function pictureFiles<P extends PropertyPicture | ProjectPicture>(picture: P, kind: PictureOwnerKind, agencyId: number, mediaBaseUrl: string): P {
  if (picture.mediaHash === null) return picture;
  const url = (preset: MediaPreset) => mediaUrl(mediaBaseUrl, { agencyId, kind, id: picture.id, version: picture.version }, preset);
  return { ...picture, smallUrl: url('small'), mediumUrl: url('medium'), largeUrl: url('large'), xlargeUrl: url('xlarge') };
}

export async function exportAgency(dataSource: DataSource, agencyId: number, mediaBaseUrl = ''): Promise<ExportDocument> {
  const agency = await dataSource.getRepository(Agency).findOneBy({ id: agencyId });
  if (!agency) throw new NotFoundError('Agency', agencyId);
  const owned = <T extends ObjectLiteral>(entity: EntityTarget<T>, order: Record<string, 'ASC'> = { id: 'ASC' }) =>
    dataSource.getRepository(entity).find({ where: { agencyId } as never, order: order as never });
  /** Rows of a child table of properties or projects (no agency column of their own), through their parent. */
  const ofParents = <T extends ObjectLiteral>(entity: EntityTarget<T>, parent: typeof Property | typeof Project, key: string, order: string[]) => {
    const query = dataSource.createQueryBuilder(entity, 'c').innerJoin(parent, 'p', `p.id = c.${key}`).where('p.agencyId = :agencyId', { agencyId });
    order.forEach((column, index) => (index === 0 ? query.orderBy(`c.${column}`, 'ASC') : query.addOrderBy(`c.${column}`, 'ASC')));
    return query.getMany();
  };
  const ofProperties = <T extends ObjectLiteral>(entity: EntityTarget<T>, order: string[]) => ofParents(entity, Property, 'propertyId', order);
  const ofProjects = <T extends ObjectLiteral>(entity: EntityTarget<T>, order: string[]) => ofParents(entity, Project, 'projectId', order);

  const [offices, zones, sites, users, persons, demands, projects, buildings, properties, agents, owners, selected, history, houseOfWeek, priceRanges] = await Promise.all([
    owned(Office),
    owned(OfficeZone, { officeId: 'ASC', zoneId: 'ASC' }),
    owned(Site),
    owned(AgencyUser),
    owned(Person),
    owned(Demand),
    owned(Project),
    owned(Building),
    owned(Property),
    owned(PropertyAgent, { propertyId: 'ASC', role: 'ASC', userId: 'ASC' }),
    owned(PropertyOwner, { propertyId: 'ASC', personId: 'ASC' }),
    owned(SelectedProperty, { personId: 'ASC', propertyId: 'ASC' }),
    owned(History),
    owned(HouseOfWeek),
    owned(PriceRange, { goal: 'ASC', showOrder: 'ASC', id: 'ASC' }),
  ]);
  const [categories, members, sources, relations, links, statistics] = await Promise.all([
    owned(PersonCategory),
    owned(PersonCategoryMember, { personId: 'ASC', categoryId: 'ASC' }),
    owned(PersonSource),
    owned(ObjectRelation),
    owned(PersonLink),
    owned(MediaStatistic),
  ]);
  const membersByPerson = groupBy(members, (m) => m.personId);
  const projectTexts = await ofProjects(ProjectText, ['projectId', 'languageId']);
  const projectPictures = await ofProjects(ProjectPicture, ['projectId', 'position', 'id']);
  const texts = await ofProperties(PropertyText, ['propertyId', 'languageId']);
  const pictures = await ofProperties(PropertyPicture, ['propertyId', 'position', 'id']);
  const [departments, neighbourhoods, points, documents, appointments, registrations, checklist] = await Promise.all([
    owned(Department),
    owned(Neighbourhood),
    owned(PointOfInterest),
    owned(Document),
    owned(Appointment),
    owned(AppointmentRegistration, { appointmentId: 'ASC', id: 'ASC' }),
    owned(ChecklistItem, { propertyId: 'ASC', position: 'ASC', id: 'ASC' }),
  ]);
  const registrationsByAppointment = groupBy(registrations, (r) => r.appointmentId);
  const checklistByProperty = groupBy(checklist, (c) => c.propertyId);
  // Tasks are history records of kind task; the document lists them apart, as tasks.
  const tasks = history.filter((h) => h.kind === 'task').map(taskOfHistory);
  const taskDemands = new Set(tasks.flatMap((t) => (t.demandId === null ? [] : [t.demandId])));

  const zonesByOffice = groupBy(zones, (z) => z.officeId);
  const demandsByPerson = groupBy(demands, (d) => d.personId);
  const textsByProject = groupBy(projectTexts, (t) => t.projectId);
  const buildingsByProject = groupBy(buildings, (b) => b.projectId);
  const picturesByProject = groupBy(projectPictures, (p) => p.projectId);
  const textsByProperty = groupBy(texts, (t) => t.propertyId);
  const picturesByProperty = groupBy(pictures, (p) => p.propertyId);
  const agentsByProperty = groupBy(agents, (a) => a.propertyId);
  const ownersByProperty = groupBy(owners, (o) => o.propertyId);

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    agency: { Name: agency.name, Email: agency.email, Phone: agency.phone, LanguageID: agency.defaultLanguageId },
    offices: offices.map((o) => ({ ...documentRecordOf(OFFICE, o), ZoneIDs: (zonesByOffice.get(o.id) ?? []).map((z) => z.zoneId) })),
    sites: sites.map((s) => documentRecordOf(SITE, s)),
    departments: departments.map((d) => documentRecordOf(DEPARTMENT, d)),
    users: users.map((u) => documentRecordOf(USER, u)),
    neighbourhoods: neighbourhoods.map((n) => documentRecordOf(NEIGHBOURHOOD, n)),
    pointsOfInterest: points.map((p) => documentRecordOf(POINT_OF_INTEREST, p)),
    personCategories: categories.map((c) => documentRecordOf(PERSON_CLASS, c)),
    personSources: sources.map((s) => documentRecordOf(PERSON_CLASS, s)),
    persons: persons.map((p) => ({
      ...documentRecordOf(PERSON, p),
      Demands: (demandsByPerson.get(p.id) ?? []).map((d) => ({ ...(taskDemands.has(d.id) ? { ID: d.id } : {}), ...documentRecordOf(DEMAND, d) })),
      CategoryIDs: (membersByPerson.get(p.id) ?? []).map((m) => m.categoryId),
    })),
    projects: projects.map((p) => ({
      ...documentRecordOf(PROJECT, p),
      Texts: (textsByProject.get(p.id) ?? []).map((t) => documentRecordOf(PROJECT_TEXT, t)),
      Buildings: (buildingsByProject.get(p.id) ?? []).map((b) => documentRecordOf(BUILDING, b)),
      Pictures: (picturesByProject.get(p.id) ?? []).map((picture) => documentRecordOf(PICTURE, pictureFiles(picture, 'project', agencyId, mediaBaseUrl))),
    })),
    properties: properties.map((p) => ({
      ...documentRecordOf(PROPERTY, p),
      Texts: (textsByProperty.get(p.id) ?? []).map((t) => documentRecordOf(PROPERTY_TEXT, t)),
      Pictures: (picturesByProperty.get(p.id) ?? []).map((picture) => documentRecordOf(PICTURE, pictureFiles(picture, 'property', agencyId, mediaBaseUrl))),
      Agents: (agentsByProperty.get(p.id) ?? []).map((a) => documentRecordOf(AGENT, a)),
      OwnerIDs: (ownersByProperty.get(p.id) ?? []).map((o) => o.personId),
      CheckList: (checklistByProperty.get(p.id) ?? []).map((item) => documentRecordOf(CHECKLIST_ITEM, item)),
    })),
    selectedLists: selected.map((s) => documentRecordOf(SELECTED, s)),
    history: history.filter((h) => h.kind !== 'task').map((h) => documentRecordOf(HISTORY, h)),
    houseOfWeek: houseOfWeek.map((h) => documentRecordOf(HOUSE_OF_WEEK, h)),
    priceRanges: priceRanges.map((r) => documentRecordOf(PRICE_RANGE, r)),
    // An uploaded file is exported as its public address (imported as a document by link).
    documents: documents.map((d) => documentRecordOf(DOCUMENT, { ...d, fileUrl: documentUrl(mediaBaseUrl, d) })),
    appointments: appointments.map((a) => ({
      ...documentRecordOf(APPOINTMENT, a),
      Registrations: (registrationsByAppointment.get(a.id) ?? []).map((r) => documentRecordOf(REGISTRATION, r)),
    })),
    tasks: tasks.map((t) => documentRecordOf(TASK, { ...t })),
    relations: relations.map((r) => documentRecordOf(RELATION, r)),
    personLinks: links.map((l) => documentRecordOf(PERSON_LINK, l)),
    mediaStatistics: statistics.map((m) => documentRecordOf(MEDIA_STATISTIC, m)),
  };
}
