/**
 * Belgian cities and municipalities with their real postcodes, coordinates and province (or
 * the Brussels region), plus a few cities abroad. Where the Dutch and French names differ both
 * are kept (Brussel/Bruxelles, Luik/Liège …). Ids are positions in this list: only append.
 */
import type { Translations } from '../database/columns.js';
import { COUNTRY, ZONE } from './reference-tables.js';

/** [postcode, name in the local language, name in the other national language or '', latitude, longitude] */
type CityTuple = readonly [string, string, string, number, number];

interface CityGroup {
  readonly countryId: number;
  readonly zoneId: number | null;
  /** Language of the first name: 1 NL (Flanders, Brussels), 2 FR (Wallonia, France …). */
  readonly localLanguage: 1 | 2;
  readonly cities: readonly CityTuple[];
}

const GROUPS: readonly CityGroup[] = [
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Brussels,
    localLanguage: 1,
    cities: [
      ['1000', 'Brussel', 'Bruxelles', 50.8467, 4.3525],
      ['1020', 'Laken', 'Laeken', 50.8799, 4.3558],
      ['1030', 'Schaarbeek', 'Schaerbeek', 50.8676, 4.3737],
      ['1040', 'Etterbeek', '', 50.8333, 4.3899],
      ['1050', 'Elsene', 'Ixelles', 50.8275, 4.3725],
      ['1060', 'Sint-Gillis', 'Saint-Gilles', 50.8276, 4.3456],
      ['1070', 'Anderlecht', '', 50.8365, 4.3083],
      ['1080', 'Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean', 50.8548, 4.3224],
      ['1081', 'Koekelberg', '', 50.8623, 4.3287],
      ['1082', 'Sint-Agatha-Berchem', 'Berchem-Sainte-Agathe', 50.8648, 4.2937],
      ['1083', 'Ganshoren', '', 50.8712, 4.3083],
      ['1090', 'Jette', '', 50.8776, 4.3257],
      ['1140', 'Evere', '', 50.8704, 4.4029],
      ['1150', 'Sint-Pieters-Woluwe', 'Woluwe-Saint-Pierre', 50.8323, 4.4332],
      ['1160', 'Oudergem', 'Auderghem', 50.8156, 4.4336],
      ['1170', 'Watermaal-Bosvoorde', 'Watermael-Boitsfort', 50.7994, 4.4163],
      ['1180', 'Ukkel', 'Uccle', 50.8024, 4.337],
      ['1190', 'Vorst', 'Forest', 50.8103, 4.3185],
      ['1200', 'Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', 50.8447, 4.429],
      ['1210', 'Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode', 50.8538, 4.3727],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.FlemishBrabant,
    localLanguage: 1,
    cities: [
      ['1500', 'Halle', 'Hal', 50.7339, 4.2345],
      ['1600', 'Sint-Pieters-Leeuw', '', 50.7801, 4.2437],
      ['1640', 'Sint-Genesius-Rode', 'Rhode-Saint-Genèse', 50.7484, 4.357],
      ['1700', 'Dilbeek', '', 50.8479, 4.26],
      ['1730', 'Asse', '', 50.9103, 4.1984],
      ['1750', 'Lennik', '', 50.8066, 4.162],
      ['1780', 'Wemmel', '', 50.9079, 4.3066],
      ['1800', 'Vilvoorde', 'Vilvorde', 50.9281, 4.4245],
      ['1820', 'Steenokkerzeel', '', 50.9171, 4.5087],
      ['1850', 'Grimbergen', '', 50.9346, 4.3722],
      ['1880', 'Kapelle-op-den-Bos', '', 51.0101, 4.3625],
      ['1930', 'Zaventem', '', 50.8836, 4.4728],
      ['1950', 'Kraainem', '', 50.8617, 4.4697],
      ['1970', 'Wezembeek-Oppem', '', 50.8394, 4.4937],
      ['3000', 'Leuven', 'Louvain', 50.8798, 4.7005],
      ['3001', 'Heverlee', '', 50.864, 4.696],
      ['3010', 'Kessel-Lo', '', 50.888, 4.728],
      ['3020', 'Herent', '', 50.908, 4.671],
      ['3070', 'Kortenberg', '', 50.885, 4.543],
      ['3080', 'Tervuren', '', 50.8239, 4.5148],
      ['3090', 'Overijse', '', 50.774, 4.536],
      ['3110', 'Rotselaar', '', 50.953, 4.716],
      ['3200', 'Aarschot', '', 50.9868, 4.8362],
      ['3290', 'Diest', '', 50.984, 5.051],
      ['3300', 'Tienen', 'Tirlemont', 50.807, 4.938],
      ['3320', 'Hoegaarden', '', 50.776, 4.889],
      ['3400', 'Landen', '', 50.753, 5.082],
      ['3440', 'Zoutleeuw', 'Léau', 50.833, 5.104],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Antwerp,
    localLanguage: 1,
    cities: [
      ['2000', 'Antwerpen', 'Anvers', 51.2194, 4.4025],
      ['2100', 'Deurne', '', 51.219, 4.465],
      ['2140', 'Borgerhout', '', 51.211, 4.44],
      ['2170', 'Merksem', '', 51.246, 4.447],
      ['2180', 'Ekeren', '', 51.281, 4.418],
      ['2200', 'Herentals', '', 51.177, 4.836],
      ['2220', 'Heist-op-den-Berg', '', 51.075, 4.728],
      ['2300', 'Turnhout', '', 51.3227, 4.9447],
      ['2400', 'Mol', '', 51.191, 5.116],
      ['2440', 'Geel', '', 51.161, 4.99],
      ['2500', 'Lier', 'Lierre', 51.131, 4.57],
      ['2550', 'Kontich', '', 51.134, 4.446],
      ['2600', 'Berchem', '', 51.192, 4.429],
      ['2610', 'Wilrijk', '', 51.169, 4.395],
      ['2640', 'Mortsel', '', 51.17, 4.456],
      ['2650', 'Edegem', '', 51.155, 4.444],
      ['2800', 'Mechelen', 'Malines', 51.0259, 4.4776],
      ['2830', 'Willebroek', '', 51.06, 4.36],
      ['2850', 'Boom', '', 51.087, 4.366],
      ['2880', 'Bornem', '', 51.1, 4.243],
      ['2900', 'Schoten', '', 51.252, 4.502],
      ['2930', 'Brasschaat', '', 51.291, 4.492],
      ['2950', 'Kapellen', '', 51.313, 4.434],
      ['2960', 'Brecht', '', 51.35, 4.638],
      ['2970', 'Schilde', '', 51.241, 4.585],
      ['2980', 'Zoersel', '', 51.268, 4.713],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Limburg,
    localLanguage: 1,
    cities: [
      ['3500', 'Hasselt', '', 50.9307, 5.3378],
      ['3520', 'Zonhoven', '', 50.991, 5.369],
      ['3530', 'Houthalen-Helchteren', '', 51.032, 5.372],
      ['3550', 'Heusden-Zolder', '', 51.031, 5.282],
      ['3580', 'Beringen', '', 51.049, 5.226],
      ['3590', 'Diepenbeek', '', 50.908, 5.419],
      ['3600', 'Genk', '', 50.965, 5.5],
      ['3620', 'Lanaken', '', 50.893, 5.647],
      ['3630', 'Maasmechelen', '', 50.965, 5.694],
      ['3680', 'Maaseik', '', 51.098, 5.79],
      ['3700', 'Tongeren', 'Tongres', 50.781, 5.464],
      ['3740', 'Bilzen', '', 50.872, 5.519],
      ['3800', 'Sint-Truiden', 'Saint-Trond', 50.816, 5.186],
      ['3920', 'Lommel', '', 51.23, 5.313],
      ['3960', 'Bree', '', 51.141, 5.596],
      ['3990', 'Peer', '', 51.131, 5.46],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.EastFlanders,
    localLanguage: 1,
    cities: [
      ['9000', 'Gent', 'Gand', 51.0543, 3.7174],
      ['9030', 'Mariakerke', '', 51.073, 3.678],
      ['9040', 'Sint-Amandsberg', '', 51.06, 3.749],
      ['9050', 'Gentbrugge', '', 51.04, 3.758],
      ['9070', 'Destelbergen', '', 51.06, 3.8],
      ['9080', 'Lochristi', '', 51.097, 3.833],
      ['9090', 'Melle', '', 51.003, 3.799],
      ['9100', 'Sint-Niklaas', 'Saint-Nicolas', 51.165, 4.143],
      ['9120', 'Beveren', '', 51.212, 4.256],
      ['9140', 'Temse', 'Tamise', 51.125, 4.211],
      ['9160', 'Lokeren', '', 51.103, 3.993],
      ['9200', 'Dendermonde', 'Termonde', 51.028, 4.101],
      ['9230', 'Wetteren', '', 51.005, 3.883],
      ['9240', 'Zele', '', 51.066, 4.039],
      ['9300', 'Aalst', 'Alost', 50.9378, 4.0403],
      ['9400', 'Ninove', '', 50.834, 4.024],
      ['9500', 'Geraardsbergen', 'Grammont', 50.773, 3.882],
      ['9600', 'Ronse', 'Renaix', 50.745, 3.6],
      ['9620', 'Zottegem', '', 50.869, 3.811],
      ['9700', 'Oudenaarde', 'Audenarde', 50.845, 3.609],
      ['9800', 'Deinze', '', 50.981, 3.528],
      ['9820', 'Merelbeke', '', 51.0, 3.746],
      ['9830', 'Sint-Martens-Latem', '', 51.015, 3.635],
      ['9880', 'Aalter', '', 51.085, 3.447],
      ['9900', 'Eeklo', '', 51.185, 3.564],
      ['9990', 'Maldegem', '', 51.21, 3.445],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.WestFlanders,
    localLanguage: 1,
    cities: [
      ['8000', 'Brugge', 'Bruges', 51.2093, 3.2247],
      ['8020', 'Oostkamp', '', 51.154, 3.234],
      ['8300', 'Knokke-Heist', '', 51.35, 3.266],
      ['8370', 'Blankenberge', '', 51.313, 3.132],
      ['8400', 'Oostende', 'Ostende', 51.2154, 2.9286],
      ['8420', 'De Haan', '', 51.273, 3.034],
      ['8430', 'Middelkerke', '', 51.185, 2.82],
      ['8450', 'Bredene', '', 51.237, 2.975],
      ['8500', 'Kortrijk', 'Courtrai', 50.828, 3.265],
      ['8530', 'Harelbeke', '', 50.856, 3.311],
      ['8600', 'Diksmuide', 'Dixmude', 51.033, 2.864],
      ['8620', 'Nieuwpoort', 'Nieuport', 51.13, 2.751],
      ['8630', 'Veurne', 'Furnes', 51.072, 2.662],
      ['8660', 'De Panne', 'La Panne', 51.1, 2.591],
      ['8670', 'Koksijde', 'Coxyde', 51.116, 2.637],
      ['8700', 'Tielt', '', 50.999, 3.328],
      ['8790', 'Waregem', '', 50.888, 3.426],
      ['8800', 'Roeselare', 'Roulers', 50.9465, 3.1227],
      ['8820', 'Torhout', '', 51.065, 3.101],
      ['8870', 'Izegem', '', 50.914, 3.213],
      ['8900', 'Ieper', 'Ypres', 50.8503, 2.8853],
      ['8930', 'Menen', 'Menin', 50.796, 3.122],
      ['8970', 'Poperinge', '', 50.855, 2.726],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.WalloonBrabant,
    localLanguage: 2,
    cities: [
      ['1300', 'Wavre', 'Waver', 50.7172, 4.6014],
      ['1310', 'La Hulpe', 'Terhulpen', 50.73, 4.486],
      ['1330', 'Rixensart', '', 50.7117, 4.5294],
      ['1340', 'Ottignies', '', 50.6684, 4.587],
      ['1348', 'Louvain-la-Neuve', '', 50.6681, 4.6118],
      ['1370', 'Jodoigne', 'Geldenaken', 50.7236, 4.8697],
      ['1380', 'Lasne', '', 50.686, 4.4847],
      ['1400', 'Nivelles', 'Nijvel', 50.598, 4.3285],
      ['1410', 'Waterloo', '', 50.7148, 4.3992],
      ['1420', 'Braine-l\'Alleud', 'Eigenbrakel', 50.6833, 4.3681],
      ['1470', 'Genappe', 'Genepiën', 50.611, 4.451],
      ['1480', 'Tubize', 'Tubeke', 50.6903, 4.2049],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Hainaut,
    localLanguage: 2,
    cities: [
      ['6000', 'Charleroi', '', 50.4108, 4.4446],
      ['6001', 'Marcinelle', '', 50.387, 4.43],
      ['6040', 'Jumet', '', 50.439, 4.428],
      ['6200', 'Châtelet', '', 50.404, 4.525],
      ['6220', 'Fleurus', '', 50.484, 4.55],
      ['6460', 'Chimay', '', 50.048, 4.317],
      ['6530', 'Thuin', '', 50.34, 4.286],
      ['7000', 'Mons', 'Bergen', 50.4542, 3.9567],
      ['7060', 'Soignies', 'Zinnik', 50.579, 4.071],
      ['7090', 'Braine-le-Comte', '\'s-Gravenbrakel', 50.609, 4.14],
      ['7100', 'La Louvière', '', 50.48, 4.187],
      ['7130', 'Binche', '', 50.411, 4.165],
      ['7300', 'Boussu', '', 50.434, 3.795],
      ['7500', 'Tournai', 'Doornik', 50.6056, 3.3878],
      ['7600', 'Péruwelz', '', 50.509, 3.592],
      ['7700', 'Mouscron', 'Moeskroen', 50.744, 3.214],
      ['7800', 'Ath', 'Aat', 50.629, 3.778],
      ['7850', 'Enghien', 'Edingen', 50.695, 4.039],
      ['7860', 'Lessines', 'Lessen', 50.711, 3.836],
      ['7900', 'Leuze-en-Hainaut', '', 50.6, 3.617],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Liege,
    localLanguage: 2,
    cities: [
      ['4000', 'Liège', 'Luik', 50.6326, 5.5797],
      ['4020', 'Jupille-sur-Meuse', '', 50.643, 5.63],
      ['4040', 'Herstal', '', 50.663, 5.629],
      ['4050', 'Chaudfontaine', '', 50.585, 5.635],
      ['4100', 'Seraing', '', 50.5836, 5.5003],
      ['4130', 'Esneux', '', 50.533, 5.567],
      ['4300', 'Waremme', 'Borgworm', 50.697, 5.255],
      ['4400', 'Flémalle', '', 50.604, 5.457],
      ['4430', 'Ans', '', 50.661, 5.52],
      ['4500', 'Huy', 'Hoei', 50.518, 5.239],
      ['4600', 'Visé', 'Wezet', 50.737, 5.696],
      ['4650', 'Herve', '', 50.64, 5.793],
      ['4700', 'Eupen', '', 50.628, 6.035],
      ['4720', 'La Calamine', 'Kelmis', 50.718, 6.011],
      ['4780', 'Saint-Vith', 'Sankt Vith', 50.28, 6.127],
      ['4800', 'Verviers', '', 50.589, 5.863],
      ['4900', 'Spa', '', 50.492, 5.864],
      ['4920', 'Aywaille', '', 50.473, 5.676],
      ['4960', 'Malmedy', '', 50.426, 6.028],
      ['4970', 'Stavelot', '', 50.394, 5.931],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Luxembourg,
    localLanguage: 2,
    cities: [
      ['6600', 'Bastogne', 'Bastenaken', 50.003, 5.719],
      ['6690', 'Vielsalm', '', 50.284, 5.915],
      ['6700', 'Arlon', 'Aarlen', 49.6833, 5.8167],
      ['6720', 'Habay', '', 49.725, 5.647],
      ['6760', 'Virton', '', 49.568, 5.532],
      ['6800', 'Libramont-Chevigny', '', 49.92, 5.38],
      ['6830', 'Bouillon', '', 49.794, 5.067],
      ['6840', 'Neufchâteau', '', 49.841, 5.435],
      ['6870', 'Saint-Hubert', '', 50.027, 5.374],
      ['6900', 'Marche-en-Famenne', '', 50.227, 5.344],
      ['6940', 'Durbuy', '', 50.353, 5.456],
      ['6980', 'La Roche-en-Ardenne', '', 50.183, 5.576],
    ],
  },
  {
    countryId: COUNTRY.BE,
    zoneId: ZONE.Namur,
    localLanguage: 2,
    cities: [
      ['5000', 'Namur', 'Namen', 50.4669, 4.8675],
      ['5030', 'Gembloux', '', 50.561, 4.699],
      ['5060', 'Sambreville', '', 50.437, 4.629],
      ['5100', 'Jambes', '', 50.453, 4.872],
      ['5150', 'Floreffe', '', 50.433, 4.758],
      ['5170', 'Profondeville', '', 50.375, 4.867],
      ['5300', 'Andenne', '', 50.49, 5.095],
      ['5500', 'Dinant', '', 50.26, 4.912],
      ['5530', 'Yvoir', '', 50.328, 4.88],
      ['5570', 'Beauraing', '', 50.111, 4.957],
      ['5590', 'Ciney', '', 50.295, 5.1],
      ['5600', 'Philippeville', '', 50.196, 4.543],
      ['5620', 'Florennes', '', 50.251, 4.607],
      ['5660', 'Couvin', '', 50.053, 4.494],
    ],
  },
  { countryId: COUNTRY.NL, zoneId: null, localLanguage: 1, cities: [['6211', 'Maastricht', '', 50.8514, 5.691], ['4524', 'Sluis', '', 51.3084, 3.3862]] },
  { countryId: COUNTRY.FR, zoneId: null, localLanguage: 2, cities: [['59000', 'Lille', 'Rijsel', 50.6292, 3.0573], ['59140', 'Dunkerque', 'Duinkerke', 51.0343, 2.3768]] },
  { countryId: COUNTRY.LU, zoneId: null, localLanguage: 2, cities: [['1009', 'Luxembourg', 'Luxemburg', 49.6116, 6.1319]] },
  { countryId: COUNTRY.ES, zoneId: null, localLanguage: 2, cities: [['29600', 'Marbella', '', 36.5101, -4.8825], ['03501', 'Benidorm', '', 38.5411, -0.1225]] },
];

export interface CityRow {
  id: number;
  countryId: number;
  zip: string;
  name: string;
  names: Translations | null;
  zoneId: number | null;
  latitude: number;
  longitude: number;
}

function toRow(group: CityGroup, [zip, name, other, latitude, longitude]: CityTuple, id: number): CityRow {
  const names: Translations | null =
    other === '' ? null : group.localLanguage === 1 ? { '1': name, '2': other } : { '1': other, '2': name };
  return { id, countryId: group.countryId, zip, name, names, zoneId: group.zoneId, latitude, longitude };
}

let nextCityId = 1;
export const CITIES: readonly CityRow[] = GROUPS.flatMap((group) => group.cities.map((tuple) => toRow(group, tuple, nextCityId++)));

/** Belgian cities of the given zones (provinces or the Brussels region). */
export function citiesInZones(zoneIds: readonly number[]): CityRow[] {
  return CITIES.filter((city) => city.zoneId !== null && zoneIds.includes(city.zoneId));
}

/** Cities abroad (no Belgian zone). */
export function citiesAbroad(): CityRow[] {
  return CITIES.filter((city) => city.countryId !== COUNTRY.BE);
}
