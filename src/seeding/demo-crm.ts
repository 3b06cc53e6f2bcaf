/**
 * The agency's CRM records of the demo set: departments, documents, appointments with their
 * registrations, tasks, property checklists, neighbourhoods and points of interest. Built after
 * everything else with a random stream of its own, so the rest of the data set is unchanged.
 */
import { NO_FILE } from '../documents/documents.entities.js';
import { DEFAULT_TASK_TYPE, historyOfTask } from '../tasks/task-rows.js';
import type { Property } from '../properties/properties.entities.js';
import { addDays, publicProperties, type AgencyContext } from './demo-context.js';
import { Random } from './random.js';

const HOUR_MS = 3_600_000;

type Texts = Readonly<{ nl: string; fr: string }>;

function text(context: AgencyContext, texts: Texts): string {
  return context.spec.languageId === 2 ? texts.fr : texts.nl;
}

const DEPARTMENTS: readonly Texts[] = [
  { nl: 'Verkoop', fr: 'Vente' },
  { nl: 'Verhuur', fr: 'Location' },
  { nl: 'Nieuwbouw', fr: 'Projets neufs' },
];

/** The departments of the agency, and each agent's: the office head and a second agent in sales, the third in rentals. */
export function buildDepartments(context: AgencyContext): void {
  const { rows, agencyId, ids } = context;
  const departments = DEPARTMENTS.map((name, index) => ({ id: ids.department.next(), agencyId, name: text(context, name), showOrder: index + 1 }));
  rows.departments.push(...departments);
  for (const office of context.offices) {
    office.users.forEach((user, n) => {
      user.departmentId = (departments[n < 2 ? 0 : 1] as { id: number }).id;
    });
  }
  const projectsDepartment = departments[2] as { id: number };
  const last = context.offices[context.offices.length - 1]?.users.at(-1);
  // The last agent of the agency works in the back office: kept off the website.
  if (last) {
    last.departmentId = projectsDepartment.id;
    last.hiddenOnWeb = true;
  }
  for (const project of rows.projects.filter((p) => p.agencyId === agencyId)) {
    project.responsibleUserId = context.offices.find((o) => o.office.id === project.officeId)?.users[0]?.id ?? null;
  }
}

const PROPERTY_DOCUMENTS: readonly (readonly [Texts, string, boolean])[] = [
  [{ nl: 'Grondplan', fr: 'Plan' }, 'plan', true],
  [{ nl: 'EPC-certificaat', fr: 'Certificat PEB' }, 'certificate', true],
  [{ nl: 'Bemiddelingsopdracht', fr: 'Mandat de vente' }, 'contract', false],
];

export function buildDocuments(context: AgencyContext, random: Random): void {
  const { rows, agencyId, ids, spec } = context;
  const base = `https://docs.${spec.domain}`;
  const createdAt = addDays(context.currentWeek, -30);
  for (const property of publicProperties(context).slice(0, 20)) {
    for (const [title, kind, published] of PROPERTY_DOCUMENTS) {
      if (kind === 'contract' && !random.chance(0.5)) continue;
      const id = ids.document.next();
      rows.documents.push({ id, agencyId, propertyId: property.id, projectId: null, personId: null, title: text(context, title), kind, fileUrl: `${base}/properties/${property.id}/${id}.pdf`, published, ...NO_FILE, createdAt, updatedAt: createdAt, version: 1 });
    }
  }
  for (const project of rows.projects.filter((p) => p.agencyId === agencyId)) {
    const id = ids.document.next();
    rows.documents.push({ id, agencyId, propertyId: null, projectId: project.id, personId: null, title: text(context, { nl: 'Brochure', fr: 'Brochure' }), kind: 'brochure', fileUrl: `${base}/projects/${project.id}/${id}.pdf`, published: true, ...NO_FILE, createdAt, updatedAt: createdAt, version: 1 });
  }
  for (const person of context.loginPersons) {
    const id = ids.document.next();
    rows.documents.push({ id, agencyId, propertyId: null, projectId: null, personId: person.id, title: text(context, { nl: 'Identiteitskaart', fr: "Carte d'identité" }), kind: 'identity', fileUrl: `${base}/persons/${person.id}/${id}.pdf`, published: false, ...NO_FILE, createdAt, updatedAt: createdAt, version: 1 });
  }
}

