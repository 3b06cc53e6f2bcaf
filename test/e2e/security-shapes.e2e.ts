import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, OWN, V12 } from '../fixtures/v12/http.js';
import { demoIds } from '../fixtures/v12/http.js';

/** Sends a raw request line and headers; answers the status line, headers and body text. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (Buffer.concat(received).includes('\r\n\r\n')) socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
  });
}

describe('answers in the protocol shape', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await startTestApp();
    port = Number(new URL(app.baseUrl).port);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses text that is not Unicode: a lone surrogate in JSON, bytes that are not UTF-8 in a body or a query', async () => {
    const ids = await demoIds(app.baseUrl);
    const lone = 'Half a pair \ud800 here';
    const calls: [string, object, string][] = [
      ['ContactOnMeJson', { ObjectID: ids.propertyId, Name: lone, Email: 'lone@example.test' }, 'Name'],
      ['DemandRegisterJson', { Name: lone, Email: 'lone@example.test', Goal: 1 }, 'Name'],
      ['CreateHistoryJson', { ObjectId: ids.propertyId, Subject: 'Call', Content: lone }, 'Content'],
      ['CreateTaskJson', { PersonID: ids.personId, Subject: lone, Comment: 'x' }, 'Subject'],
    ];
    for (const [op, fields, field] of calls) {
      expect([op, await callJson(app.baseUrl, op, fields)]).toEqual([op, expect.objectContaining({ Code: 400, Success: false, Message: expect.stringContaining(`${field}: must not contain unpaired surrogates`) })]);
    }
    // Bytes that are not UTF-8: a JSON body, a percent-encoded query, a form of the first interface.
    const body = Buffer.concat([Buffer.from(`{"CustomerName":"${OWN.CustomerName}","CustomerPassword":"${OWN.CustomerPassword}","Name":"`), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const posted = await fetch(`${app.baseUrl}${V12}/GetPropertyListJson`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(await posted.json()).toEqual({ GetPropertyListJsonResult: expect.objectContaining({ Code: 400, Message: 'The request body is not valid UTF-8 text.' }) });
    const query = await fetch(`${app.baseUrl}${V12}/GetPropertyListJson?json=%7B%22Keyword%22%3A%22%FF%22%7D`);
    expect(await query.json()).toEqual({ GetPropertyListJsonResult: expect.objectContaining({ Code: 400, Message: expect.stringContaining('not valid UTF-8') }) });
    const asmx = await fetch(`${app.baseUrl}/serviceapi.asmx/GetCityList?CustomerName=${OWN.CustomerName}&CustomerPassword=${OWN.CustomerPassword}&x=%C3%28`);
    expect(asmx.status).toBe(500);
    expect(await asmx.text()).toContain('not valid UTF-8');
  });

  it('answers other methods on the v1.2 endpoint with 405 and Allow, like the first interface', async () => {
    for (const path of [V12, '/serviceapi.asmx']) {
      const response = await fetch(`${app.baseUrl}${path}`, { method: 'PUT', body: 'x' });
      expect({ path, status: response.status, allow: response.headers.get('allow') }).toEqual({ path, status: 405, allow: 'GET, HEAD, POST' });
      expect(response.headers.get('content-type')).toBeNull();
    }
  });

  it('answers a bad % escape in an operation path as an unknown operation of that interface', async () => {
    const v12 = await fetch(`${app.baseUrl}${V12}/Get%zzJson`);
    expect(v12.status).toBe(404);
    expect(await v12.json()).toEqual({ Code: 404, Message: "Unknown operation 'Get%zzJson'.", Success: false, Value: null });
    const asmx = await fetch(`${app.baseUrl}/serviceapi.asmx/Get%zz`);
    expect(asmx.status).toBe(500);
    expect(asmx.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await asmx.text()).toContain('Web Service method name is not valid.');
  });

  it('answers a method the HTTP parser does not know with 405 and a short text, not a bare 400', async () => {
    const answer = await rawRequest(port, `FROB ${V12} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer).toContain('Allow: GET, HEAD, POST');
  });

  it('answers a path no interface serves with a plain 404, not the framework JSON', async () => {
    for (const path of ['/nothing-here', '/%']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect({ path, status: response.status, type: response.headers.get('content-type'), body: await response.text() }).toEqual({
        path,
        status: 404,
        type: 'text/plain; charset=utf-8',
        body: 'Not Found\r\n',
      });
    }
  });

  it('answers Value null on a 405 of a list operation', async () => {
    const response = await fetch(`${app.baseUrl}${V12}/GetCountProperties2Json`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { GetCountProperties2JsonResult: object }).GetCountProperties2JsonResult).toMatchObject({ Code: 405, Value: null });
  });

  it('never runs an operation for HEAD', async () => {
    const ids = await demoIds(app.baseUrl);
    const before = await callJson(app.baseUrl, 'GetPersonJson', { PersonID: ids.personId });
    const query = new URLSearchParams({ CustomerName: OWN.CustomerName, CustomerPassword: OWN.CustomerPassword, PersonID: String(ids.personId), Name: 'Headless' });
    const asmx = await fetch(`${app.baseUrl}/serviceapi.asmx/UpdatePerson?${query}`, { method: 'HEAD' });
    expect(asmx.status).toBe(405);
    const json = JSON.stringify({ ...OWN, PersonID: ids.personId, Name: 'Headless' });
    const v12 = await fetch(`${app.baseUrl}${V12}/RegisterPersonJson?json=${encodeURIComponent(json)}`, { method: 'HEAD' });
    expect(v12.status).toBe(405);
    const after = await callJson(app.baseUrl, 'GetPersonJson', { PersonID: ids.personId });
    expect(after.Value.Name).toBe(before.Value.Name);
  });

  it('sends X-Content-Type-Options: nosniff with every answer', async () => {
    const urls = [
      `${V12}/GetHistoriesTypeJson?json=${encodeURIComponent(JSON.stringify(OWN))}`,
      `${V12}/GetHistoriesTypeXml?json=${encodeURIComponent(JSON.stringify(OWN))}`,
      `${V12}?wsdl`,
      V12,
      '/serviceapi.asmx?WSDL',
      '/serviceapi.asmx',
      '/nothing-here',
    ];
    for (const url of urls) {
      const response = await fetch(`${app.baseUrl}${url}`);
      expect({ url, nosniff: response.headers.get('x-content-type-options') }).toEqual({ url, nosniff: 'nosniff' });
    }
  });
});
