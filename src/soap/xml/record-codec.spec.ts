import { describe, expect, it } from '@jest/globals';
import { defineRecord, listOf, pageOf } from '../../common/record.js';
import { textString, WireText } from '../../common/wire-text.js';
import { encodeRecordXml, encodeRecordXmlText, encodeRecordXmlTextWire, encodeRecordXmlWire, formatXmlDateTime, formatXmlNumber } from './record-codec.js';
import { escapeXmlText } from './xml-writer.js';
import { readXml } from './xml-reader.js';

const Picture = defineRecord('Picture', { ID: 'int', Url: 'string' });
const Thing = defineRecord('Thing', {
  ID: 'int',
  Name: 'string',
  Price: 'decimal',
  Lat: 'double',
  Active: 'boolean',
  Created: 'dateTime',
  Tags: listOf('string', 'Tag'),
  Pictures: listOf(Picture),
  Main: Picture,
});

describe('record codec', () => {
  it('encodes fields in schema order with the documented scalar forms', () => {
    const xml = encodeRecordXml('Thing', Thing, {
      ID: 7,
      Name: 'A & B <x>',
      Price: 250000.5,
      Lat: 50.85,
      Active: true,
      Created: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678)),
      Tags: ['x', 'y'],
      Pictures: [{ ID: 1, Url: 'http://p/1.jpg?a=1&b=2' }],
      Main: null,
    });
    expect(xml).toBe(
      '<Thing><ID>7</ID><Name>A &amp; B &lt;x&gt;</Name><Price>250000.5</Price><Lat>50.85</Lat><Active>true</Active>' +
        '<Created>2024-01-02T03:04:05</Created><Tags><Tag>x</Tag><Tag>y</Tag></Tags>' +
        '<Pictures><Picture><ID>1</ID><Url>http://p/1.jpg?a=1&amp;b=2</Url></Picture></Pictures></Thing>',
    );
    expect(readXml(xml).root.children.map((c) => c.localName)).toEqual(['ID', 'Name', 'Price', 'Lat', 'Active', 'Created', 'Tags', 'Pictures']);
  });

  it('omits null scalars, writes false and empty lists', () => {
    const xml = encodeRecordXml('Thing', Thing, {
      ID: null,
      Name: null,
      Price: 0,
      Lat: null,
      Active: false,
      Created: null,
      Tags: [],
      Pictures: [],
      Main: { ID: 3, Url: '' },
    });
    expect(xml).toBe('<Thing><Price>0</Price><Active>false</Active><Tags /><Pictures /><Main><ID>3</ID><Url /></Main></Thing>');
  });

  it('encodes pages and top-level lists', () => {
    const Page = pageOf('ThingPage', Picture);
    expect(encodeRecordXml('List', Page, { From: 1, To: 1, RowsCount: 5, Items: [{ ID: 2, Url: 'u' }] })).toBe(
      '<List><From>1</From><To>1</To><RowsCount>5</RowsCount><Items><Picture><ID>2</ID><Url>u</Url></Picture></Items></List>',
    );
    expect(encodeRecordXml('Ids', listOf('int', 'ID'), [1, 2])).toBe('<Ids><ID>1</ID><ID>2</ID></Ids>');
    expect(encodeRecordXml('Thing', Thing, null)).toBe('<Thing />');
  });

  it('strips control characters from strings and never reads inherited properties', () => {
    const hostile = Object.create({ Name: 'inherited' }) as Record<string, unknown>;
    hostile['ID'] = 1;
    expect(encodeRecordXml('P', Picture, { ID: 1, Url: 'a\u0000\u0007b' })).toBe('<P><ID>1</ID><Url>ab</Url></P>');
    expect(encodeRecordXml('T', defineRecord('T', { ID: 'int', Name: 'string' }), hostile)).toBe('<T><ID>1</ID></T>');
  });

  it('formats numbers without exponents and dates as YYYY-MM-DDTHH:mm:ss', () => {
    expect(formatXmlNumber(1e21, 'decimal')).toBe('1000000000000000000000');
    expect(formatXmlNumber(1e-7, 'decimal')).toBe('0.0000001');
    expect(formatXmlNumber(-3.7, 'int')).toBe('-3');
    expect(formatXmlNumber(Number.NaN, 'double')).toBe('NaN');
    expect(formatXmlNumber(-Infinity, 'double')).toBe('-INF');
    expect(formatXmlDateTime(new Date(Date.parse('0005-01-01T00:00:00Z')))).toMatch(/^0005-01-01T00:00:00$/);
    expect(formatXmlDateTime(new Date(Number.NaN))).toBe('');
  });

  it('writes the escaped text of a document in one pass, equal to escaping the encoded document', () => {
    const value = {
      ID: 3,
      Name: 'Tom & Jerry <b>&amp;</b> "q" \u0001 \uD800 é',
      Price: 1.5,
      Active: false,
      Created: new Date(Date.UTC(2020, 5, 6)),
      Tags: ['a&b', '<>', ''],
      Pictures: [],
      Main: { ID: 1, Url: 'x?y=1&z=2' },
    };
    expect(encodeRecordXmlText('Thing', Thing, value)).toBe(escapeXmlText(encodeRecordXml('Thing', Thing, value)));
    expect(encodeRecordXmlText('Things', listOf(Thing), [value, value])).toBe(escapeXmlText(encodeRecordXml('Things', listOf(Thing), [value, value])));
    expect(encodeRecordXmlText('Thing', Thing, null)).toBe('&lt;Thing /&gt;');
  });

  it('encodes a frozen record once per element name and form, and an unfrozen one every time', () => {
    let reads = 0;
    const make = () => Object.defineProperty({ ID: 1 }, 'Url', { enumerable: true, get: () => `u${++reads}` });
    const frozen = Object.freeze(make());
    expect(encodeRecordXml('Picture', Picture, frozen)).toBe('<Picture><ID>1</ID><Url>u1</Url></Picture>');
    expect(encodeRecordXml('List', listOf(Picture), [frozen, frozen])).toBe('<List><Picture><ID>1</ID><Url>u1</Url></Picture><Picture><ID>1</ID><Url>u1</Url></Picture></List>');
    // The escaped form and another element name are encodings of their own.
    expect(encodeRecordXmlText('Picture', Picture, frozen)).toBe('&lt;Picture&gt;&lt;ID&gt;1&lt;/ID&gt;&lt;Url&gt;u2&lt;/Url&gt;&lt;/Picture&gt;');
    expect(encodeRecordXml('Main', Picture, frozen)).toBe('<Main><ID>1</ID><Url>u3</Url></Main>');
    const open = make();
    expect(encodeRecordXml('Picture', Picture, open)).toBe('<Picture><ID>1</ID><Url>u4</Url></Picture>');
    expect(encodeRecordXml('Picture', Picture, open)).toBe('<Picture><ID>1</ID><Url>u5</Url></Picture>');
  });

  it('writes frozen records inside an open page as encoded bytes, exactly as the text form', () => {
    const Page = pageOf('ThingPage', Picture);
    const page = { From: 1, To: 2, RowsCount: 2, Items: [Object.freeze({ ID: 1, Url: 'a&b' }), Object.freeze({ ID: 2, Url: 'é' })] };
    const wire = encodeRecordXmlTextWire('List', Page, page);
    expect(wire).toBeInstanceOf(WireText);
    expect((wire as WireText).parts.filter((part) => part instanceof Buffer)).toHaveLength(2);
    expect((wire as WireText).toBuffer().toString('utf8')).toBe(encodeRecordXmlText('List', Page, page));
    expect(textString(encodeRecordXmlWire('List', Page, page))).toBe(encodeRecordXml('List', Page, page));
    expect(encodeRecordXmlWire('List', Page, null)).toBe('<List />');
  });
});
