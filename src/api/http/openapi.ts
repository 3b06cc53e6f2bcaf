import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_BASE, PROBLEM_KINDS } from './problem.js';
import { ProblemDocument } from './problem-document.js';

type Json = Record<string, unknown>;

const DESCRIPTION = `The agency API of the property listing service: agencies and their CRMs maintain listings and
the records around them. JSON only; errors are RFC 9457 problem details (\`application/problem+json\`).
Authenticate with \`Authorization: Bearer lsk_…\` (an API key made with \`listing-cli api-keys create\`) or a
staff session cookie. Single resources carry their version as an ETag: send it back in \`If-Match\` to
change or delete (a stale version answers 412). POST accepts \`Idempotency-Key\`. Lists page by cursor.
Every answer carries the \`RateLimit\` and \`RateLimit-Policy\` headers. Guide: docs/agency-api.md.`;

/**
 * OpenAPI 3.0 `nullable: true` as OpenAPI 3.1 (JSON Schema 2020-12) says it: a type list with
 * `null`, or a `oneOf` with `{type: 'null'}` around a reference; walks the whole document.
 */
function toJsonSchema2020(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema2020);
  if (node === null || typeof node !== 'object') return node;
  const object: Json = {};
  for (const [key, value] of Object.entries(node as Json)) object[key] = toJsonSchema2020(value);
  if (object['nullable'] === true) {
    delete object['nullable'];
    if (typeof object['type'] === 'string') object['type'] = [object['type'], 'null'];
    else if (object['$ref'] !== undefined) {
      const ref = object['$ref'];
      delete object['$ref'];
      object['oneOf'] = [{ $ref: ref }, { type: 'null' }];
    } else if (Array.isArray(object['allOf'])) {
      object['oneOf'] = [{ allOf: object['allOf'] }, { type: 'null' }];
      delete object['allOf'];
    }
    if (Array.isArray(object['enum']) && !object['enum'].includes(null)) object['enum'] = [...(object['enum'] as unknown[]), null];
  } else if (object['nullable'] === false) {
    delete object['nullable'];
  }
  return object;
}

/**
 * The OpenAPI 3.1 document of the agency API, generated from its controllers and DTO classes
 * (@nestjs/swagger): only the routes under /api/v1 (the legacy interfaces describe themselves).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Property listing service: agency API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'lsk_…', description: 'An API key: `listing-cli api-keys create --agency A --name N --role viewer|editor|admin`.' }, 'apiKey')
    .addCookieAuth('lsid', { type: 'apiKey', in: 'cookie', name: 'lsid', description: 'A staff session (unsafe methods also need X-CSRF-Token).' }, 'session')
    .build();
  const generated = SwaggerModule.createDocument(app, config, {
    extraModels: [ProblemDocument],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '').replace(/^./, (letter) => letter.toLowerCase())}_${methodKey}`,
  });
  const paths = Object.fromEntries(Object.entries(generated.paths).filter(([path]) => path === API_BASE || path.startsWith(`${API_BASE}/`)));
  const document = toJsonSchema2020({ ...generated, paths }) as OpenAPIObject;
  (document.info as unknown as Json)['x-problem-types'] = Object.fromEntries(Object.entries(PROBLEM_KINDS).map(([kind, { status, title }]) => [kind, { status, title, uri: `${API_BASE}/problems/${kind}` }]));
  return document;
}

/** The methods and paths (OpenAPI `{name}` style) the document describes, as `METHOD /path`, sorted. */
export function documentedRoutes(document: OpenAPIObject): string[] {
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
  return Object.entries(document.paths)
    .flatMap(([path, item]) => methods.filter((method) => (item as Json)[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** The methods and paths the application's router serves under /api/v1, as `METHOD /path` with `{name}` parameters, sorted. */
export function servedApiRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    const route = layer.route;
    // Middleware the framework mounts on every method of a wildcard path is not a route.
    if (!route || typeof route.path !== 'string' || route.path.includes('*')) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '');
    if (path !== API_BASE && !path.startsWith(`${API_BASE}/`)) continue;
    for (const [method, on] of Object.entries(route.methods)) if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${path}`);
  }
  return [...routes].sort();
}

/** Builds the document once, on first use, from the running application. */
export class OpenApiDocumentHolder {
  private app: INestApplication | null = null;
  private document: OpenAPIObject | null = null;
  private json: string | null = null;

  attach(app: INestApplication): void {
    this.app = app;
  }

  get(): OpenAPIObject {
    if (!this.document) {
      if (!this.app) throw new Error('The OpenAPI document is built from the application, which is not attached yet.');
      this.document = buildOpenApiDocument(this.app);
    }
    return this.document;
  }

  text(): string {
    this.json ??= JSON.stringify(this.get());
    return this.json;
  }
}
