import type { AppConfig } from '../../../config/config.js';
import { ASMX_OPERATIONS } from '../catalog.js';
import type { AsmxOperation } from '../catalog.types.js';
import { requestHost } from '../../http/request-address.js';
import { clientAddress, endpointPath, isLoopbackAddress, type RequestHeaders } from './client.js';
import { HELP_HEADERS } from '../../help/layout.js';
import { renderOperationPage } from './operation-page.js';
import { resultPayloadOf } from './result-payload.js';
import { renderServicePage } from './service-page.js';

/**
 * The help pages of the first interface, framework-free: the dispatcher hands over the request
 * target, headers and peer address of `GET /serviceapi.asmx` (no query, or `?op=<Op>`) and
 * writes the returned status, headers and body as they are.
 */

export interface HelpRequest {
  /** The request target as received, path and query: `/serviceapi.asmx?op=GetProperty` (Express `req.originalUrl`). */
  readonly url: string;
  /** The request headers, names in lower case (Node's `req.headers`). */
  readonly headers: RequestHeaders;
  /** The peer address of the connection (`req.socket.remoteAddress`). */
  readonly remoteAddress: string | undefined;
  /** True when the connection itself is TLS (`req.socket.encrypted`). */
  readonly secure?: boolean;
  /** The demo account when the service runs on the demo data: local requests' test forms start with it. */
  /** On the demo data: its account and the other values the test forms start with (by parameter name). */
  readonly demoAccount?: { readonly name: string; readonly password: string; readonly formValues?: Readonly<Record<string, string>> } | null;
}

export interface HelpResponse {
  readonly status: number;
  /** Content-Type (`text/html; charset=utf-8`) and the security headers of the page. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export type HelpConfig = Pick<AppConfig, 'asmxNamespace' | 'asmxServiceName' | 'testForm' | 'trustProxy'>;

const DEFAULT_ENDPOINT = '/serviceapi.asmx';

interface Target {
  readonly path: string;
  /** The `op` query value (key matched without regard to case, like ASP.NET); null when absent or empty. */
  readonly operation: string | null;
}

function parseTarget(url: string): Target {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://service.invalid');
  } catch {
    return { path: DEFAULT_ENDPOINT, operation: null };
  }
  let operation: string | null = null;
  for (const [key, value] of parsed.searchParams) {
    if (key.toLowerCase() === 'op') {
      operation = value === '' ? null : value;
      break;
    }
  }
  const path = /^\/[A-Za-z0-9._~\-/]*$/.test(parsed.pathname) ? parsed.pathname.replace(/\/+$/, '') : DEFAULT_ENDPOINT;
  return { path: path === '' ? DEFAULT_ENDPOINT : path, operation };
}

/** Whether this request may see the test form (config.testForm: `all`, `none`, or `local` = loopback clients only). */
export function testFormAllowed(request: HelpRequest, config: HelpConfig): boolean {
  if (config.testForm === 'all') return true;
  if (config.testForm === 'none') return false;
  return isLocalRequest(request, config);
}

function isLocalRequest(request: HelpRequest, config: HelpConfig): boolean {
  return isLoopbackAddress(clientAddress(request.remoteAddress, request.headers, config.trustProxy));
}

/** The test form's starting values, wherever the form is shown: the demo account and demo record ids, on the demo data. */
function formValues(request: HelpRequest, config: HelpConfig): Record<string, string> {
  const demo = request.demoAccount;
  // Whoever sees the form may see the demo account: the / page names it to everyone on the demo data.
  return demo && testFormAllowed(request, config) ? { ...demo.formValues, CustomerName: demo.name, CustomerPassword: demo.password } : {};
}

function schemeOf(request: HelpRequest, trustProxy: boolean): 'http' | 'https' {
  const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
  const proto = (typeof forwarded === 'string' ? forwarded : forwarded?.[0])?.split(',')[0]?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') return proto;
  return request.secure ? 'https' : 'http';
}

/**
 * Renders the operation list (no `op`) or an operation page. An unknown `op` renders the list
 * under the ASMX message "Method '<Op>' was not found in service <Svc>." with status 200, as ASMX did.
 */
export function renderHelp(request: HelpRequest, config: HelpConfig, operations: readonly AsmxOperation[] = ASMX_OPERATIONS): HelpResponse {
  const target = parseTarget(request.url);
  const path = endpointPath(target.path, request.headers, config.trustProxy);
  const host = requestHost(request.headers, config.trustProxy);
  const endpointName = path.slice(path.lastIndexOf('/') + 1);
  const operation = target.operation === null ? undefined : operations.find((op) => op.name === target.operation);
  if (operation) {
    const body = renderOperationPage({
      serviceName: config.asmxServiceName,
      operation,
      samples: { namespace: config.asmxNamespace, host, path },
      endpointName,
      showTestForm: testFormAllowed(request, config),
      formValues: formValues(request, config),
      payload: resultPayloadOf(operation),
    });
    return { status: 200, headers: HELP_HEADERS, body };
  }
  const body = renderServicePage({
    serviceName: config.asmxServiceName,
    namespace: config.asmxNamespace,
    operations,
    endpointUrl: `${schemeOf(request, config.trustProxy)}://${host}${path}`,
    ...(target.operation === null ? {} : { unknownOperation: target.operation }),
  });
  return { status: 200, headers: HELP_HEADERS, body };
}
