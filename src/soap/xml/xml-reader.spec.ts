import { describe, expect, it } from '@jest/globals';
import { attributeValue, childElement, decodeUtf8, readXml, XmlSyntaxError, type XmlErrorReason } from './xml-reader.js';

function reasonOf(action: () => unknown): XmlErrorReason | 'none' {
  try {
    action();
    return 'none';
  } catch (error) {
    if (error instanceof XmlSyntaxError) return error.reason;
    throw error;
  }
}

describe('readXml', () => {
  it('resolves namespaces of elements and attributes', () => {
    const doc = readXml(
      '<?xml version="1.0"?><s:Envelope xmlns:s="urn:env" xmlns:i="urn:xsi"><s:Body><Op xmlns="urn:ns"><A i:nil="true"/><B x="1">text</B></Op></s:Body></s:Envelope>',
    );
    expect(doc.root.localName).toBe('Envelope');
    expect(doc.root.namespace).toBe('urn:env');
    const body = childElement(doc.root, 'urn:env', 'Body');
    const op = body?.children[0];
    expect(op?.namespace).toBe('urn:ns');
    expect(op?.children.map((c) => [c.localName, c.namespace])).toEqual([
      ['A', 'urn:ns'],
      ['B', 'urn:ns'],
    ]);
    expect(attributeValue(op!.children[0]!, 'urn:xsi', 'nil')).toBe('true');
    expect(attributeValue(op!.children[1]!, '', 'x')).toBe('1');
    expect(op?.children[1]?.text).toBe('text');
  });

  it('keeps text exactly: no trimming, no number parsing', () => {
    const doc = readXml('<a><n> 007 </n><d>1e3</d><e></e></a>');
    expect(doc.root.children.map((c) => c.text)).toEqual([' 007 ', '1e3', '']);
  });

  it('decodes the five predefined entities, numeric references and CDATA', () => {
    const doc = readXml('<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&amp;amp;<![CDATA[<x>&amp;]]></a>');
    expect(doc.root.text).toBe(`<>&"'AB&amp;<x>&amp;`);
  });

  it('refuses any DOCTYPE before parsing, including the billion laughs', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><lolz>&lol3;</lolz>';
    expect(reasonOf(() => readXml(laughs))).toBe('doctype');
    expect(reasonOf(() => readXml('<!doctype a><a/>'))).toBe('doctype');
    expect(reasonOf(() => readXml('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a>&xxe;</a>'))).toBe('doctype');
  });

  it('refuses entities that are not predefined', () => {
    expect(reasonOf(() => readXml('<a>&foo;</a>'))).toBe('malformed');
    expect(reasonOf(() => readXml('<a>&amp</a>'))).toBe('malformed');
    expect(reasonOf(() => readXml('<a>&#1;</a>'))).toBe('malformed');
    expect(reasonOf(() => readXml('<a b="&nbsp;"/>'))).toBe('malformed');
  });

  it('caps nesting depth', () => {
    const deep = '<a>'.repeat(100) + '</a>'.repeat(100);
    expect(reasonOf(() => readXml(deep, { maxDepth: 64 }))).toBe('too-deep');
    const shallow = '<a>'.repeat(10) + '</a>'.repeat(10);
    expect(reasonOf(() => readXml(shallow, { maxDepth: 64 }))).toBe('none');
  });

  it('caps size', () => {
    expect(reasonOf(() => readXml(`<a>${'x'.repeat(100)}</a>`, { maxLength: 50 }))).toBe('too-large');
  });

  it('treats __proto__, constructor and toString as ordinary element names', () => {
    const doc = readXml('<__proto__><constructor>1</constructor><toString/><prototype a="b"/><hasOwnProperty>2</hasOwnProperty></__proto__>');
    expect(doc.root.localName).toBe('__proto__');
    expect(doc.root.children.map((c) => c.localName)).toEqual(['constructor', 'toString', 'prototype', 'hasOwnProperty']);
    expect(doc.root.children[0]?.text).toBe('1');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(doc.root)).toBe(Object.prototype);
  });

  it('reads attributes named __proto__ or constructor as ordinary attributes', () => {
    const doc = readXml('<a __proto__="x" constructor="y" toString="z"/>');
    expect(doc.root.attributes.map((a) => [a.name, a.value])).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['toString', 'z'],
    ]);
    expect(attributeValue(doc.root, '', '__proto__')).toBe('x');
  });

  it('refuses control characters and unpaired surrogates', () => {
    expect(reasonOf(() => readXml('<a>\u0001</a>'))).toBe('malformed');
    expect(reasonOf(() => readXml('<a>\uD800</a>'))).toBe('malformed');
    expect(reasonOf(() => readXml('<a>\t\r\n ok</a>'))).toBe('none');
  });

  it('refuses documents that are not well-formed', () => {
    for (const bad of ['<a><b></a>', '<a', '<a/><b/>', 'text', '', '<a b="1" b="2"/>', '<p:a/>', '<a>x</a>y']) {
      expect([bad, reasonOf(() => readXml(bad))]).toEqual([bad, 'malformed']);
    }
  });

  it('reports 1-based line and column of an element name', () => {
    const doc = readXml('<?xml version="1.0"?>\r\n<a>\r\n  <b>x</b></a>');
    const b = doc.root.children[0]!;
    expect(doc.position(doc.root)).toEqual({ line: 2, column: 2 });
    expect(doc.position(b)).toEqual({ line: 3, column: 4 });
  });
});

