/**
 * The WSDL and discovery documents of the first interface, generated from the catalog in the
 * layout ASMX writes (wire-protocols.md §1 "WSDL"): one qualified schema, messages SoapIn/Out for
 * all operations then HttpGetIn/Out then HttpPostIn/Out, three port types, four bindings, and the
 * service ports in the order Soap, Soap12, HttpGet, HttpPost. Built with xmlbuilder2, indented
 * with two spaces and CRLF line ends as .NET writes them (../xml/description-xml.ts).
 */
import type { AsmxOperation, WireType } from './catalog.types.js';
import { soapActionOf } from './soap-action.js';
import { XmlDocument, type XmlElement } from '../xml/description-xml.js';

export interface ServiceDescriptionOptions {
  readonly namespace: string;
  readonly serviceName: string;
  /** Absolute address of the endpoint, e.g. `https://host/serviceapi.asmx`. */
  readonly address: string;
}

const WSDL_NS = 'http://schemas.xmlsoap.org/wsdl/';

const XSD_TYPES: Readonly<Record<WireType, string>> = Object.freeze({
  int: 's:int',
  decimal: 's:decimal',
  double: 's:double',
  dateTime: 's:dateTime',
  string: 's:string',
});

type HttpProtocol = 'HttpGet' | 'HttpPost';

function resultElement(op: AsmxOperation): 'int' | 'string' {
  return op.result.type === 'int' ? 'int' : 'string';
}

/** `<s:element name="Op"><s:complexType>…members…</s:complexType></s:element>` (an empty complexType without members). */
function schemaElement(schema: XmlElement, name: string, members: readonly (readonly [string, WireType])[]): void {
  const complexType = schema.element('s:element', { name }).element('s:complexType');
  if (members.length === 0) return;
  const sequence = complexType.element('s:sequence');
  for (const [member, type] of members) {
    const occurs = type === 'string' ? { minOccurs: '0', maxOccurs: '1' } : { minOccurs: '1', maxOccurs: '1' };
    sequence.element('s:element', { ...occurs, name: member, type: XSD_TYPES[type] });
  }
}

function types(definitions: XmlElement, operations: readonly AsmxOperation[], namespace: string): void {
  const schema = definitions.element('wsdl:types').element('s:schema', { elementFormDefault: 'qualified', targetNamespace: namespace });
  for (const op of operations) {
    schemaElement(
      schema,
      op.name,
      op.parameters.map((p) => [p.name, p.type]),
    );
    schemaElement(schema, `${op.name}Response`, [[`${op.name}Result`, resultElement(op)]]);
  }
  schema.element('s:element', { name: 'string', nillable: 'true', type: 's:string' });
  schema.element('s:element', { name: 'int', type: 's:int' });
}

function soapMessages(definitions: XmlElement, op: AsmxOperation): void {
  definitions.element('wsdl:message', { name: `${op.name}SoapIn` }).element('wsdl:part', { name: 'parameters', element: `tns:${op.name}` });
  definitions.element('wsdl:message', { name: `${op.name}SoapOut` }).element('wsdl:part', { name: 'parameters', element: `tns:${op.name}Response` });
}

function httpMessages(definitions: XmlElement, op: AsmxOperation, protocol: HttpProtocol): void {
  const input = definitions.element('wsdl:message', { name: `${op.name}${protocol}In` });
  for (const p of op.parameters) input.element('wsdl:part', { name: p.name, type: 's:string' });
  definitions.element('wsdl:message', { name: `${op.name}${protocol}Out` }).element('wsdl:part', { name: 'Body', element: `tns:${resultElement(op)}` });
}

function portType(definitions: XmlElement, operations: readonly AsmxOperation[], name: string, protocol: 'Soap' | HttpProtocol): void {
  const port = definitions.element('wsdl:portType', { name });
  for (const op of operations) {
    const operation = port.element('wsdl:operation', { name: op.name });
    // ASMX re-declares the wsdl prefix on each documentation element; kept for byte-identical output.
    operation.element('wsdl:documentation', { 'xmlns:wsdl': WSDL_NS }).text(op.description);
    operation.element('wsdl:input', { message: `tns:${op.name}${protocol}In` });
    operation.element('wsdl:output', { message: `tns:${op.name}${protocol}Out` });
  }
}