/**
 * Viewing and open-house slots in the weeks after the current one, on the first public
 * properties and on each project; the first viewing of the agency is full (one place, taken).
 */
export function buildAppointments(context: AgencyContext, random: Random): void {
  const { rows, agencyId, ids } = context;
  const slot = (day: number, hour: number, hours: number) => {
    const start = new Date(addDays(context.currentWeek, day).getTime() + hour * HOUR_MS);
    return { startDate: start, endDate: new Date(start.getTime() + hours * HOUR_MS) };
  };
  const register = (appointmentId: number, personIds: readonly number[]) => {
    personIds.forEach((personId, n) => rows.registrations.push({ id: ids.registration.next(), agencyId, appointmentId, personId, registeredAt: addDays(context.currentWeek, -3 + n) }));
  };
  const seeded = { updatedAt: addDays(context.currentWeek, -7), version: 1 };
  const userOf = (property: Property) => rows.agents.find((a) => a.propertyId === property.id && a.role === 1)?.userId ?? null;
  publicProperties(context)
    .slice(0, 8)
    .forEach((property, index) => {
      const week = 7 + 7 * (index % 2);
      const openHouse = ids.appointment.next();
      rows.appointments.push({ id: openHouse, agencyId, propertyId: property.id, projectId: null, siteId: null, userId: userOf(property), typeId: 1, ...slot(week + 5, 10, 3), capacity: 20, location: `${property.street ?? ''} ${property.houseNumber ?? ''}, ${property.city ?? ''}`.trim(), comment: null, ...seeded });
      register(openHouse, random.sample(context.persons, random.int(0, 4)).map((p) => p.id));
      for (let n = 0; n < 3; n++) {
        const viewing = ids.appointment.next();
        rows.appointments.push({ id: viewing, agencyId, propertyId: property.id, projectId: null, siteId: context.siteId, userId: userOf(property), typeId: 2, ...slot(week + 1 + n, 17, 0.5), capacity: index === 0 && n === 0 ? 1 : 2, location: null, comment: null, ...seeded });
        if (index === 0 && n === 0) register(viewing, [(context.persons[0] as { id: number }).id]);
      }
    });
  for (const project of rows.projects.filter((p) => p.agencyId === agencyId)) {
    const id = ids.appointment.next();
    rows.appointments.push({ id, agencyId, propertyId: null, projectId: project.id, siteId: null, userId: project.responsibleUserId, typeId: 1, ...slot(12, 13, 4), capacity: 50, location: project.city, comment: text(context, { nl: 'Opendeurdag kijkappartement', fr: 'Portes ouvertes appartement témoin' }), ...seeded });
    register(id, random.sample(context.persons, 3).map((p) => p.id));
  }
}

const TASKS: readonly Texts[] = [
  { nl: 'Terugbellen over bezoek', fr: 'Rappeler pour la visite' },
  { nl: 'Documenten opsturen', fr: 'Envoyer les documents' },
  { nl: 'Bod bespreken met eigenaar', fr: "Discuter de l'offre avec le propriétaire" },
  { nl: 'Schatting inplannen', fr: 'Planifier une estimation' },
];

export function buildTasks(context: AgencyContext, random: Random): void {
  const { rows, agencyId, ids } = context;
  const properties = publicProperties(context);
  const demands = rows.demands.filter((d) => d.agencyId === agencyId);
  for (let n = 0; n < 12; n++) {
    const person = random.pick(context.persons);
    const demand = demands.find((d) => d.personId === person.id) ?? null;
    const done = n % 3 === 0;
    const createdAt = addDays(context.currentWeek, -random.int(2, 40));
    // A task is a history record of kind task.
    rows.history.push({
      id: ids.history.next(),
      agencyId,
      ...historyOfTask({
        typeId: DEFAULT_TASK_TYPE,
        subject: text(context, random.pick(TASKS)),
        comment: null,
        personId: person.id,
        propertyId: random.chance(0.7) ? random.pick(properties).id : null,
        demandId: demand?.id ?? null,
        userId: random.pick(context.offices[0]?.users ?? []).id,
        dueDate: addDays(createdAt, random.int(1, 14)),
        done,
        doneAt: done ? addDays(createdAt, 1) : null,
        createdAt,
        createdBy: null,
      }),
    });
  }
}

