/**
 * Builds an agency's person categories and sources, relations of persons to properties and
 * projects and between persons, and the media statistics of its published properties and
 * projects (views per medium and day, the last DEMO_STATISTIC_DAYS days). It draws from its own
 * random sequence, so the rows built before it stay the same.
 */
import { MEDIA } from '../media-statistics/media.js';
import { addDays, daysBeforeBase, publicProperties, type AgencyContext } from './demo-context.js';
import { Random } from './random.js';

const CATEGORIES = ['Newsletter', 'Investor', 'First-time buyer', 'Notary', 'VIP'];
const SOURCES = ['Agency website', 'Immoweb', 'Zimmo', 'Word of mouth', 'Panels', 'Phone call', 'Agency visit', 'Old client'];
export const DEMO_STATISTIC_DAYS = 30;
const DAY_MS = 86_400_000;

/** Popularity of each medium: the mean views a day of an average listing. */
const MEDIA_WEIGHT: Readonly<Record<number, number>> = { 1: 6, 2: 14, 3: 7, 4: 5, 5: 2, 6: 2 };

export function buildPersonCrm(context: AgencyContext): void {
  const { rows, agencyId, ids, persons } = context;
  const random = new Random(0xc4a00000 + agencyId);
  const categoryIds = CATEGORIES.map((name, index) => {
    const id = ids.personCategory.next();
    rows.personCategories.push({ id, agencyId, name, showOrder: index + 1 });
    return id;
  });
  const sourceIds = SOURCES.map((name, index) => {
    const id = ids.personSource.next();
    rows.personSources.push({ id, agencyId, name, showOrder: index + 1 });
    return id;
  });
  for (const person of persons) {
    if (random.chance(0.8)) person.sourceId = random.pick(sourceIds);
    for (const categoryId of random.sample(categoryIds, random.weighted([[0, 50], [1, 35], [2, 15]] as const))) {
      rows.personCategoryMembers.push({ personId: person.id, categoryId, agencyId });
    }
  }
  const listed = publicProperties(context);
  const others = persons.filter((person) => !context.loginPersons.includes(person));
  for (const property of listed) {
    for (const person of random.sample(others, random.int(0, 4))) {
      rows.objectRelations.push({ id: ids.objectRelation.next(), agencyId, personId: person.id, propertyId: property.id, projectId: null, typeId: random.weighted([[2, 70], [6, 30]] as const), createdAt: daysBeforeBase(random.int(1, 120)) });
    }
  }
  for (const property of context.properties.filter((p) => p.status === 4 && p.projectId === null)) {
    const tenant = random.pick(others);
    rows.objectRelations.push({ id: ids.objectRelation.next(), agencyId, personId: tenant.id, propertyId: property.id, projectId: null, typeId: 3, createdAt: daysBeforeBase(random.int(30, 300)) });
  }
  const login = context.loginPersons[0];
  if (login && listed[2]) {
    rows.objectRelations.push({ id: ids.objectRelation.next(), agencyId, personId: login.id, propertyId: listed[2].id, projectId: null, typeId: 2, createdAt: daysBeforeBase(10) });
  }
  const projects = rows.projects.filter((project) => project.agencyId === agencyId);
  for (const project of projects) {
    for (const person of random.sample(others, random.int(1, 4))) {
      rows.objectRelations.push({ id: ids.objectRelation.next(), agencyId, personId: person.id, propertyId: null, projectId: project.id, typeId: random.weighted([[2, 60], [6, 30], [4, 10]] as const), createdAt: daysBeforeBase(random.int(1, 200)) });
    }
  }
  const linked = random.sample(others, Math.min(others.length - 1, 24));
  for (let i = 0; i + 1 < linked.length; i += 2) {
    rows.personLinks.push({ id: ids.personLink.next(), agencyId, personId: linked[i]!.id, relatedPersonId: linked[i + 1]!.id, typeId: random.weighted([[3, 50], [4, 20], [1, 10], [2, 10], [6, 10]] as const), createdAt: daysBeforeBase(random.int(1, 300)) });
  }
  // The demo login's spouse is someone linked to nobody else: nobody is married to two persons.
  const spouse = others.find((person) => person.id !== login?.id && !linked.includes(person));
  if (login && spouse) {
    rows.personLinks.push({ id: ids.personLink.next(), agencyId, personId: login.id, relatedPersonId: spouse.id, typeId: 3, createdAt: daysBeforeBase(50) });
  }
  buildMediaStatistics(context, random, listed.map((property) => ({ propertyId: property.id, projectId: null })));
  buildMediaStatistics(context, random, projects.filter((project) => project.publishInternet).map((project) => ({ propertyId: null, projectId: project.id })));
}

/** Views per medium and day: each listing has its own appeal; fewer views as it ages, more at weekends. */
function buildMediaStatistics(context: AgencyContext, random: Random, targets: readonly { propertyId: number | null; projectId: number | null }[]): void {
  const { rows, agencyId, ids } = context;
  const firstDay = new Date(Math.floor(daysBeforeBase(DEMO_STATISTIC_DAYS).getTime() / DAY_MS) * DAY_MS);
  const mediaIds = Object.keys(MEDIA).map(Number);
  for (const target of targets) {
    const appeal = 0.4 + random.next() * 1.4;
    for (let d = 1; d <= DEMO_STATISTIC_DAYS; d++) {
      const day = addDays(firstDay, d);
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 1.4 : 1;
      const age = 1.2 - (0.5 * d) / DEMO_STATISTIC_DAYS;
      for (const mediaId of mediaIds) {
        const mean = (MEDIA_WEIGHT[mediaId] ?? 1) * appeal * weekend * age;
        const views = Math.max(0, Math.round(mean * (0.5 + random.next())));
        if (views > 0) rows.mediaStatistics.push({ id: ids.mediaStatistic.next(), agencyId, ...target, mediaId, day, views });
      }
    }
  }
}
