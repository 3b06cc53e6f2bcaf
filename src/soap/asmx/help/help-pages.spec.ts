import { describe, expect, it } from '@jest/globals';
import { defineRecord, listOf } from '../../../common/record.js';
import { defineOperation, INT_RESULT, param, stringResult } from '../catalog.types.js';
import { requestHost } from '../../http/request-address.js';
import { clientAddress, endpointPath, isLoopbackAddress } from './client.js';
import { breakableName, escapeHtml, html } from '../../help/html.js';
import { type HelpConfig, renderHelp } from './help.js';
import { HELP_HEADERS } from '../../help/layout.js';
import { renderOperationPage, TEST_FORM_HIDDEN } from './operation-page.js';
import { renderOperationsMarkdown } from './operations-markdown.js';
import { proseMarkdown, proseSpans } from './prose.js';
import { indentXml, resultPayloadOf } from './result-payload.js';
import { protocolSamples, sampleText } from './samples.js';
import { renderServicePage, summaryOf } from './service-page.js';

const Picture = defineRecord('Picture', { ID: 'int', Url: 'string' });
const Home = defineRecord('Home', {
  ID: 'int',
  Price: 'decimal',
  Latitude: 'double',
  Created: 'dateTime',
  HasGarden: 'boolean',
  City: 'string',
  Pictures: listOf(Picture),
  Tags: listOf('string', 'Tag'),
});
const HomeList = defineRecord('HomeList', { Items: listOf(Home) });

const noop = async () => null;
const GET_HOMES = defineOperation({
  name: 'GetHomes',
  scopes: [],
  description: 'Returns the homes as <HomeList><Items><Home>…</Home></Items></HomeList>. Second sentence <script>alert(1)</script>.',
  parameters: [param('LanguageID', 'int'), param('PriceFrom', 'decimal'), param('fromDate', 'dateTime'), param('NrRooms', 'string')],
  result: stringResult('HomeList', HomeList),
  invoke: noop,
});
const CHANGE = defineOperation({
  name: 'ChangeThing',
  scopes: [],
  description: 'Changes a thing; returns the number of records changed.',
  parameters: [param('Email', 'string')],
  result: INT_RESULT,
  invoke: async () => 0,
});
const OPERATIONS = [GET_HOMES, CHANGE];
const SAMPLES = { namespace: 'http://example.org/ns/', host: 'api.example.org:8080', path: '/prefix/serviceapi.asmx' };

function operationPage(showTestForm: boolean, op = GET_HOMES): string {
  return renderOperationPage({
    serviceName: 'ServiceAPI',
    operation: op,
    samples: SAMPLES,
    endpointName: 'serviceapi.asmx',
    showTestForm,
    payload: resultPayloadOf(op),
  });
}

describe('html escaping', () => {
  it('escapes markup, quotes and control characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\uFFFD');
  });

  it('escapes interpolated values but not nested fragments', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"q"'}">${inner}${['<', 1, null, false]}</p>`.value).toBe('<p title="&quot;q&quot;"><b>&lt;i&gt;</b>&lt;1</p>');
  });
});

describe('breakable names', () => {
  it('offers a line break between the words of a camel-case name only', () => {
    expect(breakableName('GetConstructionBuildingUnitByProjectIDAndOffice').value).toBe(
      'Get<wbr>Construction<wbr>Building<wbr>Unit<wbr>By<wbr>ProjectID<wbr>And<wbr>Office',
    );
    expect(breakableName('ServiceAPI').value).toBe('ServiceAPI');
    expect(breakableName('a<b').value).toBe('a&lt;b');
  });
});

