import { CITY_KEY_DROPPED, searchWords } from '../common/folded-text.js';
import type { SqlValue } from '../database/sql-statements.js';

/** A condition over `property p` with its `?` parameters. */
export interface SearchCondition {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

/**
 * Words InnoDB's FULLTEXT index does not hold: shorter than innodb_ft_min_token_size (3 by
 * default) or on its default stopword list. Such words are looked for with LIKE instead.
 */
const MYSQL_MIN_WORD = 3;
const MYSQL_STOPWORDS = new Set(['about', 'are', 'com', 'for', 'from', 'how', 'that', 'the', 'this', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www']);

/** An FTS5 string: the text in double quotes, its own double quotes doubled. */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The city key of a name as the SQLite migration computes it for the index (without its separators). */
function cityKey(name: string): string {
  return CITY_KEY_DROPPED.reduce((key, character) => key.split(character).join(''), name);
}

/**
 * The full-text conditions of the listing filters, without regard to case or accents:
 * - Keyword: every word of the text begins a word of the dossier reference, street, city or
 *   postcode (`liege` finds Liège, `kerk` finds Kerkstraat);
 * - StreetName: every word of three or more characters occurs in the street, inside words too
 *   (trigram indexes); shorter ones begin a word of the street;
 * - CityNames (SQLite): the city is one of the names (and their other spellings). MySQL/MariaDB
 *   compare the city column itself in its accent-insensitive collation (see PropertyQuery).
 * SQLite matches the FTS5 table `property_search`; MySQL/MariaDB its FULLTEXT indexes in boolean
 * mode, where words the index does not hold (see MYSQL_STOPWORDS) are looked for with LIKE.
 */
export class PropertySearch {
  constructor(private readonly dialect: 'sqlite' | 'mysql') {}

  keyword(text: string): SearchCondition {
    return this.words(text, ['ident', 'street', 'city', 'zip']);
  }

  /**
   * StreetName: every word of three or more characters occurs in the street, also inside a word
   * (`straat` finds Kerkstraat), from the trigram index of migration StreetGrams; shorter words
   * begin a word of the street. `agencyId` scopes the MariaDB trigram table's index range.
   */
  street(text: string, agencyId: number): SearchCondition {
    const words = searchWords(text);
    const inner = [...new Set(words.filter((word) => [...word].length >= 3).map((word) => word.toLowerCase()))];
    const short = words.filter((word) => [...word].length < 3);
    if (inner.length === 0) return this.words(text, ['street']);
    const conditions: SearchCondition[] = [];
    if (this.dialect === 'sqlite') {
      conditions.push({ sql: 'p.id IN (SELECT rowid FROM property_street_gram WHERE property_street_gram MATCH ?)', params: [inner.map(ftsString).join(' AND ')] });
    } else {
      for (const word of inner) {
        const characters = [...word];
        // One per trigram as the index's collation compares them (case and accents folded).
        const folded = new Map(characters.slice(0, -2).map((_, i) => characters.slice(i, i + 3).join('')).map((gram) => [gram.normalize('NFD').replace(/\p{M}/gu, ''), gram]));
        const grams = [...folded.values()];
        conditions.push({
          sql: `p.id IN (SELECT g.property_id FROM property_street_gram g WHERE g.agency_id = ? AND g.gram IN (${grams.map(() => '?').join(', ')}) GROUP BY g.property_id HAVING COUNT(DISTINCT g.gram) = ?) AND p.street LIKE ?`,
          params: [agencyId, ...grams, grams.length, `%${word}%`],
        });
      }
    }
    if (short.length > 0) conditions.push(this.words(short.join(' '), ['street']));
    return { sql: conditions.map((condition) => condition.sql).join(' AND '), params: conditions.flatMap((condition) => condition.params) };
  }

  /** SQLite: the city is one of the spellings (each a whole city name). */
  cities(spellings: readonly string[]): SearchCondition {
    const keys = [...new Set(spellings.map(cityKey).filter((key) => searchWords(key).length > 0))];
    if (keys.length === 0) return { sql: '0 = 1', params: [] };
    const query = `city_key : (${keys.map((key) => `^ ${ftsString(key)}`).join(' OR ')})`;
    return { sql: 'p.id IN (SELECT rowid FROM property_search WHERE property_search MATCH ?)', params: [query] };
  }

  private words(text: string, columns: readonly string[]): SearchCondition {
    const words = searchWords(text);
    const like = (word: string): SearchCondition => ({
      sql: `(${columns.map((column) => `LOWER(p.${column}) LIKE ?`).join(' OR ')})`,
      params: columns.map(() => `%${word.toLowerCase()}%`),
    });
    // Nothing but punctuation: the text itself, as before the indexes.
    if (words.length === 0) return like(text.replace(/[%_]/g, ''));
    if (this.dialect === 'sqlite') {
      const query = `{${columns.join(' ')}} : (${words.map((word) => `${ftsString(word)} *`).join(' AND ')})`;
      return { sql: 'p.id IN (SELECT rowid FROM property_search WHERE property_search MATCH ?)', params: [query] };
    }
    // The FULLTEXT index of exactly these columns (ix_property_search, ix_property_street_search) answers MATCH.
    const indexed = words.filter((word) => word.length >= MYSQL_MIN_WORD && !MYSQL_STOPWORDS.has(word.toLowerCase()));
    const conditions = words.filter((word) => !indexed.includes(word)).map(like);
    if (indexed.length > 0) {
      conditions.unshift({ sql: `MATCH(${columns.map((column) => `p.${column}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`, params: [indexed.map((word) => `+${word}*`).join(' ')] });
    }
    return { sql: conditions.map((condition) => condition.sql).join(' AND '), params: conditions.flatMap((condition) => condition.params) };
  }
}
