import { type FieldType, isListType, isRecordSchema, type ListType, type RecordSchema, type ScalarType } from '../../common/record.js';
import { escapeXmlAttribute, XML_DECLARATION } from '../xml/xml-writer.js';
import { type V12Catalog } from './catalog.js';
import { type WireOperation, wireRequestShape } from './operation.js';
import { isRequestList, isRequestRecords, type RequestFieldType, type RequestShape } from './request-shape.js';
import { resultRecord } from './result-record.js';
import { JSON_REQUEST_MEMBER } from './wire-names.js';

const XSD_TYPES: Readonly<Record<ScalarType, string>> = {
  int: 'xs:int',
  long: 'xs:long',
  decimal: 'xs:decimal',
  double: 'xs:double',
  string: 'xs:string',
  boolean: 'xs:boolean',
  dateTime: 'xs:dateTime',
};

/** Named complex types of the schema; one name must always mean one definition. */
class TypeRegistry {
  private readonly types = new Map<string, string>();

  define(name: string, build: () => string): string {
    if (!this.types.has(name)) {
      this.types.set(name, '');
      this.types.set(name, build());
    } else if (this.types.get(name) !== '' && this.types.get(name) !== build()) {
      throw new Error(`Two different v1.2 schema types are named ${name}.`);
    }
    return `tns:${name}`;
  }

  toXml(): string {
    return [...this.types.values()].join('');
  }
}

function member(name: string, type: string, nillable: boolean, many = false): string {
  return `<xs:element minOccurs="0"${many ? ' maxOccurs="unbounded"' : ''} name="${name}"${nillable ? ' nillable="true"' : ''} type="${type}"/>`;
}

function fieldMember(types: TypeRegistry, name: string, type: FieldType): string {
  if (isListType(type)) return member(name, listType(types, type), true);
  if (isRecordSchema(type)) return member(name, recordType(types, type), true);
  return member(name, XSD_TYPES[type], type === 'string');
}

function recordType(types: TypeRegistry, schema: RecordSchema): string {
  return types.define(schema.name, () => {
    const members = Object.entries(schema.fields).map(([name, type]) => fieldMember(types, name, type));
    return `<xs:complexType name="${schema.name}"><xs:sequence>${members.join('')}</xs:sequence></xs:complexType>`;
  });
}

function listType(types: TypeRegistry, list: ListType): string {
  const name = `ArrayOf${list.item}`;
  return types.define(name, () => {
    const item =
      typeof list.of === 'string'
        ? member(list.item, XSD_TYPES[list.of], list.of === 'string', true)
        : member(list.item, recordType(types, list.of), true, true);
    return `<xs:complexType name="${name}"><xs:sequence>${item}</xs:sequence></xs:complexType>`;
  });
}

/** Request members: lists of scalars are comma-separated strings; nested requests are named types. */
function requestMember(types: TypeRegistry, name: string, type: RequestFieldType): string {
  if (isRequestList(type)) return member(name, 'xs:string', true);
  if (isRequestRecords(type)) {
    const arrayName = `ArrayOf${type.item}`;
    const itemType = requestType(types, type.of);
    const array = types.define(arrayName, () => {
      const item = member(type.item, itemType, true, true);
      return `<xs:complexType name="${arrayName}"><xs:sequence>${item}</xs:sequence></xs:complexType>`;
    });
    return member(name, array, true);
  }
  return member(name, XSD_TYPES[type], type === 'string');
}

/** The members of a request: its fields, then each field's aliases (same type, also optional). */
function requestMembers(types: TypeRegistry, shape: RequestShape): string {
  const fields = Object.entries(shape.fields);
  const aliases = fields.flatMap(([name, type]) => (shape.aliases[name] ?? []).map((alias): [string, RequestFieldType] => [alias, type]));
  return [...fields, ...aliases].map(([name, type]) => requestMember(types, name, type)).join('');
}

function requestType(types: TypeRegistry, shape: RequestShape): string {
  return types.define(shape.name, () => `<xs:complexType name="${shape.name}"><xs:sequence>${requestMembers(types, shape)}</xs:sequence></xs:complexType>`);
}