describe('decodeUtf8', () => {
  it('decodes UTF-8 and drops a BOM', () => {
    expect(decodeUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0x3c, 0x61, 0x2f, 0x3e]))).toBe('<a/>');
    expect(decodeUtf8(Buffer.from('<a>é€😀</a>'))).toBe('<a>é€😀</a>');
  });

  it('refuses invalid UTF-8', () => {
    expect(reasonOf(() => decodeUtf8(Buffer.from([0x3c, 0x61, 0x3e, 0xc3, 0x28, 0x3c])))).toBe('encoding');
    expect(reasonOf(() => decodeUtf8(Buffer.from([0xed, 0xa0, 0x80])))).toBe('encoding');
  });
});

describe('readXml budgets', () => {
  it('refuses documents with more elements or attributes than the budget before parsing', () => {
    expect(reasonOf(() => readXml(`<a>${'<b/>'.repeat(20)}</a>`, { maxElements: 10 }))).toBe('too-large');
    expect(reasonOf(() => readXml(`<a>${'<b/>'.repeat(8)}</a>`, { maxElements: 10 }))).toBe('none');
    const attributes = Array.from({ length: 20 }, (_, i) => `a${i}="x"`).join(' ');
    expect(reasonOf(() => readXml(`<a ${attributes}/>`, { maxAttributes: 10 }))).toBe('too-large');
    expect(reasonOf(() => readXml(`<a x="=>=>=" y='"='/>`, { maxAttributes: 2 }))).toBe('none');
    const onOne = (n: number) => `<a ${Array.from({ length: n }, (_, i) => `a${i}=""`).join(' ')}/>`;
    expect(reasonOf(() => readXml(onOne(1_001)))).toBe('too-large');
    expect(reasonOf(() => readXml(onOne(1_000)))).toBe('none');
    expect(reasonOf(() => readXml(`<r>${`<b ${Array.from({ length: 900 }, (_, i) => `a${i}=""`).join(' ')}/>`.repeat(3)}</r>`))).toBe('none');
    expect(reasonOf(() => readXml(`<a>${'&amp;'.repeat(11)}</a>`, { maxReferences: 10 }))).toBe('too-large');
    expect(reasonOf(() => readXml(`<a b="${'&#x41;'.repeat(6)}">${'&lt;'.repeat(5)}</a>`, { maxReferences: 10 }))).toBe('too-large');
    expect(reasonOf(() => readXml(`<a>${'&amp;'.repeat(10)}</a>`, { maxReferences: 10 }))).toBe('none');
    expect(reasonOf(() => readXml(`<a>${'&amp;'.repeat(100_001)}</a>`))).toBe('too-large');
    expect(readXml(`<a>${'&amp;'.repeat(100_000)}x&lt;</a>`, { maxReferences: 100_001 }).root.text).toBe(`${'&'.repeat(100_000)}x<`);
  });

  it('refuses 350,000 attributes and a million empty elements', () => {
    const attributes = `<a ${Array.from({ length: 350_000 }, (_, i) => `a${i}=""`).join(' ')}/>`;
    expect(reasonOf(() => readXml(attributes))).toBe('too-large');
    expect(reasonOf(() => readXml(`<a>${'<b/>'.repeat(1_000_000)}</a>`))).toBe('too-large');
  });

  it('finds DOCTYPE as markup: in a comment, CDATA section or attribute value it is text', () => {
    expect(reasonOf(() => readXml('<a><![CDATA[<!DOCTYPE x>]]></a>'))).toBe('none');
    expect(readXml('<a><![CDATA[<!DOCTYPE x>]]></a>').root.text).toBe('<!DOCTYPE x>');
    expect(reasonOf(() => readXml('<a><!-- <!DOCTYPE x> --></a>'))).toBe('none');
    expect(reasonOf(() => readXml('<a b="&lt;!DOCTYPE x>">&lt;!DOCTYPE x></a>'))).toBe('none');
    expect(reasonOf(() => readXml('<?xml version="1.0"?>\n<!DOCTYPE a><a/>'))).toBe('doctype');
    expect(reasonOf(() => readXml('<a><!ENTITY x "y"></a>'))).toBe('doctype');
    expect(reasonOf(() => readXml('<a><!ELEMENT x ANY></a>'))).toBe('malformed');
  });
});
