/**
 * Helpers of the ASMX end-to-end suites: raw SOAP/GET/POST calls against a running test app and
 * small readers for the XML they return.
 */
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { readXml, type XmlElement } from '../../src/soap/xml/xml-reader.js';

export const NS = 'http://tempuri.org/';
export const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
export const [AGENCY1, AGENCY2] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

export interface RawResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

export type Params = Readonly<Record<string, string | number>>;

export function credentials(account = AGENCY1): Params {
  return { CustomerName: account.name, CustomerPassword: account.password };
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `<Op xmlns=NS><Name>value</Name>…</Op>` */
export function operationElement(op: string, params: Params): string {
  const children = Object.entries(params)
    .map(([name, value]) => `<${name}>${escape(String(value))}</${name}>`)
    .join('');
  return `<${op} xmlns="${NS}">${children}</${op}>`;
}

export function envelope(version: '1.1' | '1.2', bodyContent: string): string {
  const ns = version === '1.1' ? SOAP11 : SOAP12;
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ns}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soap:Body>${bodyContent}</soap:Body></soap:Envelope>`;
}

async function raw(url: string, init: RequestInit): Promise<RawResponse> {
  const response = await fetch(url, init);
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}

export function post(url: string, body: string | Uint8Array, headers: Record<string, string>): Promise<RawResponse> {
  return raw(url, { method: 'POST', body, headers });
}

export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return raw(url, { headers });
}

/** A SOAP 1.1 call routed by SOAPAction. */
export function soap11(baseUrl: string, op: string, params: Params): Promise<RawResponse> {
  return post(`${baseUrl}/serviceapi.asmx`, envelope('1.1', operationElement(op, params)), {
    'Content-Type': 'text/xml; charset=utf-8',
    SOAPAction: `"${NS}${op}"`,
  });
}

/** A SOAP 1.2 call with the action in the content type. */
export function soap12(baseUrl: string, op: string, params: Params): Promise<RawResponse> {
  return post(`${baseUrl}/serviceapi.asmx`, envelope('1.2', operationElement(op, params)), {
    'Content-Type': `application/soap+xml; charset=utf-8; action="${NS}${op}"`,
  });
}

function encodeForm(params: Params): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

export function httpGet(baseUrl: string, op: string, params: Params): Promise<RawResponse> {
  const query = encodeForm(params);
  return get(`${baseUrl}/serviceapi.asmx/${op}?${query}`);
}

export function httpPost(baseUrl: string, op: string, params: Params): Promise<RawResponse> {
  const form = encodeForm(params);
  return post(`${baseUrl}/serviceapi.asmx/${op}`, form, { 'Content-Type': 'application/x-www-form-urlencoded' });
}

/** The `<OpResult>` text of a SOAP response (null when the element is absent). */
export function soapResult(body: string, op: string): string | null {
  const doc = readXml(body);
  const soapBody = doc.root.children.find((c) => c.localName === 'Body');
  const response = soapBody?.children.find((c) => c.localName === `${op}Response` && c.namespace === NS);
  if (!response) throw new Error(`No ${op}Response in ${body.slice(0, 500)}`);
  const result = response.children.find((c) => c.localName === `${op}Result`);
  return result ? result.text : null;
}

/** The text of a GET/POST `<string>`/`<int>` document. */
export function httpResult(body: string): string {
  return readXml(body).root.text;
}

/** The fault string (1.1) or reason text (1.2) of a fault response. */
export function faultText(body: string): string {
  const doc = readXml(body);
  const fault = doc.root.children.find((c) => c.localName === 'Body')?.children[0];
  if (!fault || fault.localName !== 'Fault') throw new Error(`Not a fault: ${body.slice(0, 300)}`);
  const string = fault.children.find((c) => c.localName === 'faultstring');
  if (string) return string.text;
  return fault.children.find((c) => c.localName === 'Reason')?.children[0]?.text ?? '';
}

export function faultCode(body: string): string {
  const doc = readXml(body);
  const fault = doc.root.children.find((c) => c.localName === 'Body')?.children[0];
  const code = fault?.children.find((c) => c.localName === 'faultcode');
  if (code) return code.text;
  return fault?.children.find((c) => c.localName === 'Code')?.children[0]?.text ?? '';
}

/** Parses a string result (an XML document in the record vocabulary). */
export function record(xml: string | null): XmlElement {
  if (xml === null) throw new Error('No result');
  return readXml(xml).root;
}

/** The text of a direct child element, or undefined. */
export function field(element: XmlElement | undefined, name: string): string | undefined {
  return element?.children.find((c) => c.localName === name)?.text;
}

/** The items of a list result: `<Root><Items><X/>…</Items></Root>`. */
export function items(element: XmlElement): readonly XmlElement[] {
  return element.children.find((c) => c.localName === 'Items')?.children ?? [];
}
