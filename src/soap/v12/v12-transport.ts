import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../../config/config.js';
import { BodyReadError, bodyReadOptions, readRequestBody, utf8Text } from '../http/request-body.js';
import { V12Catalog } from './catalog.js';
import { HELP_HEADERS } from '../help/layout.js';
import { DocumentCache } from '../http/document-cache.js';
import { indexPage } from './index-page.js';
import { V12JsonEndpoint } from './json-endpoint.js';
import { openApiDocument } from './openapi.js';
import { OperationRunner } from './operation-runner.js';
import { V12SoapEndpoint, type WireResponse } from './soap-endpoint.js';
import type { V12Services } from './v12-services.js';
import { V12_PATH } from './wire-names.js';
import { FormEncodingError, formPairs } from '../http/form-fields.js';
import { buildSchemaDocument, buildWsdl } from './wsdl.js';

const XML_TYPE = 'text/xml; charset=utf-8';

/** What the controller hands over of an HTTP request. */
export interface TransportRequest {
  readonly raw: IncomingMessage;
  readonly method: string;
  /** The raw query string (without `?`). */
  readonly query: string;
  /** `http(s)://host[:port]` as the client addressed us (proxy headers honoured when trusted). */
  readonly baseUrl: string;
  readonly clientAddress: string;
}

/** The v1.2 interface: SOAP, the service descriptions, the index page and the Json HTTP form. */
export class V12Transport {
  private readonly catalog: V12Catalog;
  private readonly soap: V12SoapEndpoint;
  private readonly form: V12JsonEndpoint;
  private schemaDocument: string | undefined;
  /** ?wsdl and ?singleWsdl per endpoint address. */
  private readonly documents = new DocumentCache();

  constructor(
    private readonly config: AppConfig,
    services: V12Services,
  ) {
    this.catalog = new V12Catalog(config.v12Namespace);
    const runner = new OperationRunner(services);
    this.soap = new V12SoapEndpoint(this.catalog, runner);
    this.form = new V12JsonEndpoint(this.catalog, runner);
  }

  /** GET /1.2/APIService.svc: `?wsdl`, `?singleWsdl`, `?xsd=xsd0`, `?openapi`, or the index page. */
  describe(request: TransportRequest): WireResponse {
    const address = `${request.baseUrl}${V12_PATH}`;
    let params: URLSearchParams;
    try {
      params = formPairs(request.query);
    } catch (error) {
      if (!(error instanceof FormEncodingError)) throw error;
      return { status: 400, contentType: 'text/plain; charset=utf-8', body: error.message };
    }
    for (const [key, value] of params) {
      const name = key.toLowerCase();
      if (name === 'wsdl' && value === '') {
        return { status: 200, contentType: XML_TYPE, body: this.documents.get(`wsdl ${address}`, () => buildWsdl(this.catalog, address, `${address}?xsd=xsd0`)) };
      }
      if (name === 'singlewsdl' && value === '') {
        return { status: 200, contentType: XML_TYPE, body: this.documents.get(`singleWsdl ${address}`, () => buildWsdl(this.catalog, address)) };
      }
      if (name === 'openapi' && value === '') {
        return { status: 200, contentType: 'application/json; charset=utf-8', body: this.documents.get(`openapi ${request.baseUrl}`, () => openApiDocument(this.catalog, request.baseUrl)) };
      }
      if (name === 'xsd') {
        if (value.toLowerCase() !== 'xsd0') return { status: 404, contentType: 'text/plain; charset=utf-8', body: `Unknown schema '${value}'.` };
        this.schemaDocument ??= buildSchemaDocument(this.catalog);
        return { status: 200, contentType: XML_TYPE, body: this.schemaDocument };
      }
    }
    return { status: 200, contentType: HELP_HEADERS['Content-Type'], body: indexPage(this.catalog, request.baseUrl), headers: HELP_HEADERS };
  }

  /** POST /1.2/APIService.svc: a SOAP 1.1 request. */
  async soapCall(request: TransportRequest): Promise<WireResponse> {
    return this.withBody(request, (body) =>
      // Bytes that are not UTF-8 are malformed XML, answered as any other (400, no body).
      body === null ? Promise.resolve({ status: 400, contentType: null, body: '' }) : this.soap.handle({
        contentType: request.raw.headers['content-type'],
        soapAction: headerText(request.raw.headers['soapaction']),
        body,
        clientAddress: request.clientAddress,
      }),
    );
  }

  /** GET|POST /1.2/APIService.svc/<Op>: the Json HTTP form. */
  async formCall(request: TransportRequest, operation: string): Promise<WireResponse> {
    return this.withBody(request, (body) =>
      this.form.handle({
        method: request.method,
        operation,
        query: request.query,
        contentType: request.raw.headers['content-type'],
        body,
        clientAddress: request.clientAddress,
      }),
    );
  }

  /** Runs `handle` with the request body as text; `body` null when its bytes are not UTF-8. */
  private async withBody(request: TransportRequest, handle: (body: string | null) => Promise<WireResponse>): Promise<WireResponse> {
    let body: string | null = '';
    if (request.method === 'POST') {
      try {
        body = utf8Text(await readRequestBody(request.raw, bodyReadOptions(this.config)));
      } catch (error) {
        if (error instanceof BodyReadError) return { status: error.status, contentType: null, body: '' };
        throw error;
      }
    }
    return handle(body);
  }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
