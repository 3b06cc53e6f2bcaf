/**
 * The service description: `?WSDL` (golden fixture, byte for byte), its structure as clients read
 * it, addresses from the request (and from X-Forwarded-* only behind a trusted proxy), `?disco`.
 */
import { request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ASMX_OPERATIONS } from '../../src/soap/asmx/catalog.js';
import { readXml, type XmlElement } from '../../src/soap/xml/xml-reader.js';
import { startTestApp, type TestApp } from '../support/app.js';

const GOLDEN = new URL('../fixtures/asmx/serviceapi.wsdl', import.meta.url);
const FIXED_HOST = 'service.example.test';
const WSDL_NS = 'http://schemas.xmlsoap.org/wsdl/';

/** GET with a chosen Host header (fetch does not allow setting it). */
function fetchWithHeaders(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function children(element: XmlElement | undefined, localName: string): XmlElement[] {
  return element?.children.filter((c) => c.localName === localName && c.namespace === WSDL_NS) ?? [];
}

function attr(element: XmlElement | undefined, name: string): string | undefined {
  return element?.attributes.find((a) => a.name === name)?.value;
}

describe('ASMX service description', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('matches the golden WSDL byte for byte for a fixed address', async () => {
    const response = await fetchWithHeaders(app.baseUrl, '/serviceapi.asmx?WSDL', { Host: FIXED_HOST });
    expect([response.status, response.type]).toEqual([200, 'text/xml; charset=utf-8']);
    expect(response.body).toBe(await readFile(GOLDEN, 'utf8'));
  });

  it.each(['?wsdl', '?Wsdl', '?WSDL=', '?foo=1&wsdl'])('answers %s the same way', async (query) => {
    const reference = await fetchWithHeaders(app.baseUrl, '/serviceapi.asmx?WSDL', { Host: FIXED_HOST });
    const response = await fetchWithHeaders(app.baseUrl, `/serviceapi.asmx${query}`, { Host: FIXED_HOST });
    expect(response.body).toBe(reference.body);
  });

  it('describes every catalog operation with the ASMX layout', async () => {
    const wsdl = readXml((await fetchWithHeaders(app.baseUrl, '/serviceapi.asmx?WSDL', { Host: FIXED_HOST })).body).root;
    const names = ASMX_OPERATIONS.map((op) => op.name);
    const messages = children(wsdl, 'message').map((m) => attr(m, 'name'));
    expect(messages).toEqual([
      ...names.flatMap((n) => [`${n}SoapIn`, `${n}SoapOut`]),
      ...names.flatMap((n) => [`${n}HttpGetIn`, `${n}HttpGetOut`]),
      ...names.flatMap((n) => [`${n}HttpPostIn`, `${n}HttpPostOut`]),
    ]);
    expect(children(wsdl, 'portType').map((p) => attr(p, 'name'))).toEqual(['ServiceAPISoap', 'ServiceAPIHttpGet', 'ServiceAPIHttpPost']);
    expect(children(wsdl, 'binding').map((b) => attr(b, 'name'))).toEqual(['ServiceAPISoap', 'ServiceAPISoap12', 'ServiceAPIHttpGet', 'ServiceAPIHttpPost']);
    const ports = children(children(wsdl, 'service')[0], 'port');
    expect(ports.map((p) => attr(p, 'name'))).toEqual(['ServiceAPISoap', 'ServiceAPISoap12', 'ServiceAPIHttpGet', 'ServiceAPIHttpPost']);
    expect(ports.map((p) => attr(p.children[0], 'location'))).toEqual(ports.map(() => `http://${FIXED_HOST}/serviceapi.asmx`));
    const soap12 = children(wsdl, 'binding')[1];
    const actions = children(soap12, 'operation').map((o) => attr(o.children[0], 'soapAction'));
    expect(actions).toEqual(names.map((n) => `http://tempuri.org/${n}`));
    const schema = children(wsdl, 'types')[0]?.children[0];
    const update = schema?.children.find((e) => attr(e, 'name') === 'UpdatePerson');
    const members = update?.children[0]?.children[0]?.children ?? [];
    expect(members.map((m) => [attr(m, 'name'), attr(m, 'type'), attr(m, 'minOccurs')])).toEqual(
      ASMX_OPERATIONS[0]?.parameters.map((p) => [p.name, `s:${p.type}`, p.type === 'string' ? '0' : '1']),
    );
    expect(schema?.children.slice(-2).map((e) => [attr(e, 'name'), attr(e, 'nillable') ?? null])).toEqual([
      ['string', 'true'],
      ['int', null],
    ]);
  });

  it('builds addresses from the request, ignoring X-Forwarded-* unless the proxy is trusted', async () => {
    const response = await fetchWithHeaders(app.baseUrl, '/ServiceAPI.asmx?wsdl', {
      Host: 'api.example.test:8443',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example.test',
    });
    expect(response.body).toContain('<soap:address location="http://api.example.test:8443/ServiceAPI.asmx" />');
    expect(response.body).not.toContain('evil.example.test');
  });

  it('answers ?disco with the contract and both SOAP bindings', async () => {
    const response = await fetchWithHeaders(app.baseUrl, '/serviceapi.asmx?disco', { Host: FIXED_HOST });
    expect([response.status, response.type]).toEqual([200, 'text/xml; charset=utf-8']);
    const disco = readXml(response.body).root;
    expect(disco.namespace).toBe('http://schemas.xmlsoap.org/disco/');
    expect(disco.children.map((c) => [c.localName, attr(c, 'ref') ?? attr(c, 'binding')])).toEqual([
      ['contractRef', `http://${FIXED_HOST}/serviceapi.asmx?wsdl`],
      ['soap', 'q1:ServiceAPISoap'],
      ['soap', 'q2:ServiceAPISoap12'],
    ]);
  });
});

describe('ASMX service description behind a trusted proxy', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true', ASMX_SERVICE_NAME: 'PropertyService', ASMX_NAMESPACE: 'http://example.org/listing' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('uses X-Forwarded-Proto and X-Forwarded-Host, the configured name and namespace', async () => {
    const response = await fetchWithHeaders(app.baseUrl, '/serviceapi.asmx?WSDL', {
      Host: 'internal:8080',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'listing.example.org',
    });
    expect(response.body).toContain('<soap12:address location="https://listing.example.org/serviceapi.asmx" />');
    expect(response.body).toContain('<wsdl:service name="PropertyService">');
    expect(response.body).toContain('soapAction="http://example.org/listing/GetPropertyList"');
    expect(response.body).toContain('targetNamespace="http://example.org/listing"');
  });
});