function soapBinding(definitions: XmlElement, operations: readonly AsmxOperation[], options: ServiceDescriptionOptions, prefix: 'soap' | 'soap12'): void {
  const svc = options.serviceName;
  const binding = definitions.element('wsdl:binding', { name: `${svc}${prefix === 'soap' ? 'Soap' : 'Soap12'}`, type: `tns:${svc}Soap` });
  binding.element(`${prefix}:binding`, { transport: 'http://schemas.xmlsoap.org/soap/http' });
  for (const op of operations) {
    const operation = binding.element('wsdl:operation', { name: op.name });
    operation.element(`${prefix}:operation`, { soapAction: soapActionOf(options.namespace, op.name), style: 'document' });
    operation.element('wsdl:input').element(`${prefix}:body`, { use: 'literal' });
    operation.element('wsdl:output').element(`${prefix}:body`, { use: 'literal' });
  }
}

function httpBinding(definitions: XmlElement, operations: readonly AsmxOperation[], serviceName: string, protocol: HttpProtocol): void {
  const binding = definitions.element('wsdl:binding', { name: `${serviceName}${protocol}`, type: `tns:${serviceName}${protocol}` });
  binding.element('http:binding', { verb: protocol === 'HttpGet' ? 'GET' : 'POST' });
  for (const op of operations) {
    const operation = binding.element('wsdl:operation', { name: op.name });
    operation.element('http:operation', { location: `/${op.name}` });
    const input = operation.element('wsdl:input');
    if (protocol === 'HttpGet') input.element('http:urlEncoded');
    else input.element('mime:content', { type: 'application/x-www-form-urlencoded' });
    operation.element('wsdl:output').element('mime:mimeXml', { part: 'Body' });
  }
}

function service(definitions: XmlElement, options: ServiceDescriptionOptions): void {
  const svc = options.serviceName;
  const element = definitions.element('wsdl:service', { name: svc });
  const ports = [
    ['Soap', 'soap'],
    ['Soap12', 'soap12'],
    ['HttpGet', 'http'],
    ['HttpPost', 'http'],
  ] as const;
  for (const [binding, prefix] of ports) {
    element.element('wsdl:port', { name: `${svc}${binding}`, binding: `tns:${svc}${binding}` }).element(`${prefix}:address`, { location: options.address });
  }
}

/** The WSDL document (UTF-8 text, CRLF line ends as .NET writes them). */
export function buildWsdl(operations: readonly AsmxOperation[], options: ServiceDescriptionOptions): string {
  const svc = options.serviceName;
  const document = new XmlDocument('indented');
  const definitions = document.element('wsdl:definitions', {
    'xmlns:soap': 'http://schemas.xmlsoap.org/wsdl/soap/',
    'xmlns:tm': 'http://microsoft.com/wsdl/mime/textMatching/',
    'xmlns:soapenc': 'http://schemas.xmlsoap.org/soap/encoding/',
    'xmlns:mime': 'http://schemas.xmlsoap.org/wsdl/mime/',
    'xmlns:tns': options.namespace,
    'xmlns:s': 'http://www.w3.org/2001/XMLSchema',
    'xmlns:soap12': 'http://schemas.xmlsoap.org/wsdl/soap12/',
    'xmlns:http': 'http://schemas.xmlsoap.org/wsdl/http/',
    targetNamespace: options.namespace,
    'xmlns:wsdl': WSDL_NS,
  });
  types(definitions, operations, options.namespace);
  for (const op of operations) soapMessages(definitions, op);
  for (const op of operations) httpMessages(definitions, op, 'HttpGet');
  for (const op of operations) httpMessages(definitions, op, 'HttpPost');
  portType(definitions, operations, `${svc}Soap`, 'Soap');
  portType(definitions, operations, `${svc}HttpGet`, 'HttpGet');
  portType(definitions, operations, `${svc}HttpPost`, 'HttpPost');
  soapBinding(definitions, operations, options, 'soap');
  soapBinding(definitions, operations, options, 'soap12');
  httpBinding(definitions, operations, svc, 'HttpGet');
  httpBinding(definitions, operations, svc, 'HttpPost');
  service(definitions, options);
  return document.toString();
}

/** The `?disco` discovery document: the contract reference and the two SOAP bindings. */
export function buildDisco(options: ServiceDescriptionOptions): string {
  const { address, namespace, serviceName: svc } = options;
  const document = new XmlDocument('indented');
  const discovery = document.element('discovery', {
    'xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    xmlns: 'http://schemas.xmlsoap.org/disco/',
  });
  discovery.element('contractRef', { ref: `${address}?wsdl`, docRef: address, xmlns: 'http://schemas.xmlsoap.org/disco/scl/' });
  discovery.element('soap', { address, 'xmlns:q1': namespace, binding: `q1:${svc}Soap`, xmlns: 'http://schemas.xmlsoap.org/disco/soap/' });
  discovery.element('soap', { address, 'xmlns:q2': namespace, binding: `q2:${svc}Soap12`, xmlns: 'http://schemas.xmlsoap.org/disco/soap/' });
  return document.toString();
}
