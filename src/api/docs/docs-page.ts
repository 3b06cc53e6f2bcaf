import type { OpenAPIObject } from '@nestjs/swagger';
import { html, type HtmlValue, joinHtml, type SafeHtml } from '../../soap/help/html.js';
import { renderPage } from '../../soap/help/layout.js';
import { API_BASE, PROBLEM_KINDS, type ProblemKind } from '../http/problem.js';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A schema's type as a short text: `integer`, `string | null`, `Property[]`, `PropertyDescription`. */
function typeText(schema: Json | undefined): string {
  if (!schema) return '';
  if (typeof schema['$ref'] === 'string') return schema['$ref'].split('/').pop() ?? '';
  if (Array.isArray(schema['oneOf'])) return (schema['oneOf'] as Json[]).map(typeText).join(' | ');
  if (Array.isArray(schema['allOf'])) return (schema['allOf'] as Json[]).map(typeText).join(' & ');
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[]).join(' | ') : String(schema['type'] ?? 'object');
  if (type.startsWith('array')) return `${typeText(schema['items'] as Json | undefined)}[]${type.includes('null') ? ' | null' : ''}`;
  if (schema['additionalProperties'] && typeof schema['additionalProperties'] === 'object') return `{ [key]: ${typeText(schema['additionalProperties'] as Json)} }`;
  const format = typeof schema['format'] === 'string' ? ` (${schema['format']})` : '';
  return `${type}${format}`;
}

function constraints(schema: Json): string {
  const parts: string[] = [];
  if (Array.isArray(schema['enum'])) parts.push(`one of ${(schema['enum'] as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`);
  for (const [key, label] of [['minimum', 'min'], ['maximum', 'max'], ['maxLength', 'max length'], ['default', 'default']] as const) {
    if (schema[key] !== undefined) parts.push(`${label} ${JSON.stringify(schema[key])}`);
  }
  if (schema['readOnly'] === true) parts.push('read-only');
  return parts.join('; ');
}

function operationSection(path: string, method: string, operation: Json): SafeHtml {
  const parameters = (operation['parameters'] as Json[] | undefined) ?? [];
  const body = ((operation['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined) ?? {};
  const bodyTypes = Object.entries(body).map(([type, content]) => html`<code>${type}</code>: <code>${typeText(content['schema'] as Json)}</code>`);
  const responses = Object.entries((operation['responses'] as Record<string, Json> | undefined) ?? {});
  const role = operation['x-required-role'];
  return html`<section class="card" id="${String(operation['operationId'] ?? `${method}-${path}`)}">
<h3><code>${method.toUpperCase()} ${path}</code></h3>
${operation['summary'] ? html`<p>${String(operation['summary'])}</p>` : null}
${operation['description'] ? html`<p>${String(operation['description'])}</p>` : null}
${typeof role === 'string' ? html`<p>Least role: <strong>${role}</strong></p>` : null}
${
  parameters.length > 0
    ? html`<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>about</th></tr></thead><tbody>${parameters.map(
        (parameter) =>
          html`<tr><td><code>${String(parameter['name'])}</code>${parameter['required'] ? ' (required)' : ''}</td><td>${String(parameter['in'])}</td><td class="type">${typeText(parameter['schema'] as Json)}</td><td>${String(parameter['description'] ?? '')} ${constraints((parameter['schema'] as Json | undefined) ?? {})}</td></tr>`,
      )}</tbody></table>`
    : null
}
${bodyTypes.length > 0 ? html`<h4>Body</h4><p>${joinHtml(bodyTypes, html`<br>`)}</p>` : null}
<h4>Answers</h4><ul class="rules">${responses.map(([status, response]) => {
    const content = (response['content'] as Record<string, Json> | undefined) ?? {};
    const types = Object.entries(content).map(([type, item]) => `${type} ${typeText(item['schema'] as Json)}`);
    return html`<li><strong>${status}</strong> ${String(response['description'] ?? '')}${types.length > 0 ? html` — <code>${types.join(', ')}</code>` : null}</li>`;
  })}</ul>
</section>`;
}

function schemaSection(name: string, schema: Json): SafeHtml {
  const properties = Object.entries((schema['properties'] as Record<string, Json> | undefined) ?? {});
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  return html`<section class="card" id="schema-${name}"><h3><code>${name}</code></h3>
${schema['description'] ? html`<p>${String(schema['description'])}</p>` : null}
${
  properties.length > 0
    ? html`<table><thead><tr><th>field</th><th>type</th><th>about</th></tr></thead><tbody>${properties.map(
        ([field, property]) =>
          html`<tr><td><code>${field}</code>${required.has(field) ? ' (required)' : ''}</td><td class="type">${typeText(property)}</td><td>${String(property['description'] ?? '')} ${constraints(property)}</td></tr>`,
      )}</tbody></table>`
    : null
}
</section>`;
}

/**
 * The human page of the API at /api/v1/docs: every route, parameter, body, answer and schema of
 * the OpenAPI document, as one self-contained page (no scripts, no external resources: the help
 * pages' layout and Content-Security-Policy).
 */
export function renderDocsPage(document: OpenAPIObject): string {
  const paths = Object.entries(document.paths as Record<string, Json>);
  const byTag = new Map<string, SafeHtml[]>();
  for (const [path, item] of paths) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const tag = ((operation['tags'] as string[] | undefined) ?? ['other'])[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, operation)]);
    }
  }
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, Json>).sort(([a], [b]) => a.localeCompare(b));
  const problems = (Object.keys(PROBLEM_KINDS) as ProblemKind[]).map((kind) => html`<li><a href="${API_BASE}/problems/${kind}"><code>${kind}</code></a> (${PROBLEM_KINDS[kind].status}): ${PROBLEM_KINDS[kind].about}</li>`);
  const body: HtmlValue = html`<p class="lead">${document.info.description ?? ''}</p>
<p>Machine-readable: <a href="${API_BASE}/openapi.json"><code>${API_BASE}/openapi.json</code></a> (OpenAPI ${document.openapi}).</p>
<h2>Problem types</h2><ul class="rules">${problems}</ul>
${[...byTag.entries()].map(([tag, sections]) => html`<h2>${tag}</h2>${sections}`)}
<h2>Schemas</h2>${schemas.map(([name, schema]) => schemaSection(name, schema))}`;
  return renderPage({ title: 'Agency API', heading: 'Agency API (v1)', serviceName: 'Property listing service', protocols: 'REST JSON · OpenAPI 3.1', body });
}

/** The page documenting one problem type (its `type` URI). */
export function renderProblemPage(kind: ProblemKind): string {
  const { status, title, about } = PROBLEM_KINDS[kind];
  const body = html`<p class="lead">${about}</p><dl class="facts"><dt>type</dt><dd><code>${API_BASE}/problems/${kind}</code></dd><dt>status</dt><dd>${status}</dd><dt>title</dt><dd>${title}</dd></dl>
<p>Every problem is an RFC 9457 document (<code>application/problem+json</code>) with <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> and <code>instance</code> (the request id, as in the logs and the X-Request-Id header); validation problems add <code>errors</code>, one <code>{field, code, message}</code> per invalid field, <code>field</code> being a JSON pointer into the request.</p>
<p><a href="${API_BASE}/docs">The API's documentation</a></p>`;
  return renderPage({ title: `Problem: ${kind}`, heading: `Problem: ${kind}`, serviceName: 'Property listing service', protocols: 'REST JSON · OpenAPI 3.1', body });
}
