/**
 * The global reference data as plain tables: countries, web channels, property types and
 * geographic zones. Ids are fixed (clients store them); only append, never renumber.
 * Names are per language id: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.
 */
import type { Translations } from '../database/columns.js';

/** Names in the six languages, in language id order NL, FR, EN, DE, ES, CA. */
export function sixNames(nl: string, fr: string, en: string, de: string, es: string, ca: string): Translations {
  return { '1': nl, '2': fr, '3': en, '4': de, '5': es, '6': ca };
}

export interface CountryRow {
  id: number;
  abbr: string;
  code: string;
  names: Translations;
}

export const COUNTRIES: CountryRow[] = [
  { id: 1, abbr: 'BE', code: '32', names: sixNames('België', 'Belgique', 'Belgium', 'Belgien', 'Bélgica', 'Bèlgica') },
  { id: 2, abbr: 'NL', code: '31', names: sixNames('Nederland', 'Pays-Bas', 'Netherlands', 'Niederlande', 'Países Bajos', 'Països Baixos') },
  { id: 3, abbr: 'FR', code: '33', names: sixNames('Frankrijk', 'France', 'France', 'Frankreich', 'Francia', 'França') },
  { id: 4, abbr: 'LU', code: '352', names: sixNames('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg', 'Luxemburgo', 'Luxemburg') },
  { id: 5, abbr: 'DE', code: '49', names: sixNames('Duitsland', 'Allemagne', 'Germany', 'Deutschland', 'Alemania', 'Alemanya') },
  { id: 6, abbr: 'ES', code: '34', names: sixNames('Spanje', 'Espagne', 'Spain', 'Spanien', 'España', 'Espanya') },
  { id: 7, abbr: 'GB', code: '44', names: sixNames('Verenigd Koninkrijk', 'Royaume-Uni', 'United Kingdom', 'Vereinigtes Königreich', 'Reino Unido', 'Regne Unit') },
  { id: 8, abbr: 'IT', code: '39', names: sixNames('Italië', 'Italie', 'Italy', 'Italien', 'Italia', 'Itàlia') },
  { id: 9, abbr: 'PT', code: '351', names: sixNames('Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugal') },
  { id: 10, abbr: 'CH', code: '41', names: sixNames('Zwitserland', 'Suisse', 'Switzerland', 'Schweiz', 'Suiza', 'Suïssa') },
  { id: 11, abbr: 'AD', code: '376', names: sixNames('Andorra', 'Andorre', 'Andorra', 'Andorra', 'Andorra', 'Andorra') },
  { id: 12, abbr: 'US', code: '1', names: sixNames('Verenigde Staten', 'États-Unis', 'United States', 'Vereinigte Staaten', 'Estados Unidos', 'Estats Units') },
];

export const COUNTRY = { BE: 1, NL: 2, FR: 3, LU: 4, DE: 5, ES: 6 } as const;

export interface WebChannelRow {
  id: number;
  names: Translations;
  showOrder: number;
  sale: boolean;
  rent: boolean;
}

export const WEB_CHANNELS: WebChannelRow[] = [
  { id: 1, showOrder: 1, sale: true, rent: true, names: sixNames('Residentieel', 'Résidentiel', 'Residential', 'Wohnen', 'Residencial', 'Residencial') },
  { id: 2, showOrder: 2, sale: true, rent: true, names: sixNames('Commercieel', 'Commercial', 'Commercial', 'Gewerbe', 'Comercial', 'Comercial') },
  { id: 3, showOrder: 3, sale: true, rent: false, names: sixNames('Grond', 'Terrain', 'Land', 'Grundstück', 'Terreno', 'Terreny') },
  { id: 4, showOrder: 4, sale: true, rent: true, names: sixNames('Nieuwbouw', 'Construction neuve', 'New construction', 'Neubau', 'Obra nueva', 'Obra nova') },
];

export const WEB_CHANNEL = { Residential: 1, Commercial: 2, Land: 3, NewConstruction: 4 } as const;