describe('client locality', () => {
  it('recognises loopback addresses only', () => {
    for (const local of ['127.0.0.1', '127.10.0.5', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(local)).toBe(true);
    for (const remote of ['10.0.0.1', '::ffff:192.168.1.2', '1127.0.0.1', '127.0.0.1.evil', '', undefined]) expect(isLoopbackAddress(remote)).toBe(false);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, and then takes the entry the proxy added', () => {
    const headers = { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' };
    expect(clientAddress('127.0.0.1', headers, false)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', headers, true)).toBe('203.0.113.9');
    expect(clientAddress('::1', {}, true)).toBe('::1');
  });

  it('takes host and path prefix from forwarded headers only behind a trusted proxy', () => {
    const headers = { host: 'internal:8080', 'x-forwarded-host': 'public.example.org', 'x-forwarded-prefix': '/api' };
    expect(requestHost(headers, false)).toBe('internal:8080');
    expect(requestHost(headers, true)).toBe('public.example.org');
    expect(requestHost({ host: 'bad host<>' }, false)).toBe('localhost');
    expect(endpointPath('/serviceapi.asmx', headers, false)).toBe('/serviceapi.asmx');
    expect(endpointPath('/serviceapi.asmx', headers, true)).toBe('/api/serviceapi.asmx');
    expect(endpointPath('/serviceapi.asmx', { 'x-forwarded-prefix': '/"><x' }, true)).toBe('/serviceapi.asmx');
  });
});

describe('samples', () => {
  const [soap11, soap12, get, post] = protocolSamples(GET_HOMES, SAMPLES).map((s) => ({
    protocol: s.protocol,
    request: sampleText(s.request),
    response: sampleText(s.response),
  }));

  it('shows a SOAP 1.1 request with typed placeholders, the request host and the SOAPAction', () => {
    expect(soap11?.protocol).toBe('SOAP 1.1');
    expect(soap11?.request).toBe(
      [
        'POST /prefix/serviceapi.asmx HTTP/1.1',
        'Host: api.example.org:8080',
        'Content-Type: text/xml; charset=utf-8',
        'Content-Length: length',
        'SOAPAction: "http://example.org/ns/GetHomes"',
        '',
        '<?xml version="1.0" encoding="utf-8"?>',
        '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">',
        '  <soap:Body>',
        '    <GetHomes xmlns="http://example.org/ns/">',
        '      <CustomerName>string</CustomerName>',
        '      <CustomerPassword>string</CustomerPassword>',
        '      <LanguageID>int</LanguageID>',
        '      <PriceFrom>decimal</PriceFrom>',
        '      <fromDate>dateTime</fromDate>',
        '      <NrRooms>string</NrRooms>',
        '    </GetHomes>',
        '  </soap:Body>',
        '</soap:Envelope>',
      ].join('\n'),
    );
    expect(soap11?.response).toContain('<GetHomesResult>string</GetHomesResult>');
  });

  it('shows SOAP 1.2 without SOAPAction, and GET/POST with every value as text', () => {
    expect(soap12?.request).toContain('Content-Type: application/soap+xml; charset=utf-8');
    expect(soap12?.request).not.toContain('SOAPAction');
    expect(soap12?.request).toContain('<soap12:Envelope');
    expect(get?.request).toBe(
      'GET /prefix/serviceapi.asmx/GetHomes?CustomerName=string&CustomerPassword=string&LanguageID=string&PriceFrom=string&fromDate=string&NrRooms=string HTTP/1.1\nHost: api.example.org:8080\n',
    );
    expect(get?.response).toContain('<string xmlns="http://example.org/ns/">string</string>');
    expect(post?.request).toContain('Content-Type: application/x-www-form-urlencoded\nContent-Length: length\n\nCustomerName=string&');
  });

  it('uses <int> for int results and does not double the slash of a namespace without one', () => {
    const [soap, , get] = protocolSamples(CHANGE, { ...SAMPLES, namespace: 'urn:x' });
    expect(sampleText(soap!.request)).toContain('SOAPAction: "urn:x/ChangeThing"');
    expect(sampleText(soap!.response)).toContain('<ChangeThingResult>int</ChangeThingResult>');
    expect(sampleText(get!.response)).toContain('<int xmlns="urn:x">int</int>');
  });
});

describe('result payload', () => {
  it('encodes a sample of every field with the record codec, indented', () => {
    const payload = resultPayloadOf(GET_HOMES);
    expect(payload?.root).toBe('HomeList');
    expect(payload?.records.map((r) => r.caption)).toEqual(['<HomeList>', 'Home', 'Picture']);
    expect(payload?.example).toBe(
      [
        '<HomeList>',
        '  <Items>',
        '    <Home>',
        '      <ID>1</ID>',
        '      <Price>1.5</Price>',
        '      <Latitude>1.5</Latitude>',
        '      <Created>2026-01-31T14:30:00</Created>',
        '      <HasGarden>true</HasGarden>',
        '      <City>string</City>',
        '      <Pictures>',
        '        <Picture>',
        '          <ID>1</ID>',
        '          <Url>string</Url>',
        '        </Picture>',
        '      </Pictures>',
        '      <Tags>',
        '        <Tag>string</Tag>',
        '      </Tags>',
        '    </Home>',
        '  </Items>',
        '</HomeList>',
      ].join('\n'),
    );
    expect(resultPayloadOf(CHANGE)).toBeNull();
  });

  it('indents empty and self-closing elements', () => {
    expect(indentXml('<a><b /><c></c><d>x &amp; y</d></a>')).toBe('<a>\n  <b />\n  <c></c>\n  <d>x &amp; y</d>\n</a>');
  });
});

describe('service page', () => {
  const page = renderServicePage({
    serviceName: 'ServiceAPI',
    namespace: 'http://example.org/ns/',
    operations: OPERATIONS,
    endpointUrl: 'http://api.example.org/serviceapi.asmx',
  });

  it('is an HTML5 document titled with the service name, without scripts or external resources', () => {
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<title>ServiceAPI Web Service</title>');
    expect(page).not.toMatch(/<script|<img|src=|@import|url\(|https?:\/\/(?!api\.example\.org|example\.org)/i);
    expect(page.match(/<link[^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
    expect(HELP_HEADERS['Content-Type']).toBe('text/html; charset=utf-8');
  });

  it('links every operation and the Service Description', () => {
    expect(page).toContain('<a href="?op=GetHomes">Get<wbr>Homes</a>');
    expect(page).toContain('<a href="?op=ChangeThing">Change<wbr>Thing</a>');
    expect(page).toContain('<a href="?WSDL">Service Description</a>');
    expect(page).toContain('<p>Returns the homes.</p>');
  });

  it('states an unknown operation with the ASMX message, escaped, and points at a name differing in case', () => {
    const unknown = renderServicePage({
      serviceName: 'ServiceAPI',
      namespace: 'urn:x',
      operations: OPERATIONS,
      endpointUrl: 'http://h/serviceapi.asmx',
      unknownOperation: '<b>gethomes',
    });
    expect(unknown).toContain('Method &#39;&lt;b&gt;gethomes&#39; was not found in service ServiceAPI.');
    const wrongCase = renderServicePage({ serviceName: 'S', namespace: 'urn:x', operations: OPERATIONS, endpointUrl: 'http://h/s.asmx', unknownOperation: 'gethomes' });
    expect(wrongCase).toContain('did you mean <a href="?op=GetHomes">GetHomes</a>?');
  });

  it('summarises a description by its first sentence without the XML shape', () => {
    expect(summaryOf('Counts the matches, as <Count><RowsCount>n</RowsCount></Count>. More.')).toBe('Counts the matches.');
    expect(summaryOf(`Word ${'long '.repeat(60)}end.`)).toMatch(/^Word (long ){20,}long…$/);
  });
});

describe('operation page', () => {
  it('shows the description escaped, with the XML shape as code', () => {
    const page = operationPage(true);
    expect(page).toContain('<code>&lt;HomeList&gt;&lt;Items&gt;&lt;Home&gt;…&lt;/Home&gt;&lt;/Items&gt;&lt;/HomeList&gt;</code>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('lists the parameters with their types and meanings', () => {
    const page = operationPage(true);
    expect(page).toContain('<tr><th scope="row"><code>PriceFrom</code></th><td class="type">decimal</td><td>Lowest price, inclusive; 0 means no lower bound.</td></tr>');
    expect(page).toContain('an item <code>N+</code> means N or more');
  });

  it('has a test form posting form-urlencoded to the relative operation URL, one labelled field per parameter', () => {
    const page = operationPage(true);
    expect(page).toContain('<form class="form" method="post" action="serviceapi.asmx/GetHomes" enctype="application/x-www-form-urlencoded">');
    for (const name of ['CustomerName', 'CustomerPassword', 'LanguageID', 'PriceFrom', 'fromDate', 'NrRooms']) {
      expect(page).toContain(`<label for="p-${name}">${name}</label>`);
      expect(page).toContain(`id="p-${name}" name="${name}"`);
    }
    expect(page).toContain('<button type="submit">Invoke</button>');
    expect(page).not.toContain(TEST_FORM_HIDDEN);
  });

  it('replaces the test form by the ASMX notice when it is not shown', () => {
    const page = operationPage(false);
    expect(page).not.toContain('<form');
    expect(page).toContain(TEST_FORM_HIDDEN);
  });

  it('shows the four samples with marked placeholders and the example payload', () => {
    const page = operationPage(true);
    for (const protocol of ['SOAP 1.1', 'SOAP 1.2', 'HTTP GET', 'HTTP POST']) expect(page).toContain(`>${protocol}</h3>`);
    expect(page).toContain('&lt;LanguageID&gt;<var>int</var>&lt;/LanguageID&gt;');
    expect(page).toContain('Content-Length: <var>length</var>');
    expect(page).toContain('Host: api.example.org:8080');
    expect(page).toContain('    &lt;Home&gt;\n      &lt;ID&gt;1&lt;/ID&gt;');
  });

  it('describes an int result', () => {
    expect(operationPage(true, CHANGE)).toContain('The result is an <code>int</code>');
  });
});

describe('prose', () => {
  it('splits XML shapes and back-quoted code from text', () => {
    expect(proseSpans('as <A><B/></A>; `5+` means more')).toEqual([
      { code: false, text: 'as ' },
      { code: true, text: '<A><B/></A>' },
      { code: false, text: '; ' },
      { code: true, text: '5+' },
      { code: false, text: ' means more' },
    ]);
  });

  it('escapes markdown, and pipes in table cells', () => {
    expect(proseMarkdown('a < b | c_d `x|y`', true)).toBe('a &lt; b \\| c\\_d `x\\|y`');
    expect(proseMarkdown('<A>x</A> & *b*')).toBe('`<A>x</A>` &amp; \\*b\\*');
  });
});

describe('operations markdown', () => {
  const SAME_RESULT = defineOperation({
    name: 'GetHomesAgain',
    scopes: [],
    description: 'Returns the homes again.',
    parameters: [],
    result: stringResult('HomeList', HomeList),
    invoke: noop,
  });
  const doc = renderOperationsMarkdown([...OPERATIONS, SAME_RESULT], { serviceName: 'ServiceAPI', namespace: 'urn:x' });

  it('indexes every operation and gives each a section with its parameter table and rules', () => {
    expect(doc).toContain('| [GetHomes](#gethomes) | `string` | Returns the homes. |');
    expect(doc).toContain('| [ChangeThing](#changething) | `int` |');
    expect(doc).toContain('\n## GetHomes\n\nReturns the homes as `<HomeList><Items><Home>…</Home></Items></HomeList>`.\n\n- Second sentence `<script>alert(1)</script>`.\n');
    expect(doc).toContain('| `NrRooms` | `string` | Comma-separated list of exact bedroom counts; an item `N+` means N or more (e.g. `2,3,5+`). Empty means any. |');
    expect(doc).toContain('**Result:** `int`');
  });

  it('shows each payload example once and refers to it from operations with the same payload', () => {
    expect(doc).toContain('root element `<HomeList>`: a [HomeList](#record-homelist) record.\n\nExample:\n\n```xml\n<HomeList>\n  <Items>');
    expect(doc.match(/```xml/g)).toHaveLength(1);
    expect(doc).toContain('Example: the same payload as [GetHomes](#gethomes).');
  });

  it('lists every record once with its fields, linking nested records', () => {
    expect(doc).toContain('### Record Home\n\n| Field | Type |\n| --- | --- |\n| `ID` | `int` |');
    expect(doc).toContain('| `Pictures` | list of [Picture](#record-picture), one `<Picture>` per item |');
    expect(doc).toContain('| `Tags` | list of `string`, one `<Tag>` per item |');
    expect(doc.match(/### Record /g)).toHaveLength(3);
    expect(doc.endsWith('|\n')).toBe(true);
  });
});

describe('renderHelp', () => {
  const config = (testForm: HelpConfig['testForm'], trustProxy = false): HelpConfig => ({
    asmxNamespace: 'urn:x',
    asmxServiceName: 'ServiceAPI',
    testForm,
    trustProxy,
  });
  const render = (url: string, remoteAddress: string | undefined, settings: HelpConfig, headers: Record<string, string> = {}) =>
    renderHelp({ url, headers: { host: 'svc.example:8080', ...headers }, remoteAddress }, settings, OPERATIONS);

  it('shows the test form to loopback clients only when set to local, to everyone with all, to no one with none', () => {
    expect(render('/serviceapi.asmx?op=GetHomes', '127.0.0.1', config('local')).body).toContain('<form');
    expect(render('/serviceapi.asmx?op=GetHomes', '192.0.2.4', config('local')).body).not.toContain('<form');
    expect(render('/serviceapi.asmx?op=GetHomes', '192.0.2.4', config('all')).body).toContain('<form');
    expect(render('/serviceapi.asmx?op=GetHomes', '::1', config('none')).body).not.toContain('<form');
    expect(render('/serviceapi.asmx?op=GetHomes', '::1', config('local', true), { 'x-forwarded-for': '192.0.2.4' }).body).not.toContain('<form');
  });

  it('answers the list for no or an empty op, the operation page for a known op, status 200 and the page headers', () => {
    const list = render('/serviceapi.asmx', '127.0.0.1', config('local'));
    expect(list.status).toBe(200);
    expect(list.headers).toBe(HELP_HEADERS);
    expect(list.body).toContain('<code>http://svc.example:8080/serviceapi.asmx</code>');
    expect(render('/serviceapi.asmx?op=', '127.0.0.1', config('local')).body).toContain('<h2 id="operations">');
    expect(render('/serviceapi.asmx?Op=ChangeThing', '127.0.0.1', config('local')).body).toContain('<h1>Change<wbr>Thing</h1>');
    const unknown = render('/serviceapi.asmx?op=Nope', '127.0.0.1', config('local'));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('Method &#39;Nope&#39; was not found in service ServiceAPI.');
  });

  it('copes with odd request targets', () => {
    expect(render('/serviceapi.asmx?op=%E0%A4%A', '127.0.0.1', config('all')).status).toBe(200);
    expect(render('/service%22api.asmx?op=GetHomes', '127.0.0.1', config('all')).body).toContain('action="serviceapi.asmx/GetHomes"');
  });
});
