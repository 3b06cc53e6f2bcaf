import { Logger } from '@nestjs/common';
import { joinText, type Text } from '../../common/wire-text.js';
import { encodeRecordXmlWire } from '../xml/record-codec.js';
import { SOAP_CONTENT_TYPES, SOAP_ENVELOPE_NAMESPACES, soapEnvelope } from '../xml/soap-envelope.js';
import { type XmlElement, readXml, XmlSyntaxError } from '../xml/xml-reader.js';
import { escapeXmlText } from '../xml/xml-writer.js';
import type { V12Catalog } from './catalog.js';
import { type WireOperation, wireRequestShape } from './operation.js';
import { type OperationRunner, resultJson } from './operation-runner.js';
import { bindRequest, RequestFieldError } from './request-binder.js';
import { resultSchemaOf } from './result-record.js';
import {
  actionNotSupportedFault,
  deserializationFault,
  internalServiceFault,
  invalidEnvelopeFault,
} from './wcf-faults.js';
import { requestTree } from './xml-request-tree.js';
import { JSON_REQUEST_MEMBER } from './wire-names.js';

/** What the transport writes back: status, content type (none for empty bodies) and body. */
export interface WireResponse {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: Text;
  /** Further response headers (the index page's security headers). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface SoapRequest {
  readonly contentType: string | undefined;
  readonly soapAction: string | undefined;
  readonly body: string;
  readonly clientAddress: string;
}

const SOAP11 = SOAP_ENVELOPE_NAMESPACES['1.1'];
const EMPTY = (status: number): WireResponse => ({ status, contentType: null, body: '' });
const fault = (body: string): WireResponse => ({ status: 500, contentType: SOAP_CONTENT_TYPES['1.1'], body });

/**
 * SOAP 1.1 (basicHttpBinding, document/literal) at POST /1.2/APIService.svc: routes by
 * SOAPAction `{contract_ns}/APIService/<Op>` (by the Body's element when no action is sent),
 * binds the request wrapper, runs the operation and wraps its result WCF-style.
 */
export class V12SoapEndpoint {
  private readonly logger = new Logger('V12Soap');

  constructor(
    private readonly catalog: V12Catalog,
    private readonly runner: OperationRunner,
  ) {}

  async handle(request: SoapRequest): Promise<WireResponse> {
    const mediaType = (request.contentType ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'text/xml') return EMPTY(415);
    let body: XmlElement;
    try {
      body = this.envelopeBody(request.body);
    } catch (error) {
      if (error instanceof XmlSyntaxError) return EMPTY(error.reason === 'too-large' ? 413 : 400);
      if (error instanceof EnvelopeError) return fault(invalidEnvelopeFault(error.message));
      throw error;
    }
    try {
      return await this.dispatch(request, body);
    } catch (error) {
      this.logger.error(`SOAP request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fault(internalServiceFault());
    }
  }

  private envelopeBody(text: string): XmlElement {
    const { root } = readXml(text);
    if (root.localName !== 'Envelope' || root.namespace !== SOAP11) {
      throw new EnvelopeError('The request is not a SOAP 1.1 envelope.');
    }
    const body = root.children.find((child) => child.localName === 'Body' && child.namespace === SOAP11);
    if (!body) throw new EnvelopeError('The SOAP envelope has no Body.');
    return body;
  }

  private async dispatch(request: SoapRequest, body: XmlElement): Promise<WireResponse> {
    const action = unquote(request.soapAction);
    const wrapper = body.children[0];
    const operation =
      action === '' ? (wrapper?.namespace === this.catalog.namespace ? this.catalog.findByElement(wrapper.localName) : undefined) : this.catalog.findByAction(action);
    if (!operation) return fault(actionNotSupportedFault(action));
    if (!wrapper || wrapper.localName !== operation.name || wrapper.namespace !== this.catalog.namespace) {
      const found = wrapper ? `'${wrapper.localName}' and namespace '${wrapper.namespace}'` : 'no element';
      return fault(
        deserializationFault(
          this.catalog.namespace,
          operation.name,
          `Expected to find element '${operation.name}' and namespace '${this.catalog.namespace}'. Found ${found}.`,
        ),
      );
    }
    const tree = requestTree(wrapper, this.catalog.namespace);
    const resultXml =
      operation.variant === 'Json'
        ? await this.runJson(operation, tree, request.clientAddress)
        : await this.runXml(operation, tree, request.clientAddress);
    if (resultXml.fault) return fault(resultXml.fault);
    return {
      status: 200,
      contentType: SOAP_CONTENT_TYPES['1.1'],
      body: soapEnvelope('1.1', joinText([`<${operation.name}Response xmlns="${this.catalog.namespace}">`, resultXml.xml, `</${operation.name}Response>`])),
    };
  }

  private async runXml(operation: WireOperation, tree: unknown, clientAddress: string): Promise<{ xml: Text; fault?: string }> {
    let bound: Record<string, unknown>;
    try {
      bound = bindRequest(wireRequestShape(operation.base), tree);
    } catch (error) {
      if (!(error instanceof RequestFieldError)) throw error;
      return { xml: '', fault: deserializationFault(this.catalog.namespace, operation.name, error.message) };
    }
    const result = await this.runner.run(operation, bound, clientAddress);
    return { xml: encodeRecordXmlWire(`${operation.name}Result`, resultSchemaOf(operation.base.result, result), result) };
  }

  private async runJson(operation: WireOperation, tree: unknown, clientAddress: string): Promise<{ xml: Text; fault?: string }> {
    const members = tree !== null && typeof tree === 'object' ? Object.entries(tree) : [];
    const json = members.find(([key]) => key.toLowerCase() === JSON_REQUEST_MEMBER)?.[1];
    const result = await this.runner.runJson(operation, typeof json === 'string' ? json : undefined, clientAddress);
    return { xml: `<${operation.name}Result>${escapeXmlText(resultJson(operation, result))}</${operation.name}Result>` };
  }
}

class EnvelopeError extends Error {}

/** SOAPAction without one pair of surrounding double quotes. */
function unquote(action: string | undefined): string {
  const value = (action ?? '').trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