function operationElements(types: TypeRegistry, operation: WireOperation): string {
  const name = operation.name;
  let requestXml: string;
  let resultMember: string;
  if (operation.variant === 'Json') {
    requestXml = member(JSON_REQUEST_MEMBER, 'xs:string', true);
    resultMember = member(`${name}Result`, 'xs:string', true);
  } else {
    requestXml = requestMembers(types, wireRequestShape(operation.base));
    resultMember = member(`${name}Result`, recordType(types, resultRecord(operation.base.result)), true);
  }
  return (
    `<xs:element name="${name}"><xs:complexType><xs:sequence>${requestXml}</xs:sequence></xs:complexType></xs:element>` +
    `<xs:element name="${name}Response"><xs:complexType><xs:sequence>${resultMember}</xs:sequence></xs:complexType></xs:element>`
  );
}

const schemas = new WeakMap<V12Catalog, string>();

/** The XML schema of the contract namespace: request/response elements and every record type (built once per catalog). */
export function buildSchema(catalog: V12Catalog): string {
  let schema = schemas.get(catalog);
  if (schema === undefined) {
    schema = generateSchema(catalog);
    schemas.set(catalog, schema);
  }
  return schema;
}

function generateSchema(catalog: V12Catalog): string {
  const types = new TypeRegistry();
  const elements = catalog.operations.map((operation) => operationElements(types, operation)).join('');
  const ns = catalog.namespace;
  return (
    `<xs:schema elementFormDefault="qualified" targetNamespace="${ns}" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${ns}">` +
    elements +
    types.toXml() +
    `</xs:schema>`
  );
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
  const types = schemaLocation
    ? `<xs:schema targetNamespace="${ns}Imports" xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:import schemaLocation="${escapeXmlAttribute(schemaLocation)}" namespace="${ns}"/></xs:schema>`
    : buildSchema(catalog);
  const messages: string[] = [];
  const portOperations: string[] = [];
  const bindingOperations: string[] = [];
  for (const { name } of catalog.operations) {
    const action = catalog.soapAction(name);
    const message = `${CONTRACT_NAME}_${name}`;
    messages.push(
      `<wsdl:message name="${message}_InputMessage"><wsdl:part name="parameters" element="tns:${name}"/></wsdl:message>`,
      `<wsdl:message name="${message}_OutputMessage"><wsdl:part name="parameters" element="tns:${name}Response"/></wsdl:message>`,
    );
    portOperations.push(
      `<wsdl:operation name="${name}"><wsdl:input wsaw:Action="${action}" message="tns:${message}_InputMessage"/>` +
        `<wsdl:output wsaw:Action="${action}Response" message="tns:${message}_OutputMessage"/></wsdl:operation>`,
    );
    bindingOperations.push(
      `<wsdl:operation name="${name}"><soap:operation soapAction="${action}" style="document"/>` +
        `<wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>`,
    );
  }
  return (
    XML_DECLARATION +
    `<wsdl:definitions name="${CONTRACT_NAME}" targetNamespace="${ns}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl" xmlns:tns="${ns}">` +
    `<wsdl:types>${types}</wsdl:types>` +
    messages.join('') +
    `<wsdl:portType name="${CONTRACT_NAME}">${portOperations.join('')}</wsdl:portType>` +
    `<wsdl:binding name="${BINDING_NAME}" type="tns:${CONTRACT_NAME}"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>${bindingOperations.join('')}</wsdl:binding>` +
    `<wsdl:service name="${CONTRACT_NAME}"><wsdl:port name="${BINDING_NAME}" binding="tns:${BINDING_NAME}"><soap:address location="${escapeXmlAttribute(address)}"/></wsdl:port></wsdl:service>` +
    `</wsdl:definitions>`
  );
}

/** `?xsd=xsd0`: the schema as a document of its own. */
export function buildSchemaDocument(catalog: V12Catalog): string {
  return XML_DECLARATION + buildSchema(catalog);
}
