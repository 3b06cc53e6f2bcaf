/**
 * The fault and status rows of wire-protocols.md §1 (SOAP dispatch, binding, faults, HTTP GET/POST
 * errors), over raw HTTP against the running app.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_DISABLED_ACCOUNT } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { loadFixtures, type AsmxFixtures } from './asmx-fixtures.js';
import {
  credentials,
  envelope,
  faultCode,
  faultText,
  get,
  httpGet,
  httpPost,
  NS,
  operationElement,
  post,
  soap11,
  soap12,
  soapResult,
  type RawResponse,
} from './asmx-helpers.js';

const XML11 = 'text/xml; charset=utf-8';
const XML12 = 'application/soap+xml; charset=utf-8';
const PLAIN = 'text/plain; charset=utf-8';
const UNABLE = 'Server was unable to process request. ---> ';

function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/\bat .+\(|\.ts:\d|node_modules|SELECT |INSERT |sqlite|mysql/i);
}

describe('ASMX faults and status codes', () => {
  let app: TestApp;
  let fixtures: AsmxFixtures;
  let endpoint: string;

  beforeAll(async () => {
    app = await startTestApp();
    fixtures = await loadFixtures(app.dataSource);
    endpoint = `${app.baseUrl}/serviceapi.asmx`;
  });

  afterAll(async () => {
    await app?.close();
  });

  const propertyCall = () => operationElement('GetProperty', { ...credentials(), ID: fixtures.property.id, LanguageID: 1 });

  describe('SOAP content types and body', () => {
    it.each([['application/json'], ['text/plain'], ['application/xml'], ['text/xml; charset=iso-8859-1']])('%s is 415 with an empty body', async (type) => {
      const response = await post(endpoint, envelope('1.1', propertyCall()), { 'Content-Type': type, SOAPAction: `"${NS}GetProperty"` });
      expect([response.status, response.body]).toEqual([415, '']);
    });

    it('a SOAP 1.1 envelope sent as application/soap+xml is 415', async () => {
      const response = await post(endpoint, envelope('1.1', propertyCall()), { 'Content-Type': XML12 });
      expect([response.status, response.body]).toEqual([415, '']);
    });

    const unreadable: readonly (readonly [string, () => string])[] = [
      ['malformed XML', () => '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>'],
      ['a DOCTYPE', () => `<!DOCTYPE x [<!ENTITY a "b">]>${envelope('1.1', propertyCall()).replace(/^<\?xml[^>]*\?>/, '')}`],
      [
        'the billion laughs',
        () => '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol1;</lolz>',
      ],
      ['an undeclared entity', () => envelope('1.1', propertyCall().replace('</CustomerName>', '&nbsp;</CustomerName>'))],
      ['deep nesting', () => envelope('1.1', `${'<a>'.repeat(200)}${'</a>'.repeat(200)}`)],
      ['a raw control character', () => envelope('1.1', propertyCall().replace('</CustomerName>', '\u0001</CustomerName>'))],
    ];
    it.each(unreadable)('%s is 400 with an empty body', async (_what, body) => {
      const response = await post(endpoint, body(), { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect([response.status, response.body]).toEqual([400, '']);
    });

    it('invalid UTF-8 is 400', async () => {
      const text = Buffer.from(envelope('1.1', propertyCall()));
      const bytes = Buffer.concat([text.subarray(0, 60), Buffer.from([0xc3, 0x28]), text.subarray(60)]);
      const response = await post(endpoint, bytes, { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(400);
    });

    it('a body over the 4 MB limit is 413', async () => {
      const padding = `<!--${'x'.repeat(4 * 1024 * 1024)}-->`;
      const response = await post(endpoint, envelope('1.1', propertyCall() + padding), { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(413);
    });

    it('a body just under the limit is read', async () => {
      const padding = `<!--${'x'.repeat(3 * 1024 * 1024)}-->`;
      const response = await post(endpoint, envelope('1.1', propertyCall() + padding), { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(200);
    });
  });

  describe('SOAP envelope and routing', () => {
    it('a root that is not an Envelope is a Client fault', async () => {
      const response = await post(endpoint, propertyCall(), { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect([response.status, response.contentType]).toEqual([500, XML11]);
      expect(faultCode(response.body)).toBe('soap:Client');
    });

    it('an Envelope without Body is a Sender fault in SOAP 1.2', async () => {
      const body = '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Header/></soap:Envelope>';
      const response = await post(endpoint, body, { 'Content-Type': XML12 });
      expect([response.status, response.contentType]).toEqual([500, XML12]);
      expect(faultCode(response.body)).toBe('soap:Sender');
      expect(response.body).toContain('<soap:Text xml:lang="en">');
    });

    it('a SOAP 1.1 Envelope without Body and without SOAPAction gets a SOAP 1.1 fault', async () => {
      const body = '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"></soap:Envelope>';
      const response = await post(endpoint, body, { 'Content-Type': XML11 });
      expect([response.status, response.contentType, faultCode(response.body)]).toEqual([500, XML11, 'soap:Client']);
    });

    it('an unknown SOAPAction is a Client fault naming it', async () => {
      const response = await post(endpoint, envelope('1.1', propertyCall()), { 'Content-Type': XML11, SOAPAction: `"${NS}Nope"` });
      expect(response.status).toBe(500);
      expect(faultText(response.body)).toBe(`Server did not recognize the value of HTTP Header SOAPAction: ${NS}Nope.`);
      expect(response.body).toContain('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>');
      expect(response.body).toContain('</faultstring><detail /></soap:Fault>');
    });

    it('the SOAPAction match is case-sensitive and has no doubled slash', async () => {
      for (const action of [`"${NS}getproperty"`, `"${NS}/GetProperty"`]) {
        const response = await post(endpoint, envelope('1.1', propertyCall()), { 'Content-Type': XML11, SOAPAction: action });
        expect([action, response.status]).toEqual([action, 500]);
      }
    });

    it.each([
      ['unquoted', `${NS}GetProperty`],
      ['URL-encoded', `"${encodeURIComponent(`${NS}GetProperty`)}"`],
      ['empty (routed by the Body element)', '""'],
    ])('a SOAPAction %s is accepted', async (_how, action) => {
      const response = await post(endpoint, envelope('1.1', propertyCall()), { 'Content-Type': XML11, SOAPAction: action });
      expect([response.status, response.contentType]).toEqual([200, XML11]);
      expect(soapResult(response.body, 'GetProperty')).toContain(`<ID>${fixtures.property.id}</ID>`);
    });

    it('a SOAP 1.1 envelope without SOAPAction is routed by its Body element', async () => {
      const response = await post(endpoint, envelope('1.1', propertyCall()), { 'Content-Type': XML11 });
      expect([response.status, response.contentType]).toEqual([200, XML11]);
      expect(response.body).toContain('xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"');
    });

    it.each([
      ['no action', XML12],
      ['an unknown action', `${XML12}; action="${NS}Nope"`],
      ['an unquoted action, parameter name in capitals', `application/soap+xml; ACTION=${NS}GetProperty; charset=utf-8`],
    ])('SOAP 1.2 with %s is routed', async (_how, type) => {
      const response = await post(endpoint, envelope('1.2', propertyCall()), { 'Content-Type': type });
      expect([response.status, response.contentType]).toEqual([200, XML12]);
      expect(response.body).toContain('xmlns:soap="http://www.w3.org/2003/05/soap-envelope"');
    });

    it('SOAP 1.2 with an unknown Body element and no action is a Sender fault', async () => {
      const response = await post(endpoint, envelope('1.2', operationElement('Nope', credentials())), { 'Content-Type': XML12 });
      expect(response.status).toBe(500);
      expect(faultCode(response.body)).toBe('soap:Sender');
    });

    it('a Body element in another namespace is a Client fault', async () => {
      const body = envelope('1.1', propertyCall().replace(`xmlns="${NS}"`, 'xmlns="urn:other"'));
      const response = await post(endpoint, body, { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(500);
      expect(faultCode(response.body)).toBe('soap:Client');
    });

    it('the endpoint path matches without regard to case', async () => {
      const response = await post(`${app.baseUrl}/ServiceAPI.ASMX`, envelope('1.1', propertyCall()), {
        'Content-Type': XML11,
        SOAPAction: `"${NS}GetProperty"`,
      });
      expect(response.status).toBe(200);
    });

    it('writes the response envelope exactly, without indentation', async () => {
      const response = await soap11(app.baseUrl, 'InActiveDemand', { ...credentials(), Email: 'nobody@example.org', Password: 'x' });
      expect(response.body).toBe(
        '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>' +
          `<InActiveDemandResponse xmlns="${NS}"><InActiveDemandResult>0</InActiveDemandResult></InActiveDemandResponse></soap:Body></soap:Envelope>`,
      );
    });
  });

  describe('SOAP parameter binding', () => {
    it('a bad int is a Client fault with the position of the element', async () => {
      const body = envelope('1.1', operationElement('GetProperty', { ...credentials(), ID: '12a', LanguageID: 1 }));
      const response = await post(endpoint, body, { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(500);
      expect(faultCode(response.body)).toBe('soap:Client');
      const column = body.indexOf('<ID>') + 2;
      expect(faultText(response.body)).toBe(
        `Server was unable to read request. ---> There is an error in XML document (1, ${column}). ---> Input string was not in a correct format.`,
      );
    });

    it.each([
      ['decimal', 'GetPropertyCount', { PriceFrom: '1,5' }, 'Input string was not in a correct format.'],
      ['double', 'GetCityList', { Lat1: 'north' }, 'Input string was not in a correct format.'],
      ['dateTime', 'GetHistoryOfProperty', { fromDate: '01/02/2024' }, "The string '01/02/2024' is not a valid AllXsd value."],
      ['int overflow', 'GetSite', { SiteID: '2147483648' }, 'Value was either too large or too small for an Int32.'],
    ])('a bad %s is a Sender fault in SOAP 1.2', async (_type, op, params, inner) => {
      const response = await soap12(app.baseUrl, op, { ...credentials(), ...params });
      expect(response.status).toBe(500);
      expect(faultCode(response.body)).toBe('soap:Sender');
      expect(faultText(response.body)).toMatch(/^Server was unable to read request\. ---> There is an error in XML document \(1, \d+\)\. ---> /);
      expect(faultText(response.body).endsWith(inner)).toBe(true);
    });

    it('accepts ints with a sign and surrounding whitespace, parameters in any order, and ignores unknown elements', async () => {
      const call =
        `<GetProperty xmlns="${NS}"><Unknown>x</Unknown><LanguageID>1</LanguageID><ID>\n +${fixtures.property.id} </ID>` +
        `<CustomerPassword>${credentials()['CustomerPassword']}</CustomerPassword><CustomerName>${credentials()['CustomerName']}</CustomerName></GetProperty>`;
      const response = await post(endpoint, envelope('1.1', call), { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(200);
      expect(soapResult(response.body, 'GetProperty')).toContain(`<ID>${fixtures.property.id}</ID>`);
    });

    it('reads a PHP SoapClient style request (prefixed elements, SOAP-ENV prefix)', async () => {
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="http://tempuri.org/">' +
        `<SOAP-ENV:Body><ns1:GetSite><ns1:CustomerName>demo</ns1:CustomerName><ns1:CustomerPassword>demo</ns1:CustomerPassword><ns1:SiteID>${fixtures.siteId}</ns1:SiteID></ns1:GetSite></SOAP-ENV:Body></SOAP-ENV:Envelope>\n`;
      const response = await post(endpoint, body, { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '"http://tempuri.org/GetSite"' });
      expect(response.status).toBe(200);
      expect(soapResult(response.body, 'GetSite')).toContain(`<Site><ID>${fixtures.siteId}</ID>`);
    });

    it('matches parameters by namespace too: an unqualified element is a missing one', async () => {
      const call = propertyCall().replace(`<ID>${fixtures.property.id}</ID>`, `<ID xmlns="">${fixtures.property.id}</ID>`);
      const response = await post(endpoint, envelope('1.1', call), { 'Content-Type': XML11, SOAPAction: `"${NS}GetProperty"` });
      expect(response.status).toBe(500);
      expect(faultText(response.body)).toBe(`${UNABLE}Property 0 was not found.`);
    });

    it('xsi:nil gives null, and a null string result omits the Result element', async () => {
      const call = operationElement('GetPerson', credentials()).replace(
        '</GetPerson>',
        '<email xsi:nil="true" /><password xsi:nil="true" /></GetPerson>',
      );
      const response = await post(endpoint, envelope('1.1', call), { 'Content-Type': XML11, SOAPAction: `"${NS}GetPerson"` });
      expect(response.status).toBe(200);
      expect(response.body).toContain(`<soap:Body><GetPersonResponse xmlns="${NS}" /></soap:Body>`);
    });

    it('missing credentials are bad credentials', async () => {
      const response = await soap11(app.baseUrl, 'GetSite', { SiteID: fixtures.siteId });
      expect(faultText(response.body)).toBe(`${UNABLE}Invalid customer name or password.`);
    });
  });

  describe('errors inside operations', () => {
    it('bad customer credentials are a Server fault (1.1) / Receiver fault (1.2)', async () => {
      const bad = { CustomerName: 'demo', CustomerPassword: 'wrong' };
      const v11 = await soap11(app.baseUrl, 'GetSite', { ...bad, SiteID: fixtures.siteId });
      expect([v11.status, v11.contentType, faultCode(v11.body)]).toEqual([500, XML11, 'soap:Server']);
      expect(faultText(v11.body)).toBe(`${UNABLE}Invalid customer name or password.`);
      const v12 = await soap12(app.baseUrl, 'GetSite', { ...bad, SiteID: fixtures.siteId });
      expect([v12.status, v12.contentType, faultCode(v12.body)]).toEqual([500, XML12, 'soap:Receiver']);
      expect(faultText(v12.body)).toBe(`${UNABLE}Invalid customer name or password.`);
    });

    it('a disabled account is refused like bad credentials', async () => {
      const response = await soap11(app.baseUrl, 'GetSite', {
        CustomerName: DEMO_DISABLED_ACCOUNT.name,
        CustomerPassword: DEMO_DISABLED_ACCOUNT.password,
        SiteID: fixtures.siteId,
      });
      expect(faultText(response.body)).toBe(`${UNABLE}Invalid customer name or password.`);
    });

    it('an unknown id is a Server fault with the domain message', async () => {
      const response = await soap11(app.baseUrl, 'GetProperty', { ...credentials(), ID: 987654, LanguageID: 1 });
      expect([response.status, faultCode(response.body)]).toEqual([500, 'soap:Server']);
      expect(faultText(response.body)).toBe(`${UNABLE}Property 987654 was not found.`);
    });

    it('invalid input names the parameter', async () => {
      const response = await soap11(app.baseUrl, 'GetCitiesByCountry', { ...credentials(), CountryIDs: '1,x' });
      expect(faultText(response.body)).toMatch(new RegExp(`^${UNABLE.replace(/\./g, '\\.')}CountryIDs: `));
      const list = await soap11(app.baseUrl, 'GetPropertyList', { ...credentials(), SORTORDER: 'Password DESC' });
      expect(faultText(list.body)).toContain('SORTORDER');
      expectNoLeak(faultText(list.body));
    });
  });

  describe('HTTP GET and POST', () => {
    const expectPlain = (response: RawResponse, message: string) => {
      expect([response.status, response.contentType, response.body]).toEqual([500, PLAIN, `${message}\r\n`]);
    };

    it('method names are case-sensitive', async () => {
      expectPlain(
        await httpGet(app.baseUrl, 'getproperty', {}),
        "Invalid method name 'getproperty', method names are case sensitive. The method name 'GetProperty' with the same name but different casing was found.",
      );
      expectPlain(await httpPost(app.baseUrl, 'Nope', {}), 'Nope Web Service method name is not valid.');
    });

    it('a missing parameter is an error, naming it', async () => {
      expectPlain(await httpGet(app.baseUrl, 'GetSite', credentials()), 'Missing parameter: SiteID.');
      expectPlain(await httpPost(app.baseUrl, 'GetSite', { SiteID: 1 }), 'Missing parameter: CustomerName.');
    });

    it.each([
      ['GetSite', { SiteID: '' }, 'Cannot convert  to System.Int32.'],
      ['GetSite', { SiteID: 'abc' }, 'Cannot convert abc to System.Int32.'],
      ['GetCityList', { Lat1: 'x', Lat2: 0, Long1: 0, Long2: 0 }, 'Cannot convert x to System.Double.'],
      [
        'GetPropertyCount',
        { PriceFrom: '1.2.3', PriceTo: 0, Goal: 0, PostalCodes: '', MinRoom: 0, NrRooms: '', GeographicIDs: '', TypeIDs: '', CityNames: '' },
        'Cannot convert 1.2.3 to System.Decimal.',
      ],
      ['GetHistoryOfProperty', { objectID: 1, fromDate: 'yesterday', toDate: '2026-01-01', languageId: 1 }, 'Cannot convert yesterday to System.DateTime.'],
    ])('%s with %j is a conversion error', async (op, params, message) => {
      expectPlain(await httpGet(app.baseUrl, op, { ...credentials(), ...params }), message);
    });

    it('parameter names are case-insensitive and repeated keys are joined by commas', async () => {
      const query = `customername=demo&CUSTOMERPASSWORD=demo&countryids=1&CountryIDs=2&goal=0&languageid=1`;
      const joined = await get(`${app.baseUrl}/serviceapi.asmx/GetCitiesByCountry?${query}`);
      const single = await httpGet(app.baseUrl, 'GetCitiesByCountry', { ...credentials(), CountryIDs: '1,2', Goal: 0, LanguageId: 1 });
      expect(joined.status).toBe(200);
      expect(joined.body).toBe(single.body);
    });

    it('POST reads only form bodies', async () => {
      const response = await post(`${app.baseUrl}/serviceapi.asmx/GetSite`, '{"SiteID":1}', { 'Content-Type': 'application/json' });
      expectPlain(response, 'Request format is invalid: application/json.');
    });

    it('a form body over the limit is 413', async () => {
      const response = await post(`${app.baseUrl}/serviceapi.asmx/GetSite`, `SiteID=${'1'.repeat(4 * 1024 * 1024 + 10)}`, {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(413);
    });

    it('writes int and string results byte for byte', async () => {
      const int = await httpGet(app.baseUrl, 'InActiveDemand', { ...credentials(), Email: 'nobody@example.org', Password: 'x' });
      expect([int.status, int.contentType, int.body]).toEqual([200, 'text/xml; charset=utf-8', `<?xml version="1.0" encoding="utf-8"?>\r\n<int xmlns="${NS}">0</int>`]);
      const string = await httpPost(app.baseUrl, 'GetSite', { ...credentials(), SiteID: fixtures.siteId });
      expect(string.body.startsWith(`<?xml version="1.0" encoding="utf-8"?>\r\n<string xmlns="${NS}">&lt;Site&gt;&lt;ID&gt;${fixtures.siteId}&lt;/ID&gt;`)).toBe(true);
      expect(string.body.endsWith('&lt;/Site&gt;</string>')).toBe(true);
    });

    it('a null string result is a nil <string>', async () => {
      const response = await httpGet(app.baseUrl, 'GetPerson', { ...credentials(), email: fixtures.logins[0].email, password: 'wrong' });
      expect(response.body).toBe(
        `<?xml version="1.0" encoding="utf-8"?>\r\n<string xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xsi:nil="true" xmlns="${NS}" />`,
      );
    });

    it('domain errors are text/plain 500 with the fault chain', async () => {
      expectPlain(await httpGet(app.baseUrl, 'GetProperty', { ...credentials(), ID: 987654, LanguageID: 1, RICHTEXTFORMAT: 0 }), `${UNABLE}Property 987654 was not found.`);
    });
  });

  describe('other requests', () => {
    it('an unsupported method is 405', async () => {
      const response = await fetch(endpoint, { method: 'PUT', body: 'x' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    });

    it('GET of the endpoint shows the help page', async () => {
      const response = await get(endpoint);
      expect(response.status).toBe(200);
      expect(response.contentType).toMatch(/^text\/html/);
      expect(response.body).toContain('GetPropertyList');
    });
  });
});

describe('ASMX throttling', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ THROTTLE_MAX_FAILURES: '2' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('repeated bad credentials are throttled with a clear fault', async () => {
    const bad = { CustomerName: 'demo', CustomerPassword: 'wrong', SiteID: 1 };
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) texts.push(faultText((await soap11(app.baseUrl, 'GetSite', bad)).body));
    expect(texts[0]).toBe(`${UNABLE}Invalid customer name or password.`);
    expect(texts[3]).toBe(`${UNABLE}Too many failed login attempts; try again later.`);
  });
});
