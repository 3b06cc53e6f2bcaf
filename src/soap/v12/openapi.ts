import { type FieldType, isListType, isRecordSchema, type RecordSchema, type ScalarType } from '../../common/record.js';
import type { V12Catalog } from './catalog.js';
import { EXAMPLE_CREDENTIALS } from './examples.js';
import { type WireOperation, wireRequestShape } from './operation.js';
import { RESULT_CODES } from './result.js';
import { isRequestList, isRequestRecords, type RequestFieldType, type RequestScalar, type RequestShape } from './request-shape.js';
import { JSON_REQUEST_MEMBER, resultTypeName, V12_PATH } from './wire-names.js';

type Schema = Record<string, unknown>;

/** What a catalog entry may declare beyond its fields: aliases (other names a field is read under) and ignored fields. */
interface DeclaredExtras {
  readonly aliases?: Readonly<Record<string, readonly string[] | undefined>>;
  readonly ignored?: Readonly<Record<string, string>>;
}

/** The request field that narrows returned records to the named fields (when an operation takes it). */
const DISPLAY_FIELDS = 'displayfields';

const REF = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const NULLABLE = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** JSON Schema of a value the JSON codec writes (src/soap/v12/json-codec.ts): null where it can be empty. */
function scalarSchema(type: ScalarType): Schema {
  switch (type) {
    case 'boolean':
      return { type: ['boolean', 'null'] };
    case 'string':
      return { type: ['string', 'null'] };
    case 'dateTime':
      return { type: ['string', 'null'], pattern: DATE_PATTERN, description: 'UTC, `YYYY-MM-DD HH:mm:ss`' };
    case 'int':
      return { type: ['integer', 'null'], format: 'int32' };
    case 'long':
      return { type: ['integer', 'null'], format: 'int64' };
    default:
      return { type: ['number', 'null'] };
  }
}

/** JSON Schema of a request value the lenient reader accepts (src/soap/v12/request-binder.ts). */
function requestScalarSchema(type: RequestScalar): Schema {
  switch (type) {
    case 'int':
      return { type: ['integer', 'string', 'null'], description: 'a whole number (a numeric string is accepted)' };
    case 'decimal':
      return { type: ['number', 'string', 'null'], description: 'a number (a numeric string is accepted)' };
    case 'boolean':
      return { type: ['boolean', 'integer', 'string', 'null'], description: 'true/false or 1/0, as values or strings' };
    case 'dateTime':
      return { type: ['string', 'null'], description: '`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, ISO 8601 or WCF `/Date(ms)/`' };
    default:
      return { type: ['string', 'null'] };
  }
}

/**
 * The OpenAPI 3.1 description of the v1.2 Json HTTP form, generated from the catalog like the
 * WSDL: one path per Json operation (`GET ?json=` and `POST` with the request JSON), a request
 * schema per operation from its wire request shape, the `{"<Op>Result": {Code, Message, Success,
 * Value}}` answer with Value described by the operation's record schema, and every record schema
 * once under components. Served at `GET /1.2/APIService.svc?openapi`.
 */
