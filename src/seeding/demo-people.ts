/** Builds an agency's persons (owners, buyers, logins), their demands, selected lists and ownerships. */
import type { Person } from '../persons/persons.entities.js';
import { citiesInZones } from './cities.js';
import { DEMO_PERSON_LOGINS } from './demo-agencies.js';
import { addDays, daysBeforeBase, publicProperties, type AgencyContext } from './demo-context.js';
import { FEMALE_FIRST_NAMES, FIRST_NAMES, LAST_NAMES, emailLocalPart } from './texts.js';

/** Address titles per language: [man, woman, couple] (1 De heer … 9 Mr and Mrs). */
const TITLES_BY_LANGUAGE: Record<number, readonly [number, number, number]> = { 1: [1, 2, 3], 2: [4, 5, 6], 3: [7, 8, 9] };
const COUPLE_SHARE = 0.15;

function addPerson(context: AgencyContext, values: Partial<Person> & Pick<Person, 'name' | 'firstName' | 'email' | 'languageId'>): Person {
  const { random, agencyId, ids } = context;
  const office = random.pick(context.offices);
  const city = random.pick(citiesInZones(office.spec.zones));
  const [man, woman, couple] = TITLES_BY_LANGUAGE[values.languageId] ?? TITLES_BY_LANGUAGE[3]!;
  const title = random.chance(COUPLE_SHARE) ? couple : FEMALE_FIRST_NAMES.has(values.firstName ?? '') ? woman : man;
  const createdAt = daysBeforeBase(random.int(10, 700) + random.next());
  const person: Person = {
    id: ids.person.next(),
    agencyId,
    officeId: office.office.id,
    addressTitle: title,
    letterTitle: title,
    phoneNumber: `+32 ${random.int(2, 9)} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    mobileNumber: random.chance(0.7) ? `+32 4${random.int(70, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}` : null,
    addressA: `${random.pick(['Kerkstraat', 'Rue Haute', 'Stationsstraat', 'Avenue Louise'])} ${random.int(1, 200)}`,
    zip: city.zip,
    city: city.name,
    countryId: city.countryId,
    passwordHash: null,
    sourceId: null,
    ident: `${context.spec.identPrefix}-P${String(context.persons.length + 1).padStart(4, '0')}`,
    createdAt,
    lastChangedAt: addDays(createdAt, random.int(0, 20)),
    version: 1,
    ...values,
  };
  context.rows.persons.push(person);
  context.persons.push(person);
  return person;
}

export function buildPersons(context: AgencyContext): void {
  const { spec, random, agencyId } = context;
  for (const login of DEMO_PERSON_LOGINS.filter((l) => l.agencyId === agencyId)) {
    const person = addPerson(context, {
      name: login.name,
      firstName: login.firstName,
      email: login.email,
      languageId: login.languageId,
      passwordHash: context.hashes.get(login.password) as string,
    });
    context.loginPersons.push(person);
  }
  const used = new Set(context.persons.map((p) => p.email));
  for (let n = context.persons.length; n < spec.persons; n++) {
    const firstName = random.pick(FIRST_NAMES);
    const name = random.pick(LAST_NAMES);
    let email: string | null = `${emailLocalPart(firstName, name)}${n}@example.${random.pick(['be', 'com', 'net'])}`;
    if (used.has(email) || random.chance(0.05)) email = null;
    if (email) used.add(email);
    addPerson(context, { name, firstName, email, languageId: random.weighted([[spec.languageId, 70], [spec.languageId === 1 ? 2 : 1, 20], [3, 10]] as const) });
  }
}

export function buildOwnerships(context: AgencyContext): void {
  const { random, rows, agencyId } = context;
  const owners = context.persons.filter((p) => !context.loginPersons.includes(p));
  const listings = context.properties.filter((p) => p.projectId === null);
  listings.forEach((property, index) => {
    if (index < 2 && context.loginPersons[0]) {
      rows.owners.push({ id: context.ids.owner.next(), propertyId: property.id, personId: context.loginPersons[0].id, agencyId });
    } else if (random.chance(0.65)) {
      for (const owner of random.sample(owners, random.chance(0.2) ? 2 : 1)) rows.owners.push({ id: context.ids.owner.next(), propertyId: property.id, personId: owner.id, agencyId });
    }
  });
}

export function buildDemands(context: AgencyContext): void {
  const { random, rows, agencyId, ids } = context;
  const seekers = [...context.loginPersons, ...random.sample(context.persons.filter((p) => !context.loginPersons.includes(p)), 35)];
  seekers.forEach((person, index) => {
    const count = index < context.loginPersons.length ? 2 : 1;
    for (let d = 0; d < count; d++) {
      const goal = random.weighted([[0, 65], [1, 35]] as const);
      const office = random.pick(context.offices);
      const zones = random.sample(office.spec.zones, random.int(1, office.spec.zones.length));
      const cities = random.sample(citiesInZones(zones), random.int(0, 3));
      const createdAt = daysBeforeBase(random.int(5, 400));
      const priceTo = goal === 0 ? random.rounded(200_000, 900_000, 25_000) : random.rounded(700, 2_500, 50);
      rows.demands.push({
        id: ids.demand.next(),
        agencyId,
        personId: person.id,
        active: index < context.loginPersons.length ? d === 0 : random.chance(0.75),
        goal,
        priceFrom: random.chance(0.5) ? Math.round(priceTo * 0.6) : null,
        priceTo,
        minRoom: random.int(0, 4),
        typeIds: random.pick(['1', '10', '1,10', '2,3,4', '']),
        zips: cities.map((c) => c.zip).join(','),
        geographicIds: cities.length === 0 ? zones.join(',') : '',
        cityNames: cities.map((c) => c.name).join(','),
        comment: random.chance(0.3) ? 'Graag met tuin / avec jardin' : null,
        mailAlert: random.chance(0.6),
        createdAt,
        lastChangedAt: addDays(createdAt, random.int(0, 30)),
        version: 1,
      });
    }
  });
}

export function buildSelectedLists(context: AgencyContext): void {
  const { random, rows, agencyId } = context;
  const listed = publicProperties(context);
  const people = [...context.loginPersons, ...random.sample(context.persons.filter((p) => p.email !== null && !context.loginPersons.includes(p)), 10)];
  for (const person of people) {
    for (const property of random.sample(listed, random.int(2, 5))) {
      rows.selected.push({ personId: person.id, propertyId: property.id, agencyId, createdAt: daysBeforeBase(random.int(1, 90)) });
    }
  }
}
