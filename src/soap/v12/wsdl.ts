/**
 * The WSDL and XML schema of the v1.2 interface, in the layout WCF writes (one line, `/>`
 * without a space): built with xmlbuilder2 (../xml/description-xml.ts) from a schema model that
 * is worked out once per catalog.
 */
import { type FieldType, isListType, isRecordSchema, type ListType, type RecordSchema, type ScalarType } from '../../common/record.js';
import { XmlDocument, type XmlElement, type XmlParent } from '../xml/description-xml.js';
import { type V12Catalog } from './catalog.js';
import { type WireOperation, wireRequestShape } from './operation.js';
import { isRequestList, isRequestRecords, type RequestFieldType, type RequestShape } from './request-shape.js';
import { resultRecord } from './result-record.js';
import { JSON_REQUEST_MEMBER } from './wire-names.js';

const XSD_NS = 'http://www.w3.org/2001/XMLSchema';

const XSD_TYPES: Readonly<Record<ScalarType, string>> = {
  int: 'xs:int',
  long: 'xs:long',
  decimal: 'xs:decimal',
  double: 'xs:double',
  string: 'xs:string',
  boolean: 'xs:boolean',
  dateTime: 'xs:dateTime',
};

/** One member of a sequence: always optional; `many` for list items; `nillable` for strings and references. */
interface Member {
  readonly name: string;
  readonly type: string;
  readonly nillable: boolean;
  readonly many: boolean;
}

/** A named element (`Op`, `OpResponse`) or complex type, with the members of its sequence. */
interface Sequence {
  readonly name: string;
  readonly members: readonly Member[];
}

/** What the schema declares: the elements of each operation, then every named complex type. */
interface SchemaModel {
  readonly namespace: string;
  readonly elements: readonly Sequence[];
  readonly types: readonly Sequence[];
}

function sameMembers(a: readonly Member[], b: readonly Member[]): boolean {
  return a.length === b.length && a.every((m, i) => m.name === b[i]!.name && m.type === b[i]!.type && m.nillable === b[i]!.nillable && m.many === b[i]!.many);
}

/** Named complex types of the schema, in order of first use; one name must always mean one definition. */
class TypeRegistry {
  /** `undefined` while the type's own members are being worked out (a type that refers to itself). */
  private readonly types = new Map<string, readonly Member[] | undefined>();

  define(name: string, build: () => readonly Member[]): string {
    if (!this.types.has(name)) {
      this.types.set(name, undefined);
      this.types.set(name, build());
    } else {
      const defined = this.types.get(name);
      if (defined !== undefined && !sameMembers(defined, build())) throw new Error(`Two different v1.2 schema types are named ${name}.`);
    }
    return `tns:${name}`;
  }

  sequences(): Sequence[] {
    return [...this.types].map(([name, members]) => ({ name, members: members ?? [] }));
  }
}

function member(name: string, type: string, nillable: boolean, many = false): Member {
  return { name, type, nillable, many };
}

function fieldMember(types: TypeRegistry, name: string, type: FieldType): Member {
  if (isListType(type)) return member(name, listType(types, type), true);
  if (isRecordSchema(type)) return member(name, recordType(types, type), true);
  return member(name, XSD_TYPES[type], type === 'string');
}

function recordType(types: TypeRegistry, schema: RecordSchema): string {
  return types.define(schema.name, () => Object.entries(schema.fields).map(([name, type]) => fieldMember(types, name, type)));
}

function listType(types: TypeRegistry, list: ListType): string {
  return types.define(`ArrayOf${list.item}`, () => [
    typeof list.of === 'string'
      ? member(list.item, XSD_TYPES[list.of], list.of === 'string', true)
      : member(list.item, recordType(types, list.of), true, true),
  ]);
}

/** Request members: lists of scalars are comma-separated strings; nested requests are named types. */
function requestMember(types: TypeRegistry, name: string, type: RequestFieldType): Member {
  if (isRequestList(type)) return member(name, 'xs:string', true);
  if (isRequestRecords(type)) {
    const itemType = requestType(types, type.of);
    const array = types.define(`ArrayOf${type.item}`, () => [member(type.item, itemType, true, true)]);
    return member(name, array, true);
  }
  return member(name, XSD_TYPES[type], type === 'string');
}

/** The members of a request: its fields, then each field's aliases (same type, also optional). */
function requestMembers(types: TypeRegistry, shape: RequestShape): Member[] {
  const fields = Object.entries(shape.fields);
  const aliases = fields.flatMap(([name, type]) => (shape.aliases[name] ?? []).map((alias): [string, RequestFieldType] => [alias, type]));
  return [...fields, ...aliases].map(([name, type]) => requestMember(types, name, type));
}

function requestType(types: TypeRegistry, shape: RequestShape): string {
  return types.define(shape.name, () => requestMembers(types, shape));
}

function operationElements(types: TypeRegistry, operation: WireOperation): Sequence[] {
  const name = operation.name;
  if (operation.variant === 'Json') {
    return [
      { name, members: [member(JSON_REQUEST_MEMBER, 'xs:string', true)] },
      { name: `${name}Response`, members: [member(`${name}Result`, 'xs:string', true)] },
    ];
  }
  const request = requestMembers(types, wireRequestShape(operation.base));
  const result = member(`${name}Result`, recordType(types, resultRecord(operation.base.result)), true);
  return [
    { name, members: request },
    { name: `${name}Response`, members: [result] },
  ];
}

