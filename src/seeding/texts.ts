/**
 * Generated wording: property and project texts in the six languages (DescriptionA short,
 * DescriptionB rich HTML), people's names and street names.
 */
import { PROPERTY_TYPES } from './reference-tables.js';
import type { Random } from './random.js';

export const FIRST_NAMES = [
  'Jan', 'Marie', 'Pieter', 'Sophie', 'Luc', 'Anne', 'Koen', 'Els', 'Thomas', 'Julie', 'Bart', 'Lotte',
  'Jean', 'Isabelle', 'Philippe', 'Nathalie', 'Wouter', 'Sarah', 'Michel', 'Camille', 'Tom', 'Emma',
  'Dirk', 'Inge', 'Olivier', 'Chloé', 'Geert', 'Laura', 'François', 'Hélène',
] as const;

/** The first names above that are women's names (for the person's title). */
export const FEMALE_FIRST_NAMES: ReadonlySet<string> = new Set([
  'Marie', 'Sophie', 'Anne', 'Els', 'Julie', 'Lotte', 'Isabelle', 'Nathalie', 'Sarah', 'Camille', 'Emma', 'Inge',
  'Chloé', 'Laura', 'Hélène',
]);

export const LAST_NAMES = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
  'Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Laurent', 'Leclercq', 'Lejeune', 'Renard', 'Denis',
  'Vermeulen', 'Van den Broeck', 'De Vos', 'Hermans', 'Pauwels', 'Michiels', 'Desmet', 'Lemaire', 'Fontaine', 'Gérard',
] as const;

const STREETS_NL = ['Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenstraat', 'Schoolstraat', 'Nieuwstraat', 'Kapelstraat', 'Beukenlaan', 'Lindelaan', 'Zeedijk', 'Markt', 'Veldstraat'] as const;
const STREETS_FR = ['Rue de la Station', "Rue de l'Église", 'Rue du Moulin', 'Chaussée de Bruxelles', 'Avenue des Tilleuls', 'Rue Haute', 'Place du Marché', 'Rue des Écoles', 'Avenue Louise', 'Rue Neuve', 'Rue du Château', 'Chemin des Prés'] as const;

/** ASCII, lower case, dots for spaces: the local part of a generated email address. */
export function emailLocalPart(...parts: string[]): string {
  return parts
    .join('.')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '');
}

export function streetName(random: Random, languageId: number): string {
  return random.pick(languageId === 2 ? STREETS_FR : STREETS_NL);
}

const TYPE_NAMES = new Map(PROPERTY_TYPES.map((t) => [t.id, t.names]));

export function typeName(typeId: number, languageId: number): string {
  return TYPE_NAMES.get(typeId)?.[String(languageId)] ?? 'Property';
}

interface Wording {
  withBedrooms(type: string, bedrooms: number, city: string): string;
  inCity(type: string, city: string): string;
  bedrooms: string;
  bathrooms: string;
  living: string;
  garden: string;
  features: readonly string[];
  intro: readonly string[];
  contact: string;
}

