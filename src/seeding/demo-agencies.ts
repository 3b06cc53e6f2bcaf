/**
 * The fixed part of the demo data set: three agencies, their accounts, offices and the persons
 * who can log in. Documented in docs/demo-data.md; tests log in with DEMO_ACCOUNTS[0].
 */
import { ZONE } from './reference-tables.js';

export interface DemoAccount {
  readonly name: string;
  readonly password: string;
  readonly agencyId: number;
  readonly agencyName: string;
}

/** Enabled customer accounts, one per agency (CustomerName / CustomerPassword). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'demo', password: 'demo', agencyId: 1, agencyName: 'Immo Demo' },
  { name: 'other', password: 'other', agencyId: 2, agencyName: 'Maison Wallonie' },
  { name: 'coast', password: 'coast', agencyId: 3, agencyName: 'Kust Vastgoed' },
];

/** A disabled account of agency 1: valid password, but every call is refused. */
export const DEMO_DISABLED_ACCOUNT: DemoAccount = { name: 'disabled', password: 'disabled', agencyId: 1, agencyName: 'Immo Demo' };

/** The admin login of the back-office (a user of agency 1), printed at start beside the demo accounts. */
export interface DemoStaffLogin {
  readonly agencyId: number;
  readonly agencyName: string;
  readonly email: string;
  readonly password: string;
  readonly role: 'admin';
}

/** Signs in as the first user of Immo Demo's first office (the email is the user's own, generated from the seed). */
export const DEMO_STAFF_LOGIN: DemoStaffLogin = { agencyId: 1, agencyName: 'Immo Demo', email: 'thomas.devos@immodemo.be', password: 'admin-demo', role: 'admin' };

export interface DemoPersonLogin {
  readonly agencyId: number;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly name: string;
  readonly languageId: number;
}

/** Persons with a password (GetPerson, CheckPersonLogin, InActiveDemand …); each has demands and a selected list. */
export const DEMO_PERSON_LOGINS: readonly DemoPersonLogin[] = [
  { agencyId: 1, email: 'jan.peeters@example.be', password: 'jan-secret', firstName: 'Jan', name: 'Peeters', languageId: 1 },
  { agencyId: 1, email: 'sophie.dubois@example.be', password: 'sophie-secret', firstName: 'Sophie', name: 'Dubois', languageId: 2 },
  { agencyId: 1, email: 'emma.wilson@example.com', password: 'emma-secret', firstName: 'Emma', name: 'Wilson', languageId: 3 },
  { agencyId: 2, email: 'luc.lambert@example.be', password: 'luc-secret', firstName: 'Luc', name: 'Lambert', languageId: 2 },
  { agencyId: 2, email: 'els.maes@example.be', password: 'els-secret', firstName: 'Els', name: 'Maes', languageId: 1 },
  { agencyId: 3, email: 'koen.desmet@example.be', password: 'koen-secret', firstName: 'Koen', name: 'Desmet', languageId: 1 },
];

export interface DemoOfficeSpec {
  readonly name: string;
  readonly zip: string;
  readonly city: string;
  readonly street: string;
  readonly houseNumber: string;
  /** Zones the office works in (office_zone); its properties lie in these zones. */
  readonly zones: readonly number[];
}

export interface DemoAgencySpec {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly domain: string;
  /** Language the agency writes its texts in (the fallback language of its properties). */
  readonly languageId: number;
  readonly identPrefix: string;
  readonly properties: number;
  /** Share of properties abroad (Spain, France …). */
  readonly abroad: number;
  readonly projects: readonly string[];
  readonly persons: number;
  readonly websiteVisits: number;
  readonly offices: readonly DemoOfficeSpec[];
}

export const DEMO_AGENCIES: readonly DemoAgencySpec[] = [
  {
    id: 1,
    name: 'Immo Demo',
    email: 'info@immodemo.be',
    phone: '+32 2 555 01 00',
    domain: 'immodemo.be',
    languageId: 1,
    identPrefix: 'ID',
    properties: 140,
    abroad: 0,
    projects: ['Residentie Zonnehof', 'Parkzicht'],
    persons: 70,
    websiteVisits: 1500,
    offices: [
      { name: 'Immo Demo Brussel', zip: '1000', city: 'Brussel', street: 'Wetstraat', houseNumber: '12', zones: [ZONE.Brussels, ZONE.FlemishBrabant, ZONE.WalloonBrabant] },
      { name: 'Immo Demo Gent', zip: '9000', city: 'Gent', street: 'Korenmarkt', houseNumber: '5', zones: [ZONE.EastFlanders] },
      { name: 'Immo Demo Antwerpen', zip: '2000', city: 'Antwerpen', street: 'Meir', houseNumber: '88', zones: [ZONE.Antwerp, ZONE.Limburg] },
    ],
  },
  {
    id: 2,
    name: 'Maison Wallonie',
    email: 'contact@maisonwallonie.be',
    phone: '+32 81 55 02 00',
    domain: 'maisonwallonie.be',
    languageId: 2,
    identPrefix: 'MW',
    properties: 100,
    abroad: 0,
    projects: ['Les Jardins de Meuse'],
    persons: 55,
    websiteVisits: 900,
    offices: [
      { name: 'Maison Wallonie Namur', zip: '5000', city: 'Namur', street: "Rue de l'Ange", houseNumber: '20', zones: [ZONE.Namur, ZONE.Luxembourg] },
      { name: 'Maison Wallonie Liège', zip: '4000', city: 'Liège', street: 'Place Saint-Lambert', houseNumber: '3', zones: [ZONE.Liege, ZONE.Hainaut] },
    ],
  },
  {
    id: 3,
    name: 'Kust Vastgoed',
    email: 'info@kustvastgoed.be',
    phone: '+32 50 55 03 00',
    domain: 'kustvastgoed.be',
    languageId: 1,
    identPrefix: 'KV',
    properties: 80,
    abroad: 0.08,
    projects: ['Duinenhof'],
    persons: 45,
    websiteVisits: 700,
    offices: [
      { name: 'Kust Vastgoed Knokke', zip: '8300', city: 'Knokke-Heist', street: 'Lippenslaan', houseNumber: '140', zones: [ZONE.WestFlanders] },
      { name: 'Kust Vastgoed Oostende', zip: '8400', city: 'Oostende', street: 'Zeedijk', houseNumber: '201', zones: [ZONE.WestFlanders] },
    ],
  },
];

/** Every date of the demo data derives from this instant (house-of-week entries excepted). */
export const DEMO_BASE_DATE = new Date('2026-11-01T09:00:00Z');
