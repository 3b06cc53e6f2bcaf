import { ALL_SCOPES_TEXT } from '../accounts/accounts.entities.js';
/** Builds an agency's organisation and listings: offices, sites, agents, properties and projects. */
import { PROPERTY_STATUS } from '../common/codes.js';
import type { Property } from '../properties/properties.entities.js';
import { citiesAbroad, citiesInZones, type CityRow } from './cities.js';
import { DEMO_ACCOUNTS, DEMO_DISABLED_ACCOUNT, DEMO_STAFF_LOGIN } from './demo-agencies.js';
import { addDays, daysBeforeBase, type AgencyContext } from './demo-context.js';
import { pictureFields } from './pictures.js';
import { generateProperty, textLanguages, type TypeGroup } from './property-generator.js';
import { FIRST_NAMES, LAST_NAMES, emailLocalPart, projectText, propertyText } from './texts.js';

/** Office, second-plot and store surfaces and shower rooms are filled afterwards (demo-publication.ts). */
const NO_EXTRA_SURFACES = { surfaceOffice: null, surfaceGround2: null, surfaceStore: null, showerRooms: 0 } as const;

export function buildOrganisation(context: AgencyContext): void {
  const { spec, agencyId, rows, ids, random } = context;
  rows.agencies.push({ id: agencyId, name: spec.name, email: spec.email, phone: spec.phone, defaultLanguageId: spec.languageId, createdAt: daysBeforeBase(900) });
  const accounts = [...DEMO_ACCOUNTS, DEMO_DISABLED_ACCOUNT].filter((a) => a.agencyId === agencyId);
  for (const account of accounts) {
    rows.accounts.push({
      id: ids.account.next(),
      agencyId,
      name: account.name,
      passwordHash: context.hashes.get(account.password) as string,
      scopes: ALL_SCOPES_TEXT,
      disabled: account === DEMO_DISABLED_ACCOUNT,
      createdAt: daysBeforeBase(900),
      passwordChangedAt: daysBeforeBase(900),
    });
  }
  for (const [index, officeSpec] of spec.offices.entries()) {
    const office = {
      id: ids.office.next(),
      agencyId,
      name: officeSpec.name,
      street: officeSpec.street,
      houseNumber: officeSpec.houseNumber,
      zip: officeSpec.zip,
      city: officeSpec.city,
      phone: `${spec.phone.slice(0, -2)}${String(10 + index)}`,
      email: `${emailLocalPart(officeSpec.city)}@${spec.domain}`,
      website: `https://www.${spec.domain}/${emailLocalPart(officeSpec.city)}`,
    };
    rows.offices.push(office);
    for (const zoneId of officeSpec.zones) rows.officeZones.push({ officeId: office.id, zoneId, agencyId });
    const users = Array.from({ length: 3 }, (_, n) => {
      const firstName = random.pick(FIRST_NAMES);
      const name = random.pick(LAST_NAMES);
      const id = ids.user.next();
      return {
        id,
        agencyId,
        officeId: office.id,
        name,
        firstName,
        email: `${emailLocalPart(firstName, name)}@${spec.domain}`,
        phoneNumber: office.phone,
        mobileNumber: `+32 47${random.int(0, 9)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
        function: n === 0 ? (spec.languageId === 2 ? 'Directeur d’agence' : 'Kantoorverantwoordelijke') : spec.languageId === 2 ? 'Agent immobilier' : 'Vastgoedmakelaar',
        pictureUrl: `/pictures/${agencyId}/users/${id}.jpg`,
        languageId: spec.languageId,
        departmentId: null as number | null,
        hiddenOnWeb: false,
      };
    });
    rows.users.push(...users);
    context.offices.push({ office, spec: officeSpec, users });
  }
  const admin = context.offices[0]?.users[0];
  if (agencyId === DEMO_STAFF_LOGIN.agencyId && admin) {
    // The documented sign-in is the user's generated email: a change of the generator must show here, not silently.
    if (admin.email !== DEMO_STAFF_LOGIN.email) throw new Error(`The demo admin user's email is ${admin.email}, not ${DEMO_STAFF_LOGIN.email} (DEMO_STAFF_LOGIN)`);
    const created = daysBeforeBase(900);
    rows.staffLogins.push({
      id: ids.staffLogin.next(),
      agencyId,
      userId: admin.id,
      email: DEMO_STAFF_LOGIN.email,
      role: DEMO_STAFF_LOGIN.role,
      passwordHash: context.hashes.get(DEMO_STAFF_LOGIN.password) as string,
      createdAt: created,
      passwordChangedAt: created,
      lastLoginAt: null,
      version: 1,
    });
  }
  const mainOffice = context.offices[0]?.office ?? null;
  context.siteId = ids.site.next();
  rows.sites.push({
    id: context.siteId,
    agencyId,
    officeId: null,
    name: spec.name,
    url: `https://www.${spec.domain}`,
    email: spec.email,
    phone: spec.phone,
    languageId: spec.languageId,
    languageIds: spec.languageId === 2 ? '2,1,3' : '1,2,3',
    webIds: '1,2,3,4',
    themeColor: ['#0b5394', '#8e2424', '#2f7d4f'][(agencyId - 1) % 3] ?? null,
    logoUrl: `/pictures/${agencyId}/logo.png`,
  });
  rows.sites.push({
    id: ids.site.next(),
    agencyId,
    officeId: mainOffice?.id ?? null,
    name: `${spec.name} – ${spec.languageId === 2 ? 'Neuf' : 'Nieuwbouw'}`,
    url: `https://nieuwbouw.${spec.domain}`,
    email: spec.email,
    phone: spec.phone,
    languageId: spec.languageId,
    languageIds: String(spec.languageId),
    webIds: '4',
    themeColor: null,
    logoUrl: null,
  });
}

function addListing(context: AgencyContext, property: Property, languages: number[], pictureCount: number): void {
  const { rows, random } = context;
  rows.properties.push(property);
  context.properties.push(property);
  for (const languageId of languages) {
    rows.propertyTexts.push({ propertyId: property.id, ...propertyText(random, languageId, { ...property, city: property.city ?? '', hasGarden: property.hasGarden }) });
  }
  for (let position = 1; position <= pictureCount; position++) {
    rows.pictures.push({ id: context.ids.picture.next(), propertyId: property.id, ...pictureFields(random, context.agencyId, property.id, position) });
  }
  const office = context.offices.find((o) => o.office.id === property.officeId) ?? context.offices[0];
  const agents = office ? random.sample(office.users, random.chance(0.3) ? 2 : 1) : [];
  agents.forEach((user, index) => rows.agents.push({ propertyId: property.id, userId: user.id, agencyId: context.agencyId, role: index === 0 ? 1 : 2 }));
}

function pickCity(context: AgencyContext, zones: readonly number[]): CityRow {
  if (context.spec.abroad > 0 && context.random.chance(context.spec.abroad)) return context.random.pick(citiesAbroad());
  return context.random.pick(citiesInZones(zones));
}

export function buildProperties(context: AgencyContext): void {
  const { spec, agencyId, random, ids } = context;
  for (let n = 0; n < spec.properties; n++) {
    const office = context.offices[n % context.offices.length];
    if (!office) break;
    const city = pickCity(context, office.spec.zones);
    const generated = generateProperty(random, { city, languageId: spec.languageId });
    const createdAt = daysBeforeBase(random.int(5, 720) + random.next());
    const id = ids.property.next();
    addListing(
      context,
      {
        ...generated,
        id,
        agencyId,
        reference: null,
        version: 1,
        officeId: office.office.id,
        siteId: context.siteId,
        projectId: null,
        buildingId: null,
        neighbourhoodId: null,
        ident: `${spec.identPrefix}-${1001 + n}`,
        subStatus: null,
        isOffice: false,
        createdAt,
        lastChangedAt: addDays(createdAt, random.int(0, 4)),
        withdrawnAt: null,
        ...NO_EXTRA_SURFACES,
        originalLanguageId: spec.languageId,
        district: null,
        virtualTour: random.chance(0.15) ? `https://tour.example.com/${agencyId}/${id}` : null,
      },
      textLanguages(random, spec.languageId, city.countryId !== 1),
      random.int(1, 6),
    );
  }
}

export function buildProjects(context: AgencyContext): void {
  const { spec, agencyId, random, ids, rows } = context;
  for (const [index, name] of spec.projects.entries()) {
    const office = context.offices[index % context.offices.length];
    if (!office) break;
    const city = random.pick(citiesInZones(office.spec.zones));
    const projectId = ids.project.next();
    const createdAt = daysBeforeBase(random.int(120, 400));
    const buildings = random.int(1, 3);
    const unitsPerBuilding = random.int(4, 7);
    rows.projects.push({
      id: projectId,
      agencyId,
      officeId: office.office.id,
      responsibleUserId: null,
      name,
      status: index === 0 ? 2 : 1,
      publishInternet: true,
      publishWebsite: true,
      subStatusId: null,
      showOrder: index + 1,
      withdrawnAt: null,
      street: random.pick(['Parklaan', 'Rue du Parc', 'Stationsplein']),
      houseNumber: String(random.int(1, 80)),
      zip: city.zip,
      city: city.name,
      countryId: city.countryId,
      latitude: city.latitude,
      longitude: city.longitude,
      largePicture: `/pictures/${agencyId}/projects/${projectId}/1-large.jpg`,
      website: `https://nieuwbouw.${spec.domain}/${emailLocalPart(name).replace(/\./g, '-')}`,
      deliveryDate: addDays(createdAt, 540),
      originalLanguageId: spec.languageId,
      createdAt,
      lastChangedAt: addDays(createdAt, 30),
      reference: null,
      version: 1,
    });
    const projectLanguages = index === 0 ? [spec.languageId, spec.languageId === 1 ? 2 : 1, 3] : [spec.languageId];
    for (const languageId of projectLanguages) {
      rows.projectTexts.push({ projectId, ...projectText(languageId, name, city.name, buildings * unitsPerBuilding) });
    }
    for (let b = 0; b < buildings; b++) {
      const buildingId = ids.building.next();
      rows.buildings.push({
        id: buildingId,
        agencyId,
        projectId,
        name: `${spec.languageId === 2 ? 'Bloc' : 'Blok'} ${String.fromCharCode(65 + b)}`,
        floors: unitsPerBuilding,
        position: b + 1,
        deliveryDate: addDays(createdAt, 540 + b * 60),
        descriptions: { [String(spec.languageId)]: `${name}, ${String.fromCharCode(65 + b)}` },
        updatedAt: addDays(createdAt, 30),
        version: 1,
      });
      for (let u = 0; u < unitsPerBuilding; u++) {
        const group: TypeGroup = u === 0 && b === 0 ? 'newHouse' : 'newApartment';
        const status = random.chance(0.25) ? PROPERTY_STATUS.Sold : PROPERTY_STATUS.Active;
        const generated = generateProperty(random, { city, group, status, goal: 0, languageId: spec.languageId });
        const id = ids.property.next();
        addListing(
          context,
          {
            ...generated,
            id,
            agencyId,
            reference: null,
            version: 1,
            officeId: office.office.id,
            siteId: context.siteId,
            projectId,
            buildingId,
            neighbourhoodId: null,
            ident: `${spec.identPrefix}-P${projectId}-${b + 1}${String(u + 1).padStart(2, '0')}`,
            subStatus: null,
            isOffice: false,
            floor: u,
            createdAt,
            lastChangedAt: addDays(createdAt, random.int(1, 30)),
            withdrawnAt: null,
            ...NO_EXTRA_SURFACES,
            originalLanguageId: spec.languageId,
            district: null,
            virtualTour: null,
          },
          projectLanguages,
          random.int(1, 2),
        );
      }
    }
  }
}
