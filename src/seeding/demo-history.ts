/**
 * Builds an agency's history of every kind: automatic records (every type code), calendar
 * appointments, tasks, media-online publications, appearances and website visits, plus the
 * house-of-the-week entries around the current week.
 */
import { HISTORY_TYPE, HISTORY_TYPES } from '../common/codes.js';
import { EMPTY_HISTORY_DETAILS, type History } from '../history/history.entities.js';
import { addDays, daysBeforeBase, publicProperties, type AgencyContext } from './demo-context.js';

type HistoryValues = Partial<History> & Pick<History, 'kind' | 'typeId' | 'date'>;

function addHistory(context: AgencyContext, values: HistoryValues): void {
  context.rows.history.push({
    id: context.ids.history.next(),
    agencyId: context.agencyId,
    ...EMPTY_HISTORY_DETAILS,
    ...values,
  });
}

const PORTALS = [
  ['Immoweb', 'https://www.immoweb.be/nl/zoekertje/'],
  ['Zimmo', 'https://www.zimmo.be/nl/pand/'],
  ['Immovlan', 'https://immo.vlan.be/nl/detail/'],
  ['Logic-Immo', 'https://www.logic-immo.be/fr/detail/'],
] as const;
const NEWSPAPERS = ['De Standaard', 'Het Nieuwsblad', 'Le Soir', 'La Libre Belgique', 'Gazet van Antwerpen'] as const;
const REFERRERS = ['https://www.google.com/', 'https://www.immoweb.be/', 'https://www.facebook.com/', 'direct', 'newsletter'] as const;

export function buildHistory(context: AgencyContext): void {
  const { random, spec } = context;
  const users = context.offices.flatMap((o) => o.users);
  const listed = publicProperties(context);
  const people = context.persons;

  for (const property of context.properties) {
    addHistory(context, { kind: 'automatic', typeId: HISTORY_TYPE.EnteredProperty, date: property.createdAt, propertyId: property.id, officeId: property.officeId, userId: random.pick(users).id, subject: property.ident });
  }
  for (const person of people) {
    addHistory(context, { kind: 'automatic', typeId: HISTORY_TYPE.NewPerson, date: person.createdAt, personId: person.id, officeId: person.officeId, subject: `${person.firstName ?? ''} ${person.name}`.trim() });
  }
  for (const project of context.rows.projects.filter((p) => p.agencyId === context.agencyId)) {
    addHistory(context, { kind: 'automatic', typeId: HISTORY_TYPE.ProjectCreated, date: project.createdAt, projectId: project.id, officeId: project.officeId, subject: project.name });
  }
  const automatic = 120 + spec.properties;
  for (let n = 0; n < automatic; n++) {
    const typeId = n < HISTORY_TYPES.length ? n : random.pick([0, 1, 2, 3, 4, 7, 10, 13, 15, 17, 20]);
    const property = random.pick(context.properties);
    const person = random.pick(people);
    addHistory(context, {
      kind: 'automatic',
      typeId,
      date: daysBeforeBase(random.int(0, 365) + random.next()),
      propertyId: property.id,
      personId: person.id,
      userId: random.pick(users).id,
      officeId: property.officeId,
      languageId: person.languageId,
      subject: `${HISTORY_TYPES[typeId]} – ${property.ident}`,
      content: typeId === HISTORY_TYPE.Contact ? `${person.firstName ?? ''} ${person.name} vraagt meer informatie over ${property.ident} & wil graag bezoeken.` : null,
    });
  }
  for (let n = 0; n < 40; n++) {
    const property = random.pick(listed);
    const start = daysBeforeBase(random.int(-30, 120) + random.int(8, 17) / 24);
    addHistory(context, {
      kind: 'calendar',
      typeId: n % 4 === 0 ? HISTORY_TYPE.Contact : HISTORY_TYPE.Visit,
      date: addDays(start, -random.int(1, 10)),
      startDate: start,
      endDate: addDays(start, 1 / 24),
      propertyId: property.id,
      personId: random.pick(people).id,
      userId: random.pick(users).id,
      officeId: property.officeId,
      location: `${property.street ?? ''} ${property.houseNumber ?? ''}, ${property.zip ?? ''} ${property.city ?? ''}`.trim(),
      subject: `Bezoek ${property.ident}`,
      done: start < daysBeforeBase(0),
    });
  }
  for (let n = 0; n < 30; n++) {
    const due = daysBeforeBase(random.int(-20, 90));
    addHistory(context, {
      kind: 'task',
      typeId: random.pick([HISTORY_TYPE.PhoneOut, HISTORY_TYPE.EmailOut, HISTORY_TYPE.Checkup]),
      date: addDays(due, -random.int(1, 14)),
      startDate: addDays(due, -random.int(1, 14)),
      endDate: due,
      propertyId: random.chance(0.7) ? random.pick(context.properties).id : null,
      personId: random.pick(people).id,
      userId: random.pick(users).id,
      subject: random.pick(['Eigenaar terugbellen', 'Plaatsbeschrijving plannen', 'Offerte opvolgen', 'EPC aanvragen']),
      done: random.chance(0.6),
    });
  }
  for (const property of listed.filter(() => random.chance(0.6))) {
    const [mediaName, base] = random.pick(PORTALS);
    addHistory(context, { kind: 'media-online', typeId: HISTORY_TYPE.Sent, date: addDays(property.createdAt, 1), propertyId: property.id, officeId: property.officeId, mediaName, url: `${base}${property.ident ?? property.id}`, subject: property.ident });
  }
  for (let n = 0; n < 20; n++) {
    const property = random.pick(listed);
    addHistory(context, { kind: 'appearance', typeId: HISTORY_TYPE.TextOut, date: daysBeforeBase(random.int(0, 200)), propertyId: property.id, officeId: property.officeId, mediaName: random.pick(NEWSPAPERS), subject: `Advertentie ${property.ident}`, content: 'Zaterdagbijlage, 1/8 pagina' });
  }
  for (let n = 0; n < spec.websiteVisits; n++) {
    const property = random.pick(listed);
    addHistory(context, {
      kind: 'website-visit',
      typeId: HISTORY_TYPE.Website,
      date: daysBeforeBase(random.int(0, 180) + random.next()),
      propertyId: property.id,
      personId: random.chance(0.1) ? random.pick(people).id : null,
      languageId: random.weighted([[spec.languageId, 70], [spec.languageId === 1 ? 2 : 1, 20], [3, 10]] as const),
      source: random.pick(REFERRERS),
      url: `https://www.${spec.domain}/${property.id}`,
      clientAddress: `198.51.100.${random.int(1, 254)}`,
    });
  }
}

export function buildHouseOfWeek(context: AgencyContext): void {
  const { random, rows, ids, agencyId } = context;
  const candidates = publicProperties(context).filter((p) => p.goal === 0);
  for (let week = -2; week <= 2; week++) {
    const startDate = addDays(context.currentWeek, week * 7);
    random.sample(candidates, 2).forEach((property, index) => {
      rows.houseOfWeek.push({
        id: ids.houseOfWeek.next(),
        agencyId,
        propertyId: property.id,
        startDate,
        endDate: addDays(startDate, 7),
        position: index + 1,
        titles: { '1': 'Huis van de week', '2': 'Maison de la semaine', '3': 'House of the week' },
      });
    });
  }
}