const CHECKLIST: readonly Texts[] = [
  { nl: 'EPC aangevraagd', fr: 'PEB demandé' },
  { nl: 'Bodemattest ontvangen', fr: 'Attestation de sol reçue' },
  { nl: 'Elektrische keuring', fr: 'Contrôle électrique' },
  { nl: "Foto's genomen", fr: 'Photos prises' },
  { nl: 'Sleutels ontvangen', fr: 'Clés reçues' },
];

export function buildChecklists(context: AgencyContext, random: Random): void {
  const { rows, agencyId, ids } = context;
  for (const property of publicProperties(context).slice(0, 15)) {
    CHECKLIST.forEach((item, index) => {
      const done = random.chance(0.5);
      rows.checklistItems.push({ id: ids.checklistItem.next(), agencyId, propertyId: property.id, position: index + 1, name: text(context, item), done, doneAt: done ? addDays(property.createdAt, index + 1) : null });
    });
  }
}

const NEIGHBOURHOODS: readonly Texts[] = [
  { nl: 'Centrum', fr: 'Centre' },
  { nl: 'Stationsbuurt', fr: 'Quartier de la gare' },
];

const POINTS: readonly (readonly [string, Texts])[] = [
  ['school', { nl: 'Basisschool', fr: 'École primaire' }],
  ['station', { nl: 'Station', fr: 'Gare' }],
  ['shop', { nl: 'Supermarkt', fr: 'Supermarché' }],
  ['park', { nl: 'Stadspark', fr: 'Parc' }],
];

/** Two neighbourhoods in each of the agency's four busiest cities, their points of interest, and the properties in them. */
export function buildNeighbourhoods(context: AgencyContext, random: Random): void {
  const { rows, agencyId, ids } = context;
  const byCity = new Map<string, Property[]>();
  for (const property of context.properties.filter((p) => p.projectId === null && p.city !== null && p.latitude !== null)) {
    byCity.set(property.city as string, [...(byCity.get(property.city as string) ?? []), property]);
  }
  const cities = [...byCity.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])).slice(0, 4);
  for (const [city, properties] of cities) {
    const centre = properties[0] as Property;
    const neighbourhoods = NEIGHBOURHOODS.map((name, n) => ({
      id: ids.neighbourhood.next(),
      agencyId,
      name: `${city} ${text(context, name)}`,
      city,
      latitude: Number(((centre.latitude as number) + n * 0.004).toFixed(7)),
      longitude: Number(((centre.longitude as number) + n * 0.006).toFixed(7)),
    }));
    rows.neighbourhoods.push(...neighbourhoods);
    for (const property of properties) property.neighbourhoodId = random.pick(neighbourhoods).id;
    for (const neighbourhood of neighbourhoods) {
      for (const [kind, name] of random.sample(POINTS, 2)) {
        rows.pointsOfInterest.push({
          id: ids.pointOfInterest.next(),
          agencyId,
          name: `${text(context, name)} ${neighbourhood.name}`,
          kind,
          neighbourhoodId: neighbourhood.id,
          latitude: Number(((neighbourhood.latitude as number) + random.int(-20, 20) / 10_000).toFixed(7)),
          longitude: Number(((neighbourhood.longitude as number) + random.int(-20, 20) / 10_000).toFixed(7)),
        });
      }
    }
  }
}

/** Every CRM record of the agency, from a random stream of its own. */
export function buildCrm(context: AgencyContext): void {
  const random = new Random(0xc4a00000 + context.agencyId);
  buildDepartments(context);
  buildDocuments(context, random);
  buildAppointments(context, random);
  buildTasks(context, random);
  buildChecklists(context, random);
  buildNeighbourhoods(context, random);
}
