import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WIRE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import { EXAMPLE_BASE_URL, exampleHttpPath, exampleJson } from '../../src/soap/v12/examples.js';
import { V12 } from '../fixtures/v12/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { schemaProblems, unresolvedRefs } from '../support/json-schema.js';

const GOLDEN = new URL('../fixtures/v12/openapi.json', import.meta.url);
type Doc = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>>; servers: { url: string }[] };

/** The OpenAPI 3.1 description of the Json HTTP form: served, golden, complete, and true to real answers. */
describe('v1.2 OpenAPI description', () => {
  let app: TestApp;
  let doc: Doc;
  const json = WIRE_OPERATIONS.filter((operation) => operation.variant === 'Json');

  beforeAll(async () => {
    app = await startTestApp();
    const response = await fetch(`${app.baseUrl}${V12}?openapi`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    doc = (await response.json()) as Doc;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is the golden document, with the server address the client used', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: app.baseUrl }]);
    const golden = JSON.parse(await readFile(GOLDEN, 'utf8')) as Doc;
    expect(golden.servers).toEqual([{ url: EXAMPLE_BASE_URL }]);
    expect({ ...doc, servers: golden.servers }).toEqual(golden);
  });

  it('describes every Json operation of the catalog, GET and POST, and nothing else', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(json.map((operation) => `${V12}/${operation.name}`).sort());
    for (const path of Object.values(doc.paths)) expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(unresolvedRefs(doc)).toEqual([]);
  });

  it("each operation's documented example fits its request schema and the real answer fits the response schema", async () => {
    for (const operation of json) {
      const get = doc.paths[`${V12}/${operation.name}`]?.['get'] as { parameters: { content: { 'application/json': { schema: Record<string, unknown> } } }[]; responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }> };
      const requestSchema = get.parameters[0]?.content['application/json'].schema as Record<string, unknown>;
      expect({ operation: operation.name, problems: schemaProblems(doc, requestSchema, JSON.parse(exampleJson(operation))) }).toEqual({ operation: operation.name, problems: [] });
      const response = await fetch(`${app.baseUrl}${exampleHttpPath(operation)}`);
      const body = (await response.json()) as Record<string, { Code: number }>;
      expect(body[`${operation.name}Result`]?.Code).toBe(0);
      const responseSchema = get.responses[String(response.status)]?.content['application/json'].schema as Record<string, unknown>;
      expect({ operation: operation.name, problems: schemaProblems(doc, responseSchema, body) }).toEqual({ operation: operation.name, problems: [] });
    }
  });

  it('a failed call fits the documented answer too', async () => {
    const operation = json[0]!;
    const response = await fetch(`${app.baseUrl}${V12}/${operation.name}?json=${encodeURIComponent("{'CustomerName':'demo','CustomerPassword':'wrong'}")}`);
    const body = await response.json();
    const schema = (doc.paths[`${V12}/${operation.name}`]?.['get'] as { responses: Record<string, { content: { 'application/json': { schema: Record<string, unknown> } } }> }).responses['200']!.content['application/json'].schema;
    expect(schemaProblems(doc, schema, body)).toEqual([]);
  });
});
