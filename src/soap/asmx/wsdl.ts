/**
 * The WSDL and discovery documents of the first interface, generated from the catalog in the
 * layout ASMX writes (wire-protocols.md §1 "WSDL"): one qualified schema, messages SoapIn/Out for
 * all operations then HttpGetIn/Out then HttpPostIn/Out, three port types, four bindings, and the
 * service ports in the order Soap, Soap12, HttpGet, HttpPost.
 */
import type { AsmxOperation, Parameter, WireType } from './catalog.types.js';
import { soapActionOf } from './soap-action.js';
import { escapeXmlAttribute, escapeXmlText, XML_DECLARATION } from '../xml/xml-writer.js';

export interface ServiceDescriptionOptions {
  readonly namespace: string;
  readonly serviceName: string;
  /** Absolute address of the endpoint, e.g. `https://host/serviceapi.asmx`. */
  readonly address: string;
}

const XSD_TYPES: Readonly<Record<WireType, string>> = Object.freeze({
  int: 's:int',
  decimal: 's:decimal',
  double: 's:double',
  dateTime: 's:dateTime',
  string: 's:string',
});

function schemaMember(name: string, type: WireType): string {
  const occurs = type === 'string' ? 'minOccurs="0" maxOccurs="1"' : 'minOccurs="1" maxOccurs="1"';
  return `            <s:element ${occurs} name="${name}" type="${XSD_TYPES[type]}" />`;
}

function complexType(members: readonly string[]): string[] {
  if (members.length === 0) return ['        <s:complexType />'];
  return ['        <s:complexType>', '          <s:sequence>', ...members, '          </s:sequence>', '        </s:complexType>'];
}

function schemaElements(op: AsmxOperation): string[] {
  const resultType: WireType = op.result.type === 'int' ? 'int' : 'string';
  return [
    `      <s:element name="${op.name}">`,
    ...complexType(op.parameters.map((p: Parameter) => schemaMember(p.name, p.type))),
    '      </s:element>',
    `      <s:element name="${op.name}Response">`,
    ...complexType([schemaMember(`${op.name}Result`, resultType)]),
    '      </s:element>',
  ];
}

function httpMessages(op: AsmxOperation, protocol: 'HttpGet' | 'HttpPost'): string[] {
  const parts = op.parameters.map((p) => `    <wsdl:part name="${p.name}" type="s:string" />`);
  const input =
    parts.length === 0
      ? [`  <wsdl:message name="${op.name}${protocol}In" />`]
      : [`  <wsdl:message name="${op.name}${protocol}In">`, ...parts, '  </wsdl:message>'];
  return [
    ...input,
    `  <wsdl:message name="${op.name}${protocol}Out">`,
    `    <wsdl:part name="Body" element="tns:${op.result.type === 'int' ? 'int' : 'string'}" />`,
    '  </wsdl:message>',
  ];
}

function portType(operations: readonly AsmxOperation[], name: string, protocol: 'Soap' | 'HttpGet' | 'HttpPost'): string[] {
  const lines = [`  <wsdl:portType name="${name}">`];
  for (const op of operations) {
    lines.push(
      `    <wsdl:operation name="${op.name}">`,
      `      <wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">${escapeXmlText(op.description)}</wsdl:documentation>`,
      `      <wsdl:input message="tns:${op.name}${protocol}In" />`,
      `      <wsdl:output message="tns:${op.name}${protocol}Out" />`,
      '    </wsdl:operation>',
    );
  }
  lines.push('  </wsdl:portType>');
  return lines;
}

function soapBinding(operations: readonly AsmxOperation[], options: ServiceDescriptionOptions, prefix: 'soap' | 'soap12'): string[] {
  const svc = options.serviceName;
  const lines = [
    `  <wsdl:binding name="${svc}${prefix === 'soap' ? 'Soap' : 'Soap12'}" type="tns:${svc}Soap">`,
    `    <${prefix}:binding transport="http://schemas.xmlsoap.org/soap/http" />`,
  ];
  for (const op of operations) {
    lines.push(
      `    <wsdl:operation name="${op.name}">`,
      `      <${prefix}:operation soapAction="${escapeXmlAttribute(soapActionOf(options.namespace, op.name))}" style="document" />`,
      '      <wsdl:input>',
      `        <${prefix}:body use="literal" />`,
      '      </wsdl:input>',
      '      <wsdl:output>',
      `        <${prefix}:body use="literal" />`,
      '      </wsdl:output>',
      '    </wsdl:operation>',
    );
  }
  lines.push('  </wsdl:binding>');
  return lines;
}