const models = new WeakMap<V12Catalog, SchemaModel>();

/** The schema of the contract namespace: request/response elements and every record type (worked out once per catalog). */
function schemaModel(catalog: V12Catalog): SchemaModel {
  let model = models.get(catalog);
  if (model === undefined) {
    const types = new TypeRegistry();
    const elements = catalog.operations.flatMap((operation) => operationElements(types, operation));
    model = { namespace: catalog.namespace, elements, types: types.sequences() };
    models.set(catalog, model);
  }
  return model;
}

function appendSequence(parent: XmlElement, members: readonly Member[]): void {
  const sequence = parent.element('xs:sequence');
  for (const m of members) {
    sequence.element('xs:element', {
      minOccurs: '0',
      ...(m.many ? { maxOccurs: 'unbounded' } : {}),
      name: m.name,
      ...(m.nillable ? { nillable: 'true' } : {}),
      type: m.type,
    });
  }
}

/** `<xs:schema …>` with the operations' elements, then the named complex types. */
function appendSchema(parent: XmlParent, model: SchemaModel): void {
  const schema = parent.element('xs:schema', {
    elementFormDefault: 'qualified',
    targetNamespace: model.namespace,
    'xmlns:xs': XSD_NS,
    'xmlns:tns': model.namespace,
  });
  for (const element of model.elements) appendSequence(schema.element('xs:element', { name: element.name }).element('xs:complexType'), element.members);
  for (const type of model.types) appendSequence(schema.element('xs:complexType', { name: type.name }), type.members);
}

export const CONTRACT_NAME = 'APIService';
const BINDING_NAME = `BasicHttpBinding_${CONTRACT_NAME}`;

/**
 * The WSDL of the v1.2 interface: document/literal over SOAP 1.1 (basicHttpBinding), one port
 * at `address`. `schemaLocation` set: the types are imported from `?xsd=xsd0` (WCF's `?wsdl`);
 * absent: the schema is inlined (`?singleWsdl`, one self-contained document).
 */
export function buildWsdl(catalog: V12Catalog, address: string, schemaLocation?: string): string {
  const ns = catalog.namespace;
  const document = new XmlDocument('compact');
  const definitions = document.element('wsdl:definitions', {
    name: CONTRACT_NAME,
    targetNamespace: ns,
    'xmlns:wsdl': 'http://schemas.xmlsoap.org/wsdl/',
    'xmlns:soap': 'http://schemas.xmlsoap.org/wsdl/soap/',
    'xmlns:xs': XSD_NS,
    'xmlns:wsaw': 'http://www.w3.org/2006/05/addressing/wsdl',
    'xmlns:tns': ns,
  });
  const types = definitions.element('wsdl:types');
  if (schemaLocation) {
    types.element('xs:schema', { targetNamespace: `${ns}Imports`, 'xmlns:xs': XSD_NS }).element('xs:import', { schemaLocation, namespace: ns });
  } else {
    appendSchema(types, schemaModel(catalog));
  }
  for (const { name } of catalog.operations) {
    const message = `${CONTRACT_NAME}_${name}`;
    definitions.element('wsdl:message', { name: `${message}_InputMessage` }).element('wsdl:part', { name: 'parameters', element: `tns:${name}` });
    definitions.element('wsdl:message', { name: `${message}_OutputMessage` }).element('wsdl:part', { name: 'parameters', element: `tns:${name}Response` });
  }
  const portType = definitions.element('wsdl:portType', { name: CONTRACT_NAME });
  for (const { name } of catalog.operations) {
    const action = catalog.soapAction(name);
    const message = `${CONTRACT_NAME}_${name}`;
    const operation = portType.element('wsdl:operation', { name });
    operation.element('wsdl:input', { 'wsaw:Action': action, message: `tns:${message}_InputMessage` });
    operation.element('wsdl:output', { 'wsaw:Action': `${action}Response`, message: `tns:${message}_OutputMessage` });
  }
  const binding = definitions.element('wsdl:binding', { name: BINDING_NAME, type: `tns:${CONTRACT_NAME}` });
  binding.element('soap:binding', { transport: 'http://schemas.xmlsoap.org/soap/http' });
  for (const { name } of catalog.operations) {
    const operation = binding.element('wsdl:operation', { name });
    operation.element('soap:operation', { soapAction: catalog.soapAction(name), style: 'document' });
    operation.element('wsdl:input').element('soap:body', { use: 'literal' });
    operation.element('wsdl:output').element('soap:body', { use: 'literal' });
  }
  definitions
    .element('wsdl:service', { name: CONTRACT_NAME })
    .element('wsdl:port', { name: BINDING_NAME, binding: `tns:${BINDING_NAME}` })
    .element('soap:address', { location: address });
  return document.toString();
}

/** `?xsd=xsd0`: the schema as a document of its own. */
export function buildSchemaDocument(catalog: V12Catalog): string {
  const document = new XmlDocument('compact');
  appendSchema(document, schemaModel(catalog));
  return document.toString();
}
