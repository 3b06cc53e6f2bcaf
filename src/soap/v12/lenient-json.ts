import JSON5 from 'json5';

/** The `json` text of a request is not JSON (even leniently read). */
export class MalformedJsonError extends Error {
  constructor(detail: string) {
    super(`The json parameter is not valid JSON: ${detail}`);
    this.name = 'MalformedJsonError';
  }
}

const MAX_DEPTH = 32;

/**
 * Parses request JSON the way partner sites send it: strict JSON first, then JSON5 (single-quoted
 * strings and keys, unquoted keys, trailing commas). Empty text is an empty request. The result
 * must be an object; nesting is capped.
 */
export function parseLenientJson(text: string): Record<string, unknown> {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    try {
      value = JSON5.parse(trimmed);
    } catch (error) {
      throw new MalformedJsonError(error instanceof Error ? error.message.replace(/^JSON5: /, '') : 'unreadable');
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new MalformedJsonError('the request must be a JSON object');
  }
  if (depth(value, 0) > MAX_DEPTH) throw new MalformedJsonError(`nesting deeper than ${MAX_DEPTH} levels`);
  return value as Record<string, unknown>;
}

function depth(value: unknown, level: number): number {
  if (level > MAX_DEPTH || value === null || typeof value !== 'object') return level;
  let deepest = level;
  for (const inner of Object.values(value)) deepest = Math.max(deepest, depth(inner, level + 1));
  return deepest;
}
