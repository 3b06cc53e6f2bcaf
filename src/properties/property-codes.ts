import type { LanguageId } from '../common/codes.js';
import { codeName, type CodeNames } from '../reference/translations.js';

/**
 * Names of the property codes in the six languages (1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA).
 * A missing language falls back to English; an unknown code has no name (null).
 * Sub-statuses and marquees are reference tables (sub_status, marquee), not dictionaries here.
 *
 * | field      | code: meaning                                                                          |
 * |------------|----------------------------------------------------------------------------------------|
 * | Status     | 0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference         |
 * | ConditionID| 1 new, 2 excellent, 3 good, 4 to refresh, 5 to renovate, 6 to demolish                  |
 * | Heating    | 1 gas, 2 fuel oil, 3 electric, 4 heat pump, 5 wood/pellets, 6 none                       |
 * | Kitchen    | 1 not equipped, 2 semi-equipped, 3 fully equipped, 4 American                           |
 * | PriceUnit  | 0 total, 1 per month, 2 per year, 3 per m², 4 per m² per year                           |
 */
type Dictionary = Readonly<Record<number, CodeNames>>;

const names = (nl: string, fr: string, en: string, de: string, es: string, ca: string): CodeNames => ({
  1: nl,
  2: fr,
  3: en,
  4: de,
  5: es,
  6: ca,
});

export const STATUS_NAMES: Dictionary = {
  0: names('Prospectie', 'Prospection', 'Prospective', 'Akquise', 'Captación', 'Captació'),
  1: names('Actief', 'Actif', 'Active', 'Aktiv', 'Activo', 'Actiu'),
  2: names('Verkocht', 'Vendu', 'Sold', 'Verkauft', 'Vendido', 'Venut'),
  3: names('Geannuleerd', 'Annulé', 'Cancelled', 'Storniert', 'Cancelado', 'Cancel·lat'),
  4: names('Verhuurd', 'Loué', 'Rented', 'Vermietet', 'Alquilado', 'Llogat'),
  5: names('Inactief', 'Inactif', 'Inactive', 'Inaktiv', 'Inactivo', 'Inactiu'),
  6: names('Referentie', 'Référence', 'Reference', 'Referenz', 'Referencia', 'Referència'),
};

export const CONDITION_NAMES: Dictionary = {
  1: names('Nieuw', 'Neuf', 'New', 'Neu', 'Nuevo', 'Nou'),
  2: names('Uitstekend', 'Excellent', 'Excellent', 'Ausgezeichnet', 'Excelente', 'Excel·lent'),
  3: names('Goed', 'Bon', 'Good', 'Gut', 'Bueno', 'Bo'),
  4: names('Op te frissen', 'À rafraîchir', 'To refresh', 'Aufzufrischen', 'Para refrescar', 'Per refrescar'),
  5: names('Te renoveren', 'À rénover', 'To renovate', 'Zu renovieren', 'Para reformar', 'Per reformar'),
  6: names('Te slopen', 'À démolir', 'To demolish', 'Abrissreif', 'Para derribar', 'Per enderrocar'),
};

export const HEATING_NAMES: Dictionary = {
  1: names('Gas', 'Gaz', 'Gas', 'Gas', 'Gas', 'Gas'),
  2: names('Stookolie', 'Mazout', 'Fuel oil', 'Heizöl', 'Gasóleo', 'Gasoil'),
  3: names('Elektrisch', 'Électrique', 'Electric', 'Elektrisch', 'Eléctrica', 'Elèctrica'),
  4: names('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe', 'Bomba de calor', 'Bomba de calor'),
  5: names('Hout/pellets', 'Bois/pellets', 'Wood/pellets', 'Holz/Pellets', 'Leña/pellets', 'Llenya/pèl·lets'),
  6: names('Geen', 'Aucun', 'None', 'Keine', 'Ninguna', 'Cap'),
};

export const KITCHEN_NAMES: Dictionary = {
  1: names('Niet uitgerust', 'Non équipée', 'Not equipped', 'Nicht ausgestattet', 'Sin equipar', 'Sense equipar'),
  2: names('Half uitgerust', 'Semi-équipée', 'Semi-equipped', 'Teilweise ausgestattet', 'Semiequipada', 'Semiequipada'),
  3: names('Volledig uitgerust', 'Équipée', 'Fully equipped', 'Voll ausgestattet', 'Totalmente equipada', 'Totalment equipada'),
  4: names('Amerikaanse keuken', 'Cuisine américaine', 'American kitchen', 'Amerikanische Küche', 'Cocina americana', 'Cuina americana'),
};

export const PRICE_UNIT_TEXTS: Dictionary = {
  0: names('totaal', 'total', 'total', 'gesamt', 'total', 'total'),
  1: names('per maand', 'par mois', 'per month', 'pro Monat', 'al mes', 'al mes'),
  2: names('per jaar', 'par an', 'per year', 'pro Jahr', 'al año', "a l'any"),
  3: names('per m²', 'par m²', 'per m²', 'pro m²', 'por m²', 'per m²'),
  4: names('per m² per jaar', 'par m² par an', 'per m² per year', 'pro m² pro Jahr', 'por m² al año', "per m² a l'any"),
};

/** One code of a dictionary with its name in a language: the rows of the Condition, Heating and Kitchen lookup tables. */
export function codeList(dictionary: Dictionary, languageId: LanguageId): { ID: number; Name: string | null }[] {
  return Object.keys(dictionary)
    .map(Number)
    .sort((a, b) => a - b)
    .map((code) => ({ ID: code, Name: codeName(dictionary, code, languageId) }));
}
