/**
 * SOAP 1.1 and 1.2 at `POST /serviceapi.asmx` (wire-protocols.md §1): content-type checks,
 * version detection, routing by SOAPAction / `action` parameter / first Body child, parameter
 * binding, the call, and the response envelope or fault.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { joinText, type Text } from '../../common/wire-text.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SOAP_CONTENT_TYPES, SOAP_ENVELOPE_NAMESPACES, soapEnvelope, soapFault, type SoapVersion } from '../xml/soap-envelope.js';
import { childElement, decodeUtf8, readXml, XmlSyntaxError, type XmlDocument, type XmlElement } from '../xml/xml-reader.js';
import { ASMX_OPERATIONS } from './catalog.js';
import type { AsmxOperation } from './catalog.types.js';
import { isUtf8Charset, parseContentType, type ContentType } from '../http/content-type.js';
import { callerAddress } from '../http/request-address.js';
import { BodyReadError, bodyReadOptions, readRequestBody } from '../http/request-body.js';
import { sendEmpty, sendText, sendBodyFailure } from '../http/responses.js';
import { noteOperation, noteOutcome } from '../../observability/request-context.js';
import { OperationRunner, type OperationArguments, type OperationOutcome } from './operation-runner.js';
import { normalizeSoapAction, soapActionOf } from './soap-action.js';
import { bindSoapArguments, SoapReadError } from './soap-binding.js';

/** Deepest element nesting a request may use (an envelope needs 4 levels; parameters are scalars). */
const MAX_DEPTH = 32;
const UNABLE_TO_READ = 'Server was unable to read request.';

/** A client-side problem answered with a Client (1.1) / Sender (1.2) fault, in `version` when it is known. */
class ClientFault extends Error {
  constructor(
    message: string,
    readonly version?: SoapVersion,
  ) {
    super(message);
  }
}

interface Parsed {
  readonly version: SoapVersion;
  readonly document: XmlDocument;
  readonly body: XmlElement;
}

