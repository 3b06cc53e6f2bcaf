import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DemoAccountProbe } from '../../seeding/demo-account.js';
import { DescriptionEndpoint, type DescriptionKind } from './description-endpoint.js';
import { renderHelp } from './help/help.js';
import { HttpEndpoint } from './http-endpoint.js';
import { sendEmpty } from '../http/responses.js';
import { ALLOWED_METHODS } from '../http/server-hardening.js';
import { SoapEndpoint } from './soap-endpoint.js';

/** `/serviceapi.asmx` (any case), optionally followed by `/<Op>`. */
const ENDPOINT_PATH = /^(\/serviceapi\.asmx)(?:\/(.*))?$/i;

interface Target {
  readonly endpointPath: string;
  /** The path after `/serviceapi.asmx/`, or null for the endpoint itself. */
  readonly method: string | null;
  readonly query: string;
}

function targetOf(url: string): Target | null {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const match = ENDPOINT_PATH.exec(path);
  if (!match) return null;
  const method = match[2] === undefined || match[2] === '' ? null : match[2];
  return { endpointPath: match[1] as string, method, query: mark < 0 ? '' : url.slice(mark + 1) };
}

/** `?WSDL` / `?disco`: a query key of that name, matched without regard to case. */
function descriptionAsked(query: string): DescriptionKind | null {
  if (query === '') return null;
  for (const item of query.split('&')) {
    const key = item.split('=', 1)[0]?.toLowerCase();
    if (key === 'wsdl') return 'wsdl';
    if (key === 'disco') return 'disco';
  }
  return null;
}

/**
 * Routes every request under `/serviceapi.asmx` (wire-protocols.md §1 "Dispatch"): SOAP posts,
 * HTTP GET/POST operation calls, the service description, discovery and the help pages.
 */
@Injectable()
export class AsmxDispatcher {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SoapEndpoint) private readonly soap: SoapEndpoint,
    @Inject(HttpEndpoint) private readonly http: HttpEndpoint,
    @Inject(DescriptionEndpoint) private readonly description: DescriptionEndpoint,
    @Inject(DemoAccountProbe) private readonly demo: DemoAccountProbe,
  ) {}

  /** Whether a request path (without its query) is the interface's: `/serviceapi.asmx` or anything below it. */
  claims(path: string): boolean {
    return ENDPOINT_PATH.test(path);
  }

  async handle(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse): Promise<void> {
    const url = request.originalUrl ?? request.url ?? '/';
    const target = targetOf(url);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (!target || (method !== 'GET' && method !== 'POST')) {
      request.resume();
      return sendEmpty(response, target ? 405 : 404, target ? { Allow: ALLOWED_METHODS } : {});
    }
    if (target.method !== null) {
      // HEAD never runs an operation (some write).
      if (request.method === 'HEAD') return sendEmpty(response, 405, { Allow: 'GET, POST' });
      return this.http.handle(request, response, target.method, target.query);
    }
    if (method === 'POST') return this.soap.handle(request, response);
    const kind = descriptionAsked(target.query);
    if (kind) return this.description.handle(request, response, kind, target.endpointPath);
    await this.help(request, response, url);
  }

  private async help(request: IncomingMessage, response: ServerResponse, url: string): Promise<void> {
    const demoAccount = await this.demo.withFormValues();
    const page = renderHelp(
      { url, headers: request.headers, remoteAddress: request.socket.remoteAddress, secure: 'encrypted' in request.socket, demoAccount },
      this.config,
    );
    response.statusCode = page.status;
    for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
    response.setHeader('Content-Length', Buffer.byteLength(page.body));
    response.end(page.body);
  }
}