const WORDING: Record<number, Wording> = {
  1: {
    withBedrooms: (t, b, c) => `${t} met ${b} slaapkamers te ${c}`,
    inCity: (t, c) => `${t} te ${c}`,
    bedrooms: 'slaapkamers',
    bathrooms: 'badkamers',
    living: 'bewoonbare oppervlakte',
    garden: 'Tuin & terras',
    features: ['Rustig gelegen', 'Dicht bij scholen en winkels', 'Instapklaar', 'Zonnige oriëntatie', 'Goede bereikbaarheid'],
    intro: ['Prachtig gelegen', 'Ruim en lichtrijk', 'Charmant en verzorgd', 'Uitstekend onderhouden'],
    contact: 'Neem contact op met ons kantoor voor een bezoek.',
  },
  2: {
    withBedrooms: (t, b, c) => `${t} ${b} chambres à ${c}`,
    inCity: (t, c) => `${t} à ${c}`,
    bedrooms: 'chambres',
    bathrooms: 'salles de bain',
    living: 'surface habitable',
    garden: 'Jardin & terrasse',
    features: ['Quartier calme', 'Proche des écoles et commerces', 'Prêt à emménager', 'Belle exposition', 'Facilement accessible'],
    intro: ['Superbement situé', 'Spacieux et lumineux', 'Charmant et soigné', 'Parfaitement entretenu'],
    contact: 'Contactez notre agence pour une visite.',
  },
  3: {
    withBedrooms: (t, b, c) => `${t} with ${b} bedrooms in ${c}`,
    inCity: (t, c) => `${t} in ${c}`,
    bedrooms: 'bedrooms',
    bathrooms: 'bathrooms',
    living: 'living area',
    garden: 'Garden & terrace',
    features: ['Quiet location', 'Close to schools and shops', 'Ready to move in', 'Sunny orientation', 'Easy access'],
    intro: ['Beautifully located', 'Spacious and bright', 'Charming and well kept', 'Excellently maintained'],
    contact: 'Contact our office to arrange a visit.',
  },
  4: {
    withBedrooms: (t, b, c) => `${t} mit ${b} Schlafzimmern in ${c}`,
    inCity: (t, c) => `${t} in ${c}`,
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Badezimmer',
    living: 'Wohnfläche',
    garden: 'Garten & Terrasse',
    features: ['Ruhige Lage', 'Nahe Schulen und Geschäften', 'Bezugsfertig', 'Sonnige Ausrichtung', 'Gut erreichbar'],
    intro: ['Herrlich gelegen', 'Geräumig und hell', 'Charmant und gepflegt', 'Bestens unterhalten'],
    contact: 'Kontaktieren Sie unser Büro für eine Besichtigung.',
  },
  5: {
    withBedrooms: (t, b, c) => `${t} con ${b} dormitorios en ${c}`,
    inCity: (t, c) => `${t} en ${c}`,
    bedrooms: 'dormitorios',
    bathrooms: 'baños',
    living: 'superficie habitable',
    garden: 'Jardín y terraza',
    features: ['Zona tranquila', 'Cerca de colegios y tiendas', 'Listo para entrar a vivir', 'Orientación soleada', 'Fácil acceso'],
    intro: ['Magníficamente situado', 'Amplio y luminoso', 'Encantador y cuidado', 'Perfectamente mantenido'],
    contact: 'Contacte con nuestra oficina para una visita.',
  },
  6: {
    withBedrooms: (t, b, c) => `${t} amb ${b} habitacions a ${c}`,
    inCity: (t, c) => `${t} a ${c}`,
    bedrooms: 'habitacions',
    bathrooms: 'banys',
    living: 'superfície habitable',
    garden: 'Jardí i terrassa',
    features: ['Zona tranquil·la', 'A prop d\'escoles i botigues', 'A punt per entrar a viure', 'Orientació assolellada', 'Fàcil accés'],
    intro: ['Magníficament situat', 'Ampli i lluminós', 'Encantador i cuidat', 'Perfectament mantingut'],
    contact: 'Contacteu amb la nostra oficina per a una visita.',
  },
};

export interface PropertyTextInput {
  typeId: number;
  city: string;
  bedrooms: number;
  bathrooms: number;
  surfaceLiving: number | null;
  hasGarden: boolean;
}

export interface TextFields {
  languageId: number;
  descriptionA: string;
  descriptionB: string;
}

/** DescriptionA (one line) and DescriptionB (HTML with a heading, a paragraph and a list). */
export function propertyText(random: Random, languageId: number, input: PropertyTextInput): TextFields {
  const words = WORDING[languageId] ?? (WORDING[3] as Wording);
  const type = typeName(input.typeId, languageId);
  const descriptionA = input.bedrooms > 0 ? words.withBedrooms(type, input.bedrooms, input.city) : words.inCity(type, input.city);
  const items = [
    input.bedrooms > 0 ? `<li>${input.bedrooms} ${words.bedrooms}</li>` : '',
    input.bathrooms > 0 ? `<li>${input.bathrooms} ${words.bathrooms}</li>` : '',
    input.surfaceLiving ? `<li>${input.surfaceLiving} m² ${words.living}</li>` : '',
    input.hasGarden ? `<li>${words.garden.replace('&', '&amp;')}</li>` : '',
    ...random.sample(words.features, 2).map((feature) => `<li>${feature}</li>`),
  ].join('');
  const descriptionB =
    `<h2>${descriptionA}</h2>` +
    `<p><strong>${random.pick(words.intro)}</strong>: ${type.toLowerCase()} ${input.city}.</p>` +
    `<ul>${items}</ul><p><em>${words.contact}</em></p>`;
  return { languageId, descriptionA, descriptionB };
}

/** Short and long description of a construction project. */
export function projectText(languageId: number, name: string, city: string, units: number): { languageId: number; shortDescription: string; description: string } {
  const words = WORDING[languageId] ?? (WORDING[3] as Wording);
  const shortDescription = `${name} – ${words.inCity(typeName(51, languageId), city)}`;
  const description =
    `<h2>${name}</h2><p>${words.intro[0]}: ${units} × ${typeName(51, languageId).toLowerCase()}, ${city}.</p>` +
    `<ul>${words.features.slice(0, 3).map((f) => `<li>${f}</li>`).join('')}</ul><p><em>${words.contact}</em></p>`;
  return { languageId, shortDescription, description };
}