function httpBinding(operations: readonly AsmxOperation[], serviceName: string, protocol: 'HttpGet' | 'HttpPost'): string[] {
  const input = protocol === 'HttpGet' ? '<http:urlEncoded />' : '<mime:content type="application/x-www-form-urlencoded" />';
  const lines = [
    `  <wsdl:binding name="${serviceName}${protocol}" type="tns:${serviceName}${protocol}">`,
    `    <http:binding verb="${protocol === 'HttpGet' ? 'GET' : 'POST'}" />`,
  ];
  for (const op of operations) {
    lines.push(
      `    <wsdl:operation name="${op.name}">`,
      `      <http:operation location="/${op.name}" />`,
      '      <wsdl:input>',
      `        ${input}`,
      '      </wsdl:input>',
      '      <wsdl:output>',
      '        <mime:mimeXml part="Body" />',
      '      </wsdl:output>',
      '    </wsdl:operation>',
    );
  }
  lines.push('  </wsdl:binding>');
  return lines;
}

/** The WSDL document (UTF-8 text, CRLF line ends as .NET writes them). */
export function buildWsdl(operations: readonly AsmxOperation[], options: ServiceDescriptionOptions): string {
  const ns = escapeXmlAttribute(options.namespace);
  const svc = options.serviceName;
  const address = escapeXmlAttribute(options.address);
  const lines = [
    XML_DECLARATION,
    `<wsdl:definitions xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tm="http://microsoft.com/wsdl/mime/textMatching/" ` +
      `xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:tns="${ns}" ` +
      `xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" ` +
      `xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" targetNamespace="${ns}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">`,
    '  <wsdl:types>',
    `    <s:schema elementFormDefault="qualified" targetNamespace="${ns}">`,
    ...operations.flatMap(schemaElements),
    '      <s:element name="string" nillable="true" type="s:string" />',
    '      <s:element name="int" type="s:int" />',
    '    </s:schema>',
    '  </wsdl:types>',
    ...operations.flatMap((op) => [
      `  <wsdl:message name="${op.name}SoapIn">`,
      `    <wsdl:part name="parameters" element="tns:${op.name}" />`,
      '  </wsdl:message>',
      `  <wsdl:message name="${op.name}SoapOut">`,
      `    <wsdl:part name="parameters" element="tns:${op.name}Response" />`,
      '  </wsdl:message>',
    ]),
    ...operations.flatMap((op) => httpMessages(op, 'HttpGet')),
    ...operations.flatMap((op) => httpMessages(op, 'HttpPost')),
    ...portType(operations, `${svc}Soap`, 'Soap'),
    ...portType(operations, `${svc}HttpGet`, 'HttpGet'),
    ...portType(operations, `${svc}HttpPost`, 'HttpPost'),
    ...soapBinding(operations, options, 'soap'),
    ...soapBinding(operations, options, 'soap12'),
    ...httpBinding(operations, svc, 'HttpGet'),
    ...httpBinding(operations, svc, 'HttpPost'),
    `  <wsdl:service name="${svc}">`,
    `    <wsdl:port name="${svc}Soap" binding="tns:${svc}Soap">`,
    `      <soap:address location="${address}" />`,
    '    </wsdl:port>',
    `    <wsdl:port name="${svc}Soap12" binding="tns:${svc}Soap12">`,
    `      <soap12:address location="${address}" />`,
    '    </wsdl:port>',
    `    <wsdl:port name="${svc}HttpGet" binding="tns:${svc}HttpGet">`,
    `      <http:address location="${address}" />`,
    '    </wsdl:port>',
    `    <wsdl:port name="${svc}HttpPost" binding="tns:${svc}HttpPost">`,
    `      <http:address location="${address}" />`,
    '    </wsdl:port>',
    '  </wsdl:service>',
    '</wsdl:definitions>',
  ];
  return lines.join('\r\n');
}

/** The `?disco` discovery document: the contract reference and the two SOAP bindings. */
export function buildDisco(options: ServiceDescriptionOptions): string {
  const address = escapeXmlAttribute(options.address);
  const ns = escapeXmlAttribute(options.namespace);
  const svc = options.serviceName;
  return [
    XML_DECLARATION,
    '<discovery xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://schemas.xmlsoap.org/disco/">',
    `  <contractRef ref="${address}?wsdl" docRef="${address}" xmlns="http://schemas.xmlsoap.org/disco/scl/" />`,
    `  <soap address="${address}" xmlns:q1="${ns}" binding="q1:${svc}Soap" xmlns="http://schemas.xmlsoap.org/disco/soap/" />`,
    `  <soap address="${address}" xmlns:q2="${ns}" binding="q2:${svc}Soap12" xmlns="http://schemas.xmlsoap.org/disco/soap/" />`,
    '</discovery>',
  ].join('\r\n');
}
