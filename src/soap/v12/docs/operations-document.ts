import { type FieldType, isListType, isRecordSchema, type RecordSchema } from '../../../common/record.js';
import { BASE_OPERATIONS, OPERATION_GROUPS } from '../catalog.js';
import { EXAMPLE_BASE_URL, exampleJson } from '../examples.js';
import { type BaseOperation, type CREDENTIAL_FIELDS, wireRequestShape } from '../operation.js';
import { isRequestList, isRequestRecords, type RequestFieldType, type RequestShape } from '../request-shape.js';
import { scopesLabel } from '../../../common/scopes.js';
import { scopedFields } from '../operation-scopes.js';
import { RESULT_KIND_LABELS } from '../result-kind.js';
import { V12_PATH } from '../wire-names.js';

/** The generated reference of the v1.2 operations (repository-relative path). */
export const OPERATIONS_DOC = 'docs/v12-operations.md';

const CREDENTIAL_NOTES: Readonly<Record<keyof typeof CREDENTIAL_FIELDS, string>> = {
  CustomerName: 'customer account name (every request)',
  CustomerPassword: 'customer account password (every request)',
};

function requestTypeLabel(type: RequestFieldType): string {
  if (isRequestList(type)) return `list of ${type.of} (comma-separated string or array)`;
  if (isRequestRecords(type)) return `list of ${type.of.name} (JSON array; XML items \`<${type.item}>\`)`;
  return type;
}

function fieldTypeLabel(type: FieldType): string {
  if (isListType(type)) return `list of ${typeof type.of === 'string' ? type.of : `[${type.of.name}](#${anchor(type.of.name)})`} (XML items \`<${type.item}>\`)`;
  if (isRecordSchema(type)) return `[${type.name}](#${anchor(type.name)})`;
  return type;
}

function anchor(name: string): string {
  return `record-${name.toLowerCase()}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function requestTable(shape: RequestShape): string[] {
  const notes: Readonly<Record<string, string | undefined>> = { ...CREDENTIAL_NOTES, ...shape.notes };
  return [
    '| Field | Also accepted as | Type | Notes |',
    '|---|---|---|---|',
    ...Object.entries(shape.fields).map(
      ([name, type]) => `| ${name} | ${(shape.aliases[name] ?? []).join(', ')} | ${cell(requestTypeLabel(type))} | ${cell(notes[name] ?? '')} |`,
    ),
  ];
}

function operationSection(base: BaseOperation): string[] {
  const names = base.variants.map((variant) => `${base.name}${variant}`);
  const lines = [`## ${base.name}`, '', base.summary, '', `Operations: ${names.map((name) => `\`${name}\``).join(', ')}.`, ''];
  const fieldScopes = scopedFields(base.request).map(({ path, scope }) => `\`${path}\` needs ${scope} as well`);
  lines.push(`Scopes: ${scopesLabel(base.scopes)}${fieldScopes.length > 0 ? `; when given, ${fieldScopes.join(', ')}` : ''} ([security.md](security.md#scopes)).`, '');
  lines.push('Request fields:', '', ...requestTable(wireRequestShape(base)), '');
  const ignored = Object.entries(base.ignored);
  if (ignored.length > 0) {
    lines.push('Accepted and ignored:', '', ...ignored.map(([name, reason]) => `- \`${name}\`: ${reason}`), '');
  }
  lines.push(`Result \`Value\`: ${RESULT_KIND_LABELS[base.kind]}; ${fieldTypeLabel(base.result)}.`, '');
  const nested = Object.values(base.request.fields).filter(isRequestRecords);
  for (const records of nested) lines.push(`\`${records.of.name}\` fields:`, '', ...requestTable(records.of), '');
  const example = names.find((name) => name.endsWith('Json')) ?? names[0] ?? base.name;
  const json = exampleJson({ name: example, variant: example.endsWith('Json') ? 'Json' : 'Xml', base });
  lines.push('Example (Json HTTP form):', '', '```sh', `curl '${EXAMPLE_BASE_URL}${V12_PATH}/${example}?json=${encodeURIComponent(json)}'`, '# json=' + json, '```', '');
  return lines;
}

function collectRecords(type: FieldType, into: Map<string, RecordSchema>): void {
  if (isListType(type)) {
    if (typeof type.of !== 'string') collectRecords(type.of, into);
    return;
  }
  if (!isRecordSchema(type) || into.has(type.name)) return;
  into.set(type.name, type);
  for (const field of Object.values(type.fields)) collectRecords(field, into);
}

function recordSection(schema: RecordSchema): string[] {
  return [
    `### ${schema.name}`,
    `<a id="${anchor(schema.name)}"></a>`,
    '',
    '| Field | Type |',
    '|---|---|',
    ...Object.entries(schema.fields).map(([name, type]) => `| ${name} | ${cell(fieldTypeLabel(type))} |`),
    '',
  ];
}

/** docs/v12-operations.md, generated from the catalog and the record schemas. */
export function operationsDocument(): string {
  const records = new Map<string, RecordSchema>();
  for (const base of BASE_OPERATIONS) collectRecords(base.result, records);
  const lines = [
    '# v1.2 operations (`/1.2/APIService.svc`)',
    '',
    '<!-- Generated from src/soap/v12/catalog.ts by src/soap/v12/docs/generate-docs.ts; do not edit by hand. -->',
    '',
    'Every operation answers `{Code, Message, Success, Value}`; codes, leniency, paging and the wire forms are described in',
    '[v12-protocol.md](v12-protocol.md). Over SOAP the SOAPAction is `{contract_ns}/APIService/<Operation>`; Json operations',
    'take the request JSON in the string member `json` and return the result JSON as a string. Over the Json HTTP form',
    '(`GET|POST {base_url}/1.2/APIService.svc/<Operation>?json=…`) Json operations answer `{"<Operation>Result": {…}}` and',
    'Xml operations the XML result. Dates in JSON results are `YYYY-MM-DD HH:mm:ss` (UTC).',
    '',
    '## Contents',
    '',
    'The operations by client group (as the client libraries group them):',
    '',
    ...OPERATION_GROUPS.map(
      (group) => `- **${group.name}** (${group.operations.length}): ${group.operations.map((base) => `[${base.name}](#${base.name.toLowerCase()})`).join(', ')}`,
    ),
    '',
    ...BASE_OPERATIONS.flatMap(operationSection),
    '## Records',
    '',
    'Every record field is present in JSON (null when empty; lists `[]`); in XML null fields are omitted.',
    '',
    ...[...records.values()].flatMap(recordSection),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
