import JSON5 from 'json5';

/** The `json` text of a request is not JSON (even leniently read), or exceeds the parse budget. */
export class MalformedJsonError extends Error {
  constructor(detail: string) {
    super(`The json parameter is not valid JSON: ${detail}`);
    this.name = 'MalformedJsonError';
  }
}

const MAX_DEPTH = 32;
/** The largest legitimate request has a few hundred members; the budgets leave ample room. */
export const MAX_JSON_MEMBERS = 10_000;
export const MAX_JSON_ITEMS = 100_000;
/** The lenient reader is slow (about 1 MB/s); larger texts must be strict JSON. */
export const MAX_LENIENT_LENGTH = 64 * 1024;

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const STAR = 0x2a;

/**
 * The index of the quote closing the string that opens at `start` (the text's length when it is
 * not closed): the next quote not escaped by an odd number of backslashes, found with indexOf so
 * that a long string costs a native search rather than a step per character.
 */
function stringEnd(text: string, start: number, quote: '"' | "'"): number {
  for (let at = text.indexOf(quote, start + 1); at >= 0; at = text.indexOf(quote, at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/**
 * One pass over the text before parsing: counts object members (`:`), items (`,`) and nesting
 * outside strings and comments, stopping at the first excess. Strings in double or single
 * quotes honour backslash escapes, so a quoted `:` or `{` is text.
 */
function checkBudget(text: string): void {
  let members = 0;
  let items = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE || code === APOSTROPHE) {
      i = stringEnd(text, i, code === QUOTE ? '"' : "'");
    } else if (code === SLASH && text.charCodeAt(i + 1) === SLASH) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (code === SLASH && text.charCodeAt(i + 1) === STAR) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (code === 0x3a) {
      if (++members > MAX_JSON_MEMBERS) throw new MalformedJsonError(`more than ${MAX_JSON_MEMBERS} members`);
    } else if (code === 0x2c) {
      if (++items > MAX_JSON_ITEMS) throw new MalformedJsonError(`more than ${MAX_JSON_ITEMS} items`);
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > MAX_DEPTH) throw new MalformedJsonError(`nesting deeper than ${MAX_DEPTH} levels`);
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
}

/**
 * Our own words for a text too long for the lenient reader that strict JSON refuses: never the
 * engine's message, which quotes the request. Only the offset it names is kept.
 */
function strictJsonProblem(error: unknown, length: number): string {
  const offset = error instanceof Error ? /at position (\d+)/.exec(error.message)?.[1] : undefined;
  const where = offset === undefined ? '' : ` (the first error at offset ${offset})`;
  return (
    `texts over ${MAX_LENIENT_LENGTH / 1024} KB must be strict JSON (names and strings in double quotes, no comments or trailing commas), ` +
    `and this one of ${length} characters is not${where}`
  );
}

/**
 * Parses request JSON the way partner sites send it: strict JSON first, then JSON5 (single-quoted
 * strings and keys, unquoted keys, trailing commas) for texts up to MAX_LENIENT_LENGTH. Empty text
 * is an empty request. The result must be an object; members, items and nesting are capped by a
 * scan before parsing.
 */
export function parseLenientJson(text: string): Record<string, unknown> {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return {};
  checkBudget(trimmed);
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (strictError) {
    if (trimmed.length > MAX_LENIENT_LENGTH) throw new MalformedJsonError(strictJsonProblem(strictError, trimmed.length));
    try {
      value = JSON5.parse(trimmed);
    } catch (error) {
      throw new MalformedJsonError(error instanceof Error ? error.message.replace(/^JSON5: /, '') : 'unreadable');
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new MalformedJsonError('the request must be a JSON object');
  }
  return value as Record<string, unknown>;
}