export interface PropertyTypeRow {
  id: number;
  webId: number;
  parentId: number | null;
  abbr: string;
  names: Translations;
  showOrder: number;
}

function type(id: number, webId: number, parentId: number | null, abbr: string, names: Translations): PropertyTypeRow {
  return { id, webId, parentId, abbr, names, showOrder: id };
}

export const PROPERTY_TYPES: PropertyTypeRow[] = [
  type(1, 1, null, 'HOUSE', sixNames('Huis', 'Maison', 'House', 'Haus', 'Casa', 'Casa')),
  type(2, 1, 1, 'VILLA', sixNames('Villa', 'Villa', 'Villa', 'Villa', 'Chalet', 'Xalet')),
  type(3, 1, 1, 'TERR', sixNames('Rijwoning', 'Maison mitoyenne', 'Terraced house', 'Reihenhaus', 'Casa adosada', 'Casa adossada')),
  type(4, 1, 1, 'SEMI', sixNames('Halfopen bebouwing', 'Maison semi-mitoyenne', 'Semi-detached house', 'Doppelhaushälfte', 'Casa pareada', 'Casa aparellada')),
  type(5, 1, 1, 'BUNG', sixNames('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow', 'Bungaló', 'Bungalou')),
  type(6, 1, 1, 'FARM', sixNames('Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus', 'Granja', 'Masia')),
  type(7, 1, 1, 'TOWN', sixNames('Herenhuis', 'Maison de maître', 'Mansion', 'Stadtvilla', 'Casa señorial', 'Casa senyorial')),
  type(10, 1, null, 'APT', sixNames('Appartement', 'Appartement', 'Apartment', 'Wohnung', 'Piso', 'Pis')),
  type(11, 1, 10, 'STUDIO', sixNames('Studio', 'Studio', 'Studio', 'Einzimmerwohnung', 'Estudio', 'Estudi')),
  type(12, 1, 10, 'PENT', sixNames('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse', 'Ático', 'Àtic')),
  type(13, 1, 10, 'DUPLEX', sixNames('Duplex', 'Duplex', 'Duplex', 'Maisonette', 'Dúplex', 'Dúplex')),
  type(14, 1, 10, 'LOFT', sixNames('Loft', 'Loft', 'Loft', 'Loft', 'Loft', 'Loft')),
  type(15, 1, 10, 'GFLAT', sixNames('Gelijkvloers appartement', 'Rez-de-chaussée', 'Ground-floor flat', 'Erdgeschosswohnung', 'Bajo', 'Planta baixa')),
  type(20, 1, null, 'PARK', sixNames('Garage / parking', 'Garage / parking', 'Garage / parking space', 'Garage / Stellplatz', 'Garaje / plaza', 'Garatge / plaça')),
  type(30, 2, null, 'OFFICE', sixNames('Kantoor', 'Bureau', 'Office', 'Büro', 'Oficina', 'Oficina')),
  type(31, 2, null, 'SHOP', sixNames('Handelspand', 'Commerce', 'Shop', 'Ladenlokal', 'Local comercial', 'Local comercial')),
  type(32, 2, null, 'WARE', sixNames('Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle', 'Almacén', 'Magatzem')),
  type(33, 2, null, 'INDUS', sixNames('Industrieel gebouw', 'Bâtiment industriel', 'Industrial building', 'Industriegebäude', 'Nave industrial', 'Nau industrial')),
  type(34, 2, null, 'HORECA', sixNames('Horeca', 'Horeca', 'Hospitality', 'Gastronomie', 'Hostelería', 'Hostaleria')),
  type(40, 3, null, 'LAND', sixNames('Grond', 'Terrain', 'Land', 'Grundstück', 'Terreno', 'Terreny')),
  type(41, 3, 40, 'BLAND', sixNames('Bouwgrond', 'Terrain à bâtir', 'Building land', 'Bauland', 'Solar', 'Solar')),
  type(42, 3, 40, 'AGRI', sixNames('Landbouwgrond', 'Terrain agricole', 'Agricultural land', 'Ackerland', 'Terreno agrícola', 'Terreny agrícola')),
  type(43, 3, 40, 'ILAND', sixNames('Industriegrond', 'Terrain industriel', 'Industrial land', 'Industriegrundstück', 'Suelo industrial', 'Sòl industrial')),
  type(50, 4, null, 'NHOUSE', sixNames('Nieuwbouwwoning', 'Maison neuve', 'New house', 'Neubauhaus', 'Casa de obra nueva', 'Casa d\'obra nova')),
  type(51, 4, null, 'NAPT', sixNames('Nieuwbouwappartement', 'Appartement neuf', 'New apartment', 'Neubauwohnung', 'Piso de obra nueva', 'Pis d\'obra nova')),
];

