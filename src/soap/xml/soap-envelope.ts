/**
 * SOAP 1.1 and 1.2 envelopes and faults, byte for byte as the ASMX platform writes them
 * (wire-protocols.md §1): UTF-8, no indentation, prefix `soap` for both versions.
 */
import { joinText, type Text } from '../../common/wire-text.js';
import { escapeXmlText, XML_DECLARATION } from './xml-writer.js';

export type SoapVersion = '1.1' | '1.2';

export const SOAP_ENVELOPE_NAMESPACES: Readonly<Record<SoapVersion, string>> = Object.freeze({
  '1.1': 'http://schemas.xmlsoap.org/soap/envelope/',
  '1.2': 'http://www.w3.org/2003/05/soap-envelope',
});

export const SOAP_CONTENT_TYPES: Readonly<Record<SoapVersion, string>> = Object.freeze({
  '1.1': 'text/xml; charset=utf-8',
  '1.2': 'application/soap+xml; charset=utf-8',
});

export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
export const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';

const ENVELOPE_START: Readonly<Record<SoapVersion, string>> = Object.freeze({
  '1.1': `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACES['1.1']}" xmlns:xsi="${XSI_NAMESPACE}" xmlns:xsd="${XSD_NAMESPACE}"><soap:Body>`,
  '1.2': `${XML_DECLARATION}<soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NAMESPACES['1.2']}" xmlns:xsi="${XSI_NAMESPACE}" xmlns:xsd="${XSD_NAMESPACE}"><soap:Body>`,
});
const ENVELOPE_END = '</soap:Body></soap:Envelope>';

/** A whole response document: the declaration and an envelope whose Body holds `bodyXml` (already XML). */
export function soapEnvelope(version: SoapVersion, bodyXml: string): string;
export function soapEnvelope(version: SoapVersion, bodyXml: Text): Text;
export function soapEnvelope(version: SoapVersion, bodyXml: Text): Text {
  return joinText([ENVELOPE_START[version], bodyXml, ENVELOPE_END]);
}

/** Client = the request is at fault (1.1 soap:Client, 1.2 soap:Sender); server = the service is. */
export type FaultParty = 'client' | 'server';

const FAULT_CODES: Readonly<Record<SoapVersion, Readonly<Record<FaultParty, string>>>> = Object.freeze({
  '1.1': Object.freeze({ client: 'soap:Client', server: 'soap:Server' }),
  '1.2': Object.freeze({ client: 'soap:Sender', server: 'soap:Receiver' }),
});

/** The Fault element (children unqualified in 1.1, as ASMX writes them). */
export function soapFaultElement(version: SoapVersion, party: FaultParty, message: string): string {
  const code = FAULT_CODES[version][party];
  const text = escapeXmlText(message);
  if (version === '1.1') {
    return `<soap:Fault><faultcode>${code}</faultcode><faultstring>${text}</faultstring><detail /></soap:Fault>`;
  }
  return (
    `<soap:Fault><soap:Code><soap:Value>${code}</soap:Value></soap:Code>` +
    `<soap:Reason><soap:Text xml:lang="en">${text}</soap:Text></soap:Reason><soap:Detail /></soap:Fault>`
  );
}

/** A whole fault response document. */
export function soapFault(version: SoapVersion, party: FaultParty, message: string): string {
  return soapEnvelope(version, soapFaultElement(version, party, message));
}

/** Joins a fault's cause chain the way .NET does: `outer ---> inner ---> innermost`. */
export function faultChain(...messages: readonly string[]): string {
  return messages.join(' ---> ');
}
