import { encodeRecordXml } from '../../xml/record-codec.js';
import type { AsmxOperation } from '../catalog.types.js';
import type { ResultPayload } from './operation-page.js';
import { recordsReachableFrom, sampleValue } from './sample-value.js';

/**
 * The documented payload of a string result: its records and an example encoded by the service's
 * own record codec from a generated sample value, indented for reading.
 */

const TOKENS = /<[^>]+>|[^<]+/g;

/**
 * Indents compact XML of elements and text (the codec's output: no mixed content, no comments),
 * one element per line; an element holding only text stays on one line.
 */
export function indentXml(xml: string, unit = '  '): string {
  const tokens = xml.match(TOKENS) ?? [];
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const pad = unit.repeat(depth);
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      lines.push(unit.repeat(depth) + token);
    } else if (token.startsWith('<') && !token.endsWith('/>') && !token.startsWith('<?')) {
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      if (next !== undefined && !next.startsWith('<') && after?.startsWith('</')) {
        lines.push(pad + token + next + after);
        i += 2;
      } else if (next?.startsWith('</')) {
        lines.push(pad + token + next);
        i += 1;
      } else {
        lines.push(pad + token);
        depth++;
      }
    } else if (token.startsWith('<')) {
      lines.push(pad + token);
    } else if (token.trim() !== '') {
      lines.push(pad + token.trim());
    }
  }
  return lines.join('\n');
}

/** Payloads by operation; the outermost record's field table is captioned by the root element, nested ones by record name. */
const CACHE = new WeakMap<AsmxOperation, ResultPayload | null>();

/** The payload of an operation's string result, or null for an int result. */
export function resultPayloadOf(operation: AsmxOperation): ResultPayload | null {
  const cached = CACHE.get(operation);
  if (cached !== undefined) return cached;
  const result = operation.result;
  const payload =
    result.type === 'string'
      ? {
          root: result.root,
          records: recordsReachableFrom(result.schema).map((schema) => ({
            caption: schema === result.schema ? `<${result.root}>` : schema.name,
            schema,
          })),
          example: indentXml(encodeRecordXml(result.root, result.schema, sampleValue(result.schema))),
        }
      : null;
  CACHE.set(operation, payload);
  return payload;
}
