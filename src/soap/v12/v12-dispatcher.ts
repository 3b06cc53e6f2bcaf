import type { ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type AddressedRequest, callerAddress, requestOrigin } from '../http/request-address.js';
import { sendEmpty, sendText } from '../http/responses.js';
import { ALLOWED_METHODS } from '../http/server-hardening.js';
import type { WireResponse } from './soap-endpoint.js';
import { type TransportRequest, V12Transport } from './v12-transport.js';

/**
 * The paths of the v1.2 interface (any case): `/1.2/APIService.svc` itself or one operation
 * segment below it, either with one trailing slash. They are the paths Express routes to the
 * controller's routes (`1.2/APIService.svc` and `1.2/APIService.svc/:operation`); anything deeper
 * is no route (the framework's 404).
 */
const ROUTE = /^\/1\.2\/apiservice\.svc(?:\/([^/]+))?\/?$/i;

/** The operation segment as Express hands over a route parameter: %-decoded, or its literal text when it does not decode (requestGuard). */
function operationParameter(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Routes the requests of the v1.2 interface (wire protocols: the v1.2 endpoint) to V12Transport
 * and writes its answers: GET/HEAD on the endpoint describes it, POST is a SOAP call, other
 * methods get 405, and `/<operation>` is a Json call in any method.
 */
@Injectable()
export class V12Dispatcher {
  constructor(
    @Inject(V12Transport) private readonly transport: V12Transport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether a request path (without its query) is one of the interface's routes. */
  claims(path: string): boolean {
    return ROUTE.test(path);
  }

  /** Answers a request whose path `claims` accepted (the fast lane); any other path gets an empty 404. */
  async handle(request: AddressedRequest, response: ServerResponse): Promise<void> {
    const url = request.originalUrl ?? request.url ?? '/';
    const mark = url.indexOf('?');
    const route = ROUTE.exec(mark < 0 ? url : url.slice(0, mark));
    if (!route) {
      request.resume();
      return sendEmpty(response, 404);
    }
    const operation = route[1];
    if (operation !== undefined) return this.form(request, response, operationParameter(operation));
    if (request.method === 'GET' || request.method === 'HEAD') return this.describe(request, response);
    if (request.method === 'POST') return this.soap(request, response);
    this.refuse(request, response);
  }

  /** GET (and HEAD) on the endpoint: the index page, a WSDL, the schema or the OpenAPI document. */
  describe(request: AddressedRequest, response: ServerResponse): void {
    send(response, this.transport.describe(this.transportRequest(request)));
  }

  /** POST on the endpoint: a SOAP 1.1 call. */
  async soap(request: AddressedRequest, response: ServerResponse): Promise<void> {
    send(response, await this.transport.soapCall(this.transportRequest(request)));
  }

  /** Any other method on the endpoint itself: 405, as the first interface answers. */
  refuse(request: AddressedRequest, response: ServerResponse): void {
    request.resume();
    sendEmpty(response, 405, { Allow: ALLOWED_METHODS });
  }

  /** `/<operation>` in any method: a Json call (`operation` is the decoded path segment). */
  async form(request: AddressedRequest, response: ServerResponse, operation: string): Promise<void> {
    send(response, await this.transport.formCall(this.transportRequest(request), operation));
  }

  private transportRequest(request: AddressedRequest): TransportRequest {
    const url = request.originalUrl ?? request.url ?? '/';
    const queryStart = url.indexOf('?');
    return {
      raw: request,
      method: request.method ?? 'GET',
      query: queryStart < 0 ? '' : url.slice(queryStart + 1),
      baseUrl: requestOrigin(request, this.config.trustProxy),
      clientAddress: callerAddress(request),
    };
  }
}

function send(response: ServerResponse, answer: WireResponse): void {
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  if (answer.contentType) sendText(response, answer.status, answer.contentType, answer.body);
  else sendEmpty(response, answer.status, answer.status === 413 || answer.status === 408 ? { Connection: 'close' } : {});
}