export function buildOpenApi(catalog: V12Catalog, baseUrl: string): Schema {
  const schemas = new Map<string, Schema>();
  const records = new Map<string, RecordSchema>();

  const define = (name: string, make: () => Schema): Schema => {
    if (!schemas.has(name)) {
      schemas.set(name, {});
      schemas.set(name, make());
    }
    return REF(name);
  };

  /** A record's schema; `selection`: any subset of its fields (DisplayFields), else every field present. */
  const recordRef = (record: RecordSchema, selection: boolean): Schema => {
    const known = records.get(record.name);
    if (known && known !== record && JSON.stringify(known) !== JSON.stringify(record)) {
      throw new Error(`Two different record schemas are named ${record.name}.`);
    }
    records.set(record.name, record);
    return define(selection ? `${record.name}Selection` : record.name, () => ({
      type: 'object',
      properties: Object.fromEntries(Object.entries(record.fields).map(([name, type]) => [name, valueSchema(type, selection)])),
      ...(selection ? { description: `Fields of ${record.name} narrowed by DisplayFields.` } : { required: Object.keys(record.fields) }),
      additionalProperties: false,
    }));
  };

  const valueSchema = (type: FieldType, selection: boolean): Schema => {
    if (isListType(type)) return { type: 'array', items: typeof type.of === 'string' ? scalarSchema(type.of) : recordRef(type.of, selection) };
    if (isRecordSchema(type)) return NULLABLE(recordRef(type, selection));
    return scalarSchema(type);
  };

  const requestFieldSchema = (type: RequestFieldType): Schema => {
    if (isRequestList(type)) {
      const item = type.of === 'int' ? { type: 'integer' } : { type: 'string' };
      return { anyOf: [{ type: 'array', items: item }, { type: 'string', description: 'comma-separated' }, { type: 'null' }] };
    }
    if (isRequestRecords(type)) return { type: ['array', 'null'], items: requestRef(type.of) };
    return requestScalarSchema(type);
  };

  const requestSchema = (shape: RequestShape, ignored: Readonly<Record<string, string>> = {}): Schema => {
    const notes = shape.notes as Readonly<Record<string, string | undefined>>;
    const aliases = (shape as RequestShape & DeclaredExtras).aliases ?? {};
    const properties: [string, Schema][] = [];
    for (const [name, type] of Object.entries(shape.fields)) {
      const schema = requestFieldSchema(type);
      const note = notes[name];
      properties.push([name, note ? { ...schema, description: note } : schema]);
      for (const alias of aliases[name] ?? []) properties.push([alias, { ...schema, description: `the same as ${name}` }]);
    }
    for (const [name, reason] of Object.entries(ignored)) properties.push([name, { description: `accepted and ignored: ${reason}` }]);
    return {
      type: 'object',
      properties: Object.fromEntries(properties),
      description: 'Fields are matched without regard to case; absent fields take their defaults; other fields are ignored. The text may use single quotes (JSON5).',
    };
  };

  const requestRef = (shape: RequestShape): Schema => define(`${shape.name}Request`, () => requestSchema(shape));

  const resultRef = (valueType: FieldType, selection: boolean): Schema =>
    define(`${resultTypeName(valueType)}${selection ? 'Selection' : ''}`, () => ({
      type: 'object',
      properties: {
        Code: { type: 'integer', enum: [...new Set(Object.values(RESULT_CODES).map((entry) => entry.code))], description: 'docs/v12-protocol.md, "Result codes"' },
        Message: { type: 'string' },
        Success: { type: 'boolean' },
        Value: { ...valueSchema(valueType, selection), description: 'null unless Success' },
      },
      required: ['Code', 'Message', 'Success', 'Value'],
      additionalProperties: false,
    }));

  const paths: Record<string, Schema> = {};
  for (const operation of catalog.operations.filter((op: WireOperation) => op.variant === 'Json')) {
    const request = wireRequestShape(operation.base);
    const selection = Object.keys(request.fields).some((name) => name.toLowerCase() === DISPLAY_FIELDS);
    const requestSchemaRef = define(`${operation.name}Request`, () => ({
      ...requestSchema(request, (operation.base as typeof operation.base & DeclaredExtras).ignored),
      required: ['CustomerName', 'CustomerPassword'],
    }));
    const example = { ...EXAMPLE_CREDENTIALS, ...operation.base.example };
    const answer = (description: string): Schema => ({
      description,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { [`${operation.name}Result`]: resultRef(operation.base.result, selection) },
            required: [`${operation.name}Result`],
            additionalProperties: false,
          },
        },
      },
    });
    const responses = {
      '200': answer(
        'The result; Code and Success tell how the call went: a wrong password is Code 401, and request JSON that is missing or cannot be read is Code 400, both with HTTP 200.',
      ),
    };
    const common = { summary: operation.base.summary, tags: ['v1.2 Json'] };
    paths[`${V12_PATH}/${operation.name}`] = {
      get: {
        ...common,
        operationId: `${operation.name}_get`,
        parameters: [
          {
            name: JSON_REQUEST_MEMBER,
            in: 'query',
            required: true,
            description: 'The request JSON, URL-encoded.',
            content: { 'application/json': { schema: requestSchemaRef, example } },
          },
        ],
        responses,
      },
      post: {
        ...common,
        operationId: `${operation.name}_post`,
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: requestSchemaRef, example },
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { [JSON_REQUEST_MEMBER]: { type: 'string', description: 'The request JSON.' } }, required: [JSON_REQUEST_MEMBER] },
            },
          },
        },
        responses,
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'APIService v1.2 — Json HTTP form',
      version: '1.2',
      description:
        'The Json operations of the second interface over plain HTTP (WCF webHttp style), as partner sites call them. Credentials travel in every request (CustomerName, CustomerPassword). The same operations are offered over SOAP: see ?wsdl.',
    },
    servers: [{ url: baseUrl }],
    paths,
    components: { schemas: Object.fromEntries([...schemas].sort(([a], [b]) => a.localeCompare(b))) },
  };
}

export function openApiDocument(catalog: V12Catalog, baseUrl: string): string {
  return `${JSON.stringify(buildOpenApi(catalog, baseUrl), null, 2)}\n`;
}