/** Type groups the generators draw from. */
export const TYPE_GROUPS = {
  houses: [1, 2, 3, 4, 5, 6, 7],
  apartments: [10, 11, 12, 13, 14, 15],
  parking: [20],
  commercial: [30, 31, 32, 33, 34],
  land: [41, 42, 43],
  newHouse: [50],
  newApartment: [51],
} as const;

export interface ZoneRow {
  id: number;
  parentId: number | null;
  countryId: number;
  names: Translations;
  showOrder: number;
}

export const ZONE = {
  Brussels: 1,
  Flanders: 2,
  Wallonia: 3,
  Antwerp: 4,
  Limburg: 5,
  EastFlanders: 6,
  FlemishBrabant: 7,
  WestFlanders: 8,
  WalloonBrabant: 9,
  Hainaut: 10,
  Liege: 11,
  Luxembourg: 12,
  Namur: 13,
} as const;

function zone(id: number, parentId: number | null, names: Translations): ZoneRow {
  return { id, parentId, countryId: COUNTRY.BE, names, showOrder: id };
}

export const ZONES: ZoneRow[] = [
  zone(1, null, sixNames('Brussels Hoofdstedelijk Gewest', 'Région de Bruxelles-Capitale', 'Brussels-Capital Region', 'Region Brüssel-Hauptstadt', 'Región de Bruselas-Capital', 'Regió de Brussel·les-Capital')),
  zone(2, null, sixNames('Vlaanderen', 'Flandre', 'Flanders', 'Flandern', 'Flandes', 'Flandes')),
  zone(3, null, sixNames('Wallonië', 'Wallonie', 'Wallonia', 'Wallonien', 'Valonia', 'Valònia')),
  zone(4, 2, sixNames('Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen', 'Amberes', 'Anvers')),
  zone(5, 2, sixNames('Limburg', 'Limbourg', 'Limburg', 'Limburg', 'Limburgo', 'Limburg')),
  zone(6, 2, sixNames('Oost-Vlaanderen', 'Flandre-Orientale', 'East Flanders', 'Ostflandern', 'Flandes Oriental', 'Flandes Oriental')),
  zone(7, 2, sixNames('Vlaams-Brabant', 'Brabant flamand', 'Flemish Brabant', 'Flämisch-Brabant', 'Brabante Flamenco', 'Brabant Flamenc')),
  zone(8, 2, sixNames('West-Vlaanderen', 'Flandre-Occidentale', 'West Flanders', 'Westflandern', 'Flandes Occidental', 'Flandes Occidental')),
  zone(9, 3, sixNames('Waals-Brabant', 'Brabant wallon', 'Walloon Brabant', 'Wallonisch-Brabant', 'Brabante Valón', 'Brabant Való')),
  zone(10, 3, sixNames('Henegouwen', 'Hainaut', 'Hainaut', 'Hennegau', 'Henao', 'Hainaut')),
  zone(11, 3, sixNames('Luik', 'Liège', 'Liège', 'Lüttich', 'Lieja', 'Lieja')),
  zone(12, 3, sixNames('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg', 'Luxemburgo', 'Luxemburg')),
  zone(13, 3, sixNames('Namen', 'Namur', 'Namur', 'Namur', 'Namur', 'Namur')),
];
