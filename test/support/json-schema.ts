/**
 * A small JSON Schema checker for the keywords the generated OpenAPI description uses (type,
 * enum, pattern, properties, required, additionalProperties: false, items, anyOf, $ref into
 * #/components/schemas). Returns the problems found, with their paths; [] when the value fits.
 */
type Schema = Record<string, unknown>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function schemaProblems(document: Schema, schema: Schema, value: unknown, path = '$'): string[] {
  if (typeof schema['$ref'] === 'string') {
    const name = (schema['$ref'] as string).replace('#/components/schemas/', '');
    const target = ((document['components'] as Schema)['schemas'] as Record<string, Schema>)[name];
    if (!target) return [`${path}: unresolved ${schema['$ref'] as string}`];
    return schemaProblems(document, target, value, path);
  }
  if (Array.isArray(schema['anyOf'])) {
    const fits = (schema['anyOf'] as Schema[]).some((option) => schemaProblems(document, option, value, path).length === 0);
    return fits ? [] : [`${path}: matches no anyOf option (${JSON.stringify(value)?.slice(0, 80)})`];
  }
  const problems: string[] = [];
  if (schema['type'] !== undefined) {
    const allowed = ([] as string[]).concat(schema['type'] as string | string[]);
    const actual = typeOf(value);
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) return [`${path}: ${actual} is not ${allowed.join('|')}`];
  }
  if (Array.isArray(schema['enum']) && !(schema['enum'] as unknown[]).includes(value)) problems.push(`${path}: ${String(value)} is not in the enum`);
  if (typeof schema['pattern'] === 'string' && typeof value === 'string' && !new RegExp(schema['pattern'] as string).test(value)) {
    problems.push(`${path}: "${value}" does not match ${schema['pattern'] as string}`);
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
    for (const name of (schema['required'] ?? []) as string[]) if (!(name in object)) problems.push(`${path}.${name}: missing`);
    for (const [name, item] of Object.entries(object)) {
      const property = properties[name];
      if (property) problems.push(...schemaProblems(document, property, item, `${path}.${name}`));
      else if (schema['additionalProperties'] === false) problems.push(`${path}.${name}: not described`);
    }
  }
  if (Array.isArray(value) && schema['items']) {
    value.forEach((item, index) => problems.push(...schemaProblems(document, schema['items'] as Schema, item, `${path}[${index}]`)));
  }
  return problems;
}

/** Every $ref in the document, with whether it resolves. */
export function unresolvedRefs(document: Schema): string[] {
  const names = new Set(Object.keys(((document['components'] as Schema)['schemas'] ?? {}) as Schema));
  const missing: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !names.has(value.replace('#/components/schemas/', ''))) missing.push(value);
      else walk(value);
    }
  };
  walk(document);
  return missing;
}