@Injectable()
export class SoapEndpoint {
  private readonly byAction: ReadonlyMap<string, AsmxOperation>;
  private readonly byElement: ReadonlyMap<string, AsmxOperation>;
  private readonly namespace: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OperationRunner) private readonly runner: OperationRunner,
  ) {
    this.namespace = config.asmxNamespace;
    this.byAction = new Map(ASMX_OPERATIONS.map((op) => [soapActionOf(this.namespace, op.name), op]));
    this.byElement = new Map(ASMX_OPERATIONS.map((op) => [op.name, op]));
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const contentType = parseContentType(request.headers['content-type']);
    const isSoap12Type = contentType.mediaType === 'application/soap+xml';
    if ((!isSoap12Type && contentType.mediaType !== 'text/xml') || !isUtf8Charset(contentType)) {
      request.resume();
      return sendEmpty(response, 415);
    }
    const soapAction = headerValue(request.headers['soapaction']);
    const hint: SoapVersion = soapAction === undefined || isSoap12Type ? '1.2' : '1.1';

    let parsed: Parsed;
    try {
      parsed = await this.parse(request, hint);
    } catch (error) {
      if (error instanceof BodyReadError) return sendBodyFailure(response, error.status);
      if (error instanceof XmlSyntaxError) return sendEmpty(response, error.reason === 'too-large' ? 413 : 400);
      if (error instanceof ClientFault) return this.fault(response, error.version ?? hint, 'client', error.message);
      throw error;
    }
    const { version, document, body } = parsed;
    if (version === '1.1' && isSoap12Type) return sendEmpty(response, 415);

    const operationElement = body.children[0];
    let operation: AsmxOperation;
    let args: OperationArguments;
    try {
      operation = this.route(version, soapAction, contentType, operationElement);
      noteOperation(operation.name);
      args = bindSoapArguments(operation, operationElement as XmlElement, this.namespace, document);
    } catch (error) {
      if (!(error instanceof ClientFault || error instanceof SoapReadError)) throw error;
      noteOutcome('invalid-input');
      return this.fault(response, version, 'client', error.message);
    }

    let outcome: OperationOutcome;
    try {
      outcome = await this.runner.run(operation, args, callerAddress(request));
    } catch (error) {
      return this.fault(response, version, 'server', this.runner.failureMessage(operation, error));
    }
    sendText(response, 200, SOAP_CONTENT_TYPES[version], soapEnvelope(version, this.responseElement(operation, outcome)));
  }

  private async parse(request: IncomingMessage, hint: SoapVersion): Promise<Parsed> {
    const bytes = await readRequestBody(request, bodyReadOptions(this.config));
    const document = readXml(decodeUtf8(bytes), { maxDepth: MAX_DEPTH, maxLength: this.config.bodyLimitBytes });
    const root = document.root;
    const version = root.localName === 'Envelope' ? envelopeVersion(root.namespace) : undefined;
    if (version === undefined) {
      throw new ClientFault(`${UNABLE_TO_READ} ---> The root element is not a SOAP Envelope (namespace ${SOAP_ENVELOPE_NAMESPACES[hint]}).`);
    }
    const body = childElement(root, SOAP_ENVELOPE_NAMESPACES[version], 'Body');
    if (!body) throw new ClientFault(`${UNABLE_TO_READ} ---> The SOAP Envelope has no Body element.`, version);
    return { version, document, body };
  }

  /**
   * SOAP 1.1: a non-empty SOAPAction must name an operation exactly; without one, the first Body
   * child decides. SOAP 1.2: the content type's `action` parameter, else the first Body child.
   */
  private route(version: SoapVersion, soapAction: string | undefined, contentType: ContentType, element: XmlElement | undefined): AsmxOperation {
    const action = version === '1.1' ? soapAction : contentType.parameters.get('action');
    const normalized = action === undefined ? '' : normalizeSoapAction(action);
    const byAction = normalized === '' ? undefined : this.byAction.get(normalized);
    if (version === '1.1' && normalized !== '' && !byAction) {
      throw new ClientFault(`Server did not recognize the value of HTTP Header SOAPAction: ${normalized}.`);
    }
    const operation = byAction ?? this.operationOfElement(element);
    if (!operation) throw new ClientFault(`Server did not recognize the value of HTTP Header SOAPAction: ${normalized}.`);
    if (!element || element.localName !== operation.name || element.namespace !== this.namespace) {
      const found = element ? `<${element.localName} xmlns='${element.namespace}'>` : 'An empty Body';
      throw new ClientFault(`${UNABLE_TO_READ} ---> ${found} was not expected; the Body must hold <${operation.name} xmlns='${this.namespace}'>.`);
    }
    return operation;
  }

  private operationOfElement(element: XmlElement | undefined): AsmxOperation | undefined {
    if (!element || element.namespace !== this.namespace) return undefined;
    return this.byElement.get(element.localName);
  }

  private responseElement(operation: AsmxOperation, outcome: OperationOutcome): Text {
    const open = `<${operation.name}Response xmlns="${this.namespace}">`;
    const close = `</${operation.name}Response>`;
    if (outcome.type === 'int') return `${open}<${operation.name}Result>${outcome.value}</${operation.name}Result>${close}`;
    if (outcome.escapedText === null) return `<${operation.name}Response xmlns="${this.namespace}" />`;
    return joinText([`${open}<${operation.name}Result>`, outcome.escapedText, `</${operation.name}Result>${close}`]);
  }

  private fault(response: ServerResponse, version: SoapVersion, party: 'client' | 'server', message: string): void {
    sendText(response, 500, SOAP_CONTENT_TYPES[version], soapFault(version, party, message));
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function envelopeVersion(namespace: string): SoapVersion | undefined {
  if (namespace === SOAP_ENVELOPE_NAMESPACES['1.1']) return '1.1';
  if (namespace === SOAP_ENVELOPE_NAMESPACES['1.2']) return '1.2';
  return undefined;
}
