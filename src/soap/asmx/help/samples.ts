import { escapeXmlAttribute, XML_DECLARATION } from '../../xml/xml-writer.js';
import type { AsmxOperation } from '../catalog.types.js';
import { soapActionOf } from '../soap-action.js';

/**
 * The sample requests and responses of an operation page, laid out like the ASMX help pages:
 * literal text with placeholders (`<ID>int</ID>`, `Content-Length: length`) for the caller to
 * replace. Parts are kept apart so the page can mark placeholders up and tests can read them as text.
 */

export type SamplePart = string | { readonly placeholder: string };

export interface ProtocolSample {
  readonly protocol: 'SOAP 1.1' | 'SOAP 1.2' | 'HTTP GET' | 'HTTP POST';
  readonly request: readonly SamplePart[];
  readonly response: readonly SamplePart[];
}

export interface SampleContext {
  /** XML namespace of the service. */
  readonly namespace: string;
  /** Host header value for the samples (the host the reader used). */
  readonly host: string;
  /** Path of the endpoint, e.g. `/serviceapi.asmx`. */
  readonly path: string;
}

const SOAP11_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12_ENVELOPE = 'http://www.w3.org/2003/05/soap-envelope';
const XSI_XSD = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"';

const ph = (placeholder: string): SamplePart => ({ placeholder });

function bodyElements(op: AsmxOperation, namespace: string, indent: string): SamplePart[] {
  const parts: SamplePart[] = [`${indent}<${op.name} xmlns="${escapeXmlAttribute(namespace)}">\n`];
  for (const parameter of op.parameters) {
    parts.push(`${indent}  <${parameter.name}>`, ph(parameter.type), `</${parameter.name}>\n`);
  }
  parts.push(`${indent}</${op.name}>\n`);
  return parts;
}

function responseElements(op: AsmxOperation, namespace: string, indent: string): SamplePart[] {
  return [
    `${indent}<${op.name}Response xmlns="${escapeXmlAttribute(namespace)}">\n`,
    `${indent}  <${op.name}Result>`,
    ph(op.result.type),
    `</${op.name}Result>\n`,
    `${indent}</${op.name}Response>\n`,
  ];
}

function envelope(prefix: 'soap' | 'soap12', content: readonly SamplePart[]): SamplePart[] {
  const ns = prefix === 'soap' ? SOAP11_ENVELOPE : SOAP12_ENVELOPE;
  return [
    `${XML_DECLARATION}\n<${prefix}:Envelope ${XSI_XSD} xmlns:${prefix}="${ns}">\n  <${prefix}:Body>\n`,
    ...content,
    `  </${prefix}:Body>\n</${prefix}:Envelope>`,
  ];
}

function headers(lines: readonly (readonly SamplePart[])[]): SamplePart[] {
  return lines.flatMap((line) => [...line, '\n']);
}

const okResponse = (contentType: string): SamplePart[] =>
  headers([['HTTP/1.1 200 OK'], [`Content-Type: ${contentType}`], ['Content-Length: ', ph('length')]]);

function soap11(op: AsmxOperation, context: SampleContext): ProtocolSample {
  return {
    protocol: 'SOAP 1.1',
    request: [
      ...headers([
        [`POST ${context.path} HTTP/1.1`],
        [`Host: ${context.host}`],
        ['Content-Type: text/xml; charset=utf-8'],
        ['Content-Length: ', ph('length')],
        [`SOAPAction: "${soapActionOf(context.namespace, op.name)}"`],
      ]),
      '\n',
      ...envelope('soap', bodyElements(op, context.namespace, '    ')),
    ],
    response: [...okResponse('text/xml; charset=utf-8'), '\n', ...envelope('soap', responseElements(op, context.namespace, '    '))],
  };
}

function soap12(op: AsmxOperation, context: SampleContext): ProtocolSample {
  return {
    protocol: 'SOAP 1.2',
    request: [
      ...headers([
        [`POST ${context.path} HTTP/1.1`],
        [`Host: ${context.host}`],
        ['Content-Type: application/soap+xml; charset=utf-8'],
        ['Content-Length: ', ph('length')],
      ]),
      '\n',
      ...envelope('soap12', bodyElements(op, context.namespace, '    ')),
    ],
    response: [
      ...okResponse('application/soap+xml; charset=utf-8'),
      '\n',
      ...envelope('soap12', responseElements(op, context.namespace, '    ')),
    ],
  };
}

/** `a=string&b=string`: over HTTP GET and POST every value travels as text. */
function textParameters(op: AsmxOperation): SamplePart[] {
  return op.parameters.flatMap((parameter, index) => [`${index === 0 ? '' : '&'}${parameter.name}=`, ph('string')]);
}

function plainResponse(op: AsmxOperation, context: SampleContext): SamplePart[] {
  const root = op.result.type;
  return [
    ...okResponse('text/xml; charset=utf-8'),
    '\n',
    `${XML_DECLARATION}\n<${root} xmlns="${escapeXmlAttribute(context.namespace)}">`,
    ph(root),
    `</${root}>`,
  ];
}

function httpGet(op: AsmxOperation, context: SampleContext): ProtocolSample {
  return {
    protocol: 'HTTP GET',
    request: [
      `GET ${context.path}/${op.name}`,
      ...(op.parameters.length > 0 ? ['?', ...textParameters(op)] : []),
      ' HTTP/1.1\n',
      `Host: ${context.host}\n`,
    ],
    response: plainResponse(op, context),
  };
}

function httpPost(op: AsmxOperation, context: SampleContext): ProtocolSample {
  return {
    protocol: 'HTTP POST',
    request: [
      ...headers([
        [`POST ${context.path}/${op.name} HTTP/1.1`],
        [`Host: ${context.host}`],
        ['Content-Type: application/x-www-form-urlencoded'],
        ['Content-Length: ', ph('length')],
      ]),
      '\n',
      ...textParameters(op),
    ],
    response: plainResponse(op, context),
  };
}

/** The four samples of an operation, in the order the ASMX help page showed them. */
export function protocolSamples(op: AsmxOperation, context: SampleContext): ProtocolSample[] {
  return [soap11(op, context), soap12(op, context), httpGet(op, context), httpPost(op, context)];
}

/** The sample as plain text, placeholders in place. */
export function sampleText(parts: readonly SamplePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.placeholder)).join('');
}
