import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fetchBody } from '../../src/bench/load.js';
import { startBareReference, startSoapReference, soap11OnlyWsdl } from '../../src/bench/reference-servers.js';
import { cannedAnswers, httpGet, listedIds, loadScenarios, pageParameters, referenceRequests, type LoadScenario } from '../../src/bench/scenarios.js';
import { OWN } from '../fixtures/v12/http.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * The load benchmark compares us with references that must do the same work: node-soap answering
 * each scenario's operation with a canned result of our size, and a bare server answering our
 * bytes. Each reference's answer must be within 5 % of ours, scenario by scenario (node-soap fed
 * the service's four-port WSDL answered an empty `<soap:Body/>` of 225 bytes).
 */
describe('bench references', () => {
  let app: TestApp;
  let soap: Server;
  let bare: Server;
  let scenarios: LoadScenario[];
  const namespace = 'http://tempuri.org/';
  const address = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    app = await startTestApp();
    const wsdl = await fetchBody(app.baseUrl, { method: 'GET', path: '/serviceapi.asmx?WSDL' });
    const listed = listedIds(await fetchBody(app.baseUrl, httpGet('GetPropertyList', pageParameters(OWN, 1, 40))));
    scenarios = loadScenarios({ namespace, credentials: OWN, total: 40, hotIds: listed.slice(0, 10), wholeIds: listed.slice(10), highConnections: 64 });
    const canned = await cannedAnswers(app.baseUrl, scenarios);
    soap = await startSoapReference({ port: 0, wsdl, canned });
    bare = await startBareReference({ port: 0, wsdl, canned });
  });
  afterAll(async () => {
    await Promise.all([soap, bare].filter(Boolean).map((server) => new Promise((resolve) => server.close(resolve))));
    await app?.close();
  });

  it('gives node-soap the one port it serves', async () => {
    const wsdl = await fetchBody(app.baseUrl, { method: 'GET', path: '/serviceapi.asmx?WSDL' });
    const reduced = soap11OnlyWsdl(wsdl);
    expect([...reduced.wsdl.matchAll(/<wsdl:port /g)]).toHaveLength(1);
    expect(reduced.port).toMatch(/Soap$/);
    expect(reduced.wsdl).toContain('<soap:address ');
  });

  it('answers every scenario with as many bytes as we do (within 5 %)', async () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(10);
    for (const scenario of scenarios) {
      const ours = Buffer.byteLength(await fetchBody(app.baseUrl, scenario.pool[0]!));
      const requests = referenceRequests(namespace, scenario);
      const soapBytes = Buffer.byteLength(await fetchBody(address(soap), requests.soap));
      const bareBytes = Buffer.byteLength(await fetchBody(address(bare), requests.bare));
      expect({ scenario: scenario.id, soap: Math.abs(soapBytes - ours) / ours <= 0.05, soapBytes, ours }).toEqual({ scenario: scenario.id, soap: true, soapBytes, ours });
      expect({ scenario: scenario.id, bare: bareBytes }).toEqual({ scenario: scenario.id, bare: ours });
    }
  });
});
