/**
 * Differential corpus: the single-pass reader against the reader it replaced (fast-xml-parser's
 * validator and parser after a budget scan, kept in src/bench/legacy-xml-reader.ts). Hand-written,
 * generated and mutated documents must be accepted or refused alike, for the same reason, and
 * give the same tree: names, namespaces, attributes, text, offsets and positions.
 *
 * Where the old reader accepted what XML 1.0 or Namespaces in XML forbid (or refused what they
 * allow), the new one follows the standard: DEVIATIONS lists those documents with the rule, and a
 * disagreement in the mutated corpus must be one of them. Positions differ, by design, after a
 * lone CR (a line end in XML and in .NET, not for the old reader); they are then checked against
 * an independent count.
 */
import { describe, expect, it } from '@jest/globals';
import { legacyReadXml } from '../../bench/legacy-xml-reader.js';
import { Random } from '../../seeding/random.js';
import { readXml, XmlSyntaxError, type XmlDocument, type XmlElement, type XmlErrorReason, type XmlReadLimits } from './xml-reader.js';

type Read = (text: string, limits?: XmlReadLimits) => XmlDocument;

type Outcome = { readonly accepted: true; readonly tree: unknown } | { readonly accepted: false; readonly reason: XmlErrorReason; readonly message: string };

/** Everything a caller can observe of a tree, as plain data. */
function plain(element: XmlElement, document: XmlDocument): unknown {
  const { line, column } = document.position(element);
  return {
    name: element.name,
    localName: element.localName,
    namespace: element.namespace,
    attributes: element.attributes.map((a) => [a.name, a.localName, a.namespace, a.value]),
    text: element.text,
    offset: element.offset,
    position: `${line}:${column}`,
    children: element.children.map((child) => plain(child, document)),
  };
}

function outcome(read: Read, text: string, limits?: XmlReadLimits): Outcome {
  try {
    const document = read(text, limits);
    return { accepted: true, tree: plain(document.root, document) };
  } catch (error) {
    if (error instanceof XmlSyntaxError) return { accepted: false, reason: error.reason, message: error.message };
    throw error;
  }
}

interface Case {
  readonly text: string;
  readonly limits?: XmlReadLimits;
}

/** The first place where two plain values differ, as a path and the two values there. */
function firstDifference(old: unknown, now: unknown, path = ''): { path: string; old: unknown; now: unknown } | undefined {
  if (old !== null && now !== null && typeof old === 'object' && typeof now === 'object') {
    const keys = new Set([...Object.keys(old), ...Object.keys(now)]);
    for (const key of keys) {
      const found = firstDifference((old as Record<string, unknown>)[key], (now as Record<string, unknown>)[key], `${path}/${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return old === now ? undefined : { path, old, now };
}

interface Disagreement {
  readonly text: string;
  readonly at: string;
  readonly old: unknown;
  readonly now: unknown;
}

const LONE_CR = /\r(?!\n)/;

function disagreements(cases: readonly Case[]): Disagreement[] {
  const found: Disagreement[] = [];
  for (const { text, limits } of cases) {
    const old = outcome(legacyReadXml, text, limits);
    const now = outcome(readXml, text, limits);
    if (old.accepted && now.accepted) {
      const difference = firstDifference(old.tree, now.tree);
      if (difference && !(LONE_CR.test(text) && difference.path.endsWith('/position') && firstDifference(withoutPositions(old.tree), withoutPositions(now.tree)) === undefined)) {
        found.push({ text, at: difference.path, old: difference.old, now: difference.now });
      }
    } else if (old.accepted || now.accepted || old.reason !== now.reason) {
      found.push({ text, at: '', old: old.accepted ? 'accepted' : old.message, now: now.accepted ? 'accepted' : now.message });
    }
  }
  return found;
}

function withoutPositions(tree: unknown): unknown {
  return JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value)));
}

/** Line and column of each element's name, counted independently: CR LF, CR and LF end a line. */
function expectedPositions(text: string, tree: unknown): string[] {
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  const positions: string[] = [];
  const visit = (node: { offset: number; children: unknown[] }): void => {
    const lines = body.slice(0, node.offset + 1).split(/\r\n|\r|\n/);
    positions.push(`${lines.length}:${lines[lines.length - 1]!.length + 1}`);
    for (const child of node.children) visit(child as { offset: number; children: unknown[] });
  };
  visit(tree as { offset: number; children: unknown[] });
  return positions;
}

function positionsOf(tree: unknown): string[] {
  const node = tree as { position: string; children: unknown[] };
  return [node.position, ...node.children.flatMap((child) => positionsOf(child))];
}

const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';

/** Valid documents written by hand: the shapes clients send and the corners of the syntax. */
const VALID: readonly string[] = [
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><GetProperty xmlns="http://tempuri.org/"><UserName>demo</UserName><Password>pw &amp; more</Password><ID>42</ID><LanguageID>1</LanguageID></GetProperty></soap:Body></soap:Envelope>`,
  `<?xml version="1.0" encoding="utf-8"?>\r\n<soap12:Envelope xmlns:soap12="${SOAP12}">\r\n  <soap12:Body>\r\n    <GetProperty xmlns="http://tempuri.org/">\r\n      <ID>42</ID>\r\n    </GetProperty>\r\n  </soap12:Body>\r\n</soap12:Envelope>\r\n`,
  `<s:Envelope xmlns:s="${SOAP11}"><s:Header><h:Auth xmlns:h="urn:h" s:mustUnderstand="1">x</h:Auth></s:Header><s:Body><tns:Op xmlns:tns="urn:op"><tns:A i:nil="true" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"/></tns:Op></s:Body></s:Envelope>`,
  `<env:Envelope xmlns:env="${SOAP11}"><env:Body><ns1:GetPropertyList xmlns:ns1="http://tempuri.org/"><ns1:Limit1>1</ns1:Limit1><ns1:Limit2>10</ns1:Limit2><ns1:CityNames></ns1:CityNames></ns1:GetPropertyList></env:Body></env:Envelope>`,
  '<a/>',
  '<a></a>',
  '<a />',
  '<a\t\r\n/>',
  '<a></a \r\n\t>',
  '<a>text</a>',
  '<a> 007 </a>',
  '<a>\t\r\n ok</a>',
  '<a>line1\r\nline2\rline3\nline4</a>',
  '<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x20AC;&#128512;&#x1F600;&#9;&#10;&#13;</a>',
  '<a>&amp;amp;</a>',
  '<a><![CDATA[<x>&amp;]]></a>',
  '<a>x<![CDATA[]]>y<![CDATA[ ]] ]]]>z</a>',
  '<a><![CDATA[line\r\nbreak\rcr]]></a>',
  '<a>before<!-- comment -->after</a>',
  '<a><!----></a>',
  '<a><!-- - single dashes - --></a>',
  '<a>x<?pi some data?>y</a>',
  '<a><?pi?></a>',
  '<a><?xml-stylesheet href="s.css"?></a>',
  '<?pi data?><!-- c --><a/><!-- c --><?pi?>',
  ' \r\n\t<a/> \r\n\t',
  '\ufeff<a/>',
  '\ufeff<?xml version="1.0"?><a/>',
  '<?xml version="1.0"?><a/>',
  "<?xml version='1.0' encoding='UTF-8' standalone='yes'?><a/>",
  '<?xml version="1.0" standalone="no" ?>\n<a/>',
  '<?xml version="1.1"?><a/>',
  '<a b="1" c=\'2\' d = "3" e\n=\n"4"/>',
  '<a b="x\'y" c=\'x"y\'/>',
  '<a b="a\tb\nc\r\nd\re"/>',
  '<a b="&#9;&#10;&#13;&#x20;"/>',
  '<a b="&lt;&gt;&amp;&quot;&apos;"/>',
  '<a b=">]]>"/>',
  '<a b=""/>',
  '<a xmlns="urn:x"><b/><c xmlns=""><d/></c><e/></a>',
  '<a xmlns="urn:x"><b xmlns="urn:y"><c/></b><d/></a>',
  '<p:a xmlns:p="urn:p"><p:b xmlns:p="urn:q"><p:c/></p:b><p:d/></p:a>',
  '<p:a xmlns:p="urn:p" p:x="1" x="2"/>',
  '<a xmlns:p="urn:p"><p:b p:c="1"/></a>',
  '<p:a p:x="1" xmlns:p="urn:p"/>',
  '<a xml:lang="en" xml:space="preserve"/>',
  '<xml:a/>',
  '<a xmlns:xml="http://www.w3.org/XML/1998/namespace" xml:lang="fr"/>',
  '<a xmlns:p="urn:p" xmlns:q="urn:q" p:x="1" q:x="2"/>',
  '<a xmlns:p="urn:p" p:x="1" x="1"/>',
  '<__proto__><constructor>1</constructor><toString/><prototype a="b"/><hasOwnProperty>2</hasOwnProperty></__proto__>',
  '<a __proto__="x" constructor="y" toString="z" valueOf="v"/>',
  '<p:__proto__ xmlns:p="urn:p" p:constructor="1"/>',
  '<_a-b.c d-e.f_="1"><Ä名前 ö="ü"/></_a-b.c>',
  '<a>é€😀 ü</a>',
  '<a b="é€😀"/>',
  '<a>]</a>',
  '<a>]]</a>',
  '<a>]] ></a>',
  '<a>></a>',
  '<a>"\'</a>',
  '<a><b>1</b>text<c>2</c>more</a>',
  '<a>\n  <b>x</b>\n  <b>y</b>\n</a>',
  '<a><a><a><a/></a></a></a>',
  '<a>&#0065;&#x0041;</a>',
  '<a xmlns="">x</a>',
  '<a xmlns="urn:x"><b xmlns=""/></a>',
  '<a b="&#60;"/>',
  '<a>&#60;b&#62;</a>',
];

/** Documents both readers refuse, for the reason given. */
const INVALID: readonly (readonly [string, XmlErrorReason])[] = [
  ['', 'malformed'],
  [' ', 'malformed'],
  ['text', 'malformed'],
  ['<a', 'malformed'],
  ['<a>', 'malformed'],
  ['<a><b></a>', 'malformed'],
  ['<a></b>', 'malformed'],
  ['<a/><b/>', 'malformed'],
  ['<a></a>text', 'malformed'],
  ['x<a/>', 'malformed'],
  ['<a>x</a>y', 'malformed'],
  ['<a/></a>', 'malformed'],
  ['<a/><![CDATA[x]]>', 'malformed'],
  ['<![CDATA[x]]><a/>', 'malformed'],
  ['<a b="1" b="2"/>', 'malformed'],
  ['<a xmlns:p="urn:p" p:b="1" p:b="2"/>', 'malformed'],
  ['<p:a/>', 'malformed'],
  ['<a p:b="1"/>', 'malformed'],
  ['<a><p:b/></a>', 'malformed'],
  ['<p:a xmlns:p="urn:p"></p:a><p:b/>', 'malformed'],
  ['<a xmlns:p="urn:p"/><p:b/>', 'malformed'],
  ['<a><b xmlns:p="urn:p"/><p:c/></a>', 'malformed'],
  ['<a b=1/>', 'malformed'],
  ['<a b/>', 'malformed'],
  ['<a b="1"c="2"/>', 'malformed'],
  ['<a b="1/>', 'malformed'],
  ["<a b='1\"/>", 'malformed'],
  ['< a/>', 'malformed'],
  ['<1a/>', 'malformed'],
  ['<-a/>', 'malformed'],
  ['<a/ >', 'malformed'],
  ['<a>&foo;</a>', 'malformed'],
  ['<a>&amp</a>', 'malformed'],
  ['<a>& </a>', 'malformed'],
  ['<a>&;</a>', 'malformed'],
  ['<a>&#;</a>', 'malformed'],
  ['<a>&#x;</a>', 'malformed'],
  ['<a>&#1;</a>', 'malformed'],
  ['<a>&#0;</a>', 'malformed'],
  ['<a>&#xD800;</a>', 'malformed'],
  ['<a>&#xFFFE;</a>', 'malformed'],
  ['<a>&#x110000;</a>', 'malformed'],
  ['<a>&#X41;</a>', 'malformed'],
  ['<a>&#65a;</a>', 'malformed'],
  ['<a b="&nbsp;"/>', 'malformed'],
  ['<a b="&amp"/>', 'malformed'],
  ['<a b="&#1;"/>', 'malformed'],
  ['<a>\u0001</a>', 'malformed'],
  ['<a>\u0000</a>', 'malformed'],
  ['<a>\u000b</a>', 'malformed'],
  ['<a>\uD800</a>', 'malformed'],
  ['<a>\uDC00x</a>', 'malformed'],
  ['<a>\uFFFE</a>', 'malformed'],
  ['<a>\uFFFF</a>', 'malformed'],
  ['<a b="\u0001"/>', 'malformed'],
  ['<a><!-- \u0001 --></a>', 'malformed'],
  ['<a><![CDATA[\uFFFF]]></a>', 'malformed'],
  ['<a><!-- unterminated</a>', 'malformed'],
  ['<a><![CDATA[ unterminated</a>', 'malformed'],
  ['<a><?pi unterminated</a>', 'malformed'],
  ['<a><!ELEMENT x ANY></a>', 'malformed'],
  ['<a><!-x--></a>', 'malformed'],
  ['<a><![cdata[x]]></a>', 'malformed'],
  [' <?xml version="1.0"?><a/>', 'malformed'],
  ['<!DOCTYPE a><a/>', 'doctype'],
  ['<!doctype a><a/>', 'doctype'],
  ['<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', 'doctype'],
  ['<a><!ENTITY x "y"></a>', 'doctype'],
  ['<a/><!DOCTYPE a>', 'doctype'],
  ['<!  DOCTYPE a><a/>', 'doctype'],
];

/**
 * Where the readers differ on purpose: the old reader broke the rule quoted, the new one keeps
 * it. `now` is the new reader's refusal message (the old reader accepted the document) or
 * 'accepted' (the old reader refused it; `marker` finds the construct in a mutated document).
 */
interface Deviation {
  readonly rule: string;
  readonly now: RegExp | 'accepted';
  readonly marker?: RegExp;
  readonly cases: readonly Case[];
}

const DEVIATIONS: readonly Deviation[] = [
  {
    rule: "XML 1.0 [10] AttValue: no '<' in an attribute value",
    now: /'<' is not allowed in an attribute value/,
    cases: [{ text: '<a b="<"/>' }, { text: '<a b="x<y"/>' }, { text: '<a b="<!DOCTYPE x>"/>' }],
  },
  { rule: "XML 1.0 [14] CharData: no ']]>' in text", now: /']]>' is not allowed in text/, cases: [{ text: '<a>]]></a>' }, { text: '<a>x]]]>y</a>' }] },
  {
    rule: "XML 1.0 [15] Comment: no '--' inside, no '-' before the closing '-->'",
    now: /'--' is not allowed inside a comment/,
    cases: [{ text: '<!-- a -- b --><a/>' }, { text: '<a><!-- a -- b --></a>' }, { text: '<a/><!-- x --->' }],
  },
  {
    rule: 'XML 1.0 [1] document: only comments, PIs and whitespace after the root element (also after an empty-element root)',
    now: /Data at the root level is invalid|There are multiple root elements/,
    cases: [{ text: '<a/>text' }, { text: '<a />  x="1"' }, { text: '<a/>&amp;' }],
  },
  {
    rule: 'XML 1.0 [23]–[26] XMLDecl: version first and 1.x, then encoding and standalone',
    now: /The XML declaration is not well-formed/,
    cases: [{ text: '<?xml?><a/>' }, { text: '<?xml foo?><a/>' }, { text: '<?xml version="2.0"?><a/>' }, { text: '<?xml encoding="utf-8"?><a/>' }, { text: '<?xml version="1.0" standalone="maybe"?><a/>' }],
  },
  {
    rule: "XML 1.0 [17] PITarget: 'xml' in any case is reserved (a declaration only at the very start)",
    now: /reserved processing instruction name|Unexpected XML declaration/,
    cases: [{ text: '<?XML x?><a/>' }, { text: '<a><?xml version="1.0"?></a>' }, { text: '<a/><?xml version="1.0"?>' }, { text: '<a></a><?xml version="1.0"?>' }],
  },
  { rule: 'XML 1.0 [16] PI: a target is required', now: /A name was expected/, cases: [{ text: '<? ?><a/>' }, { text: '<a><? x?></a>' }] },
  {
    rule: "XML 1.0 [16] PI: the target is followed by whitespace or '?>'",
    now: /must be followed by whitespace or '\?>'/,
    cases: [{ text: '<?p-<![CDATA[x]]> ?><a/>' }, { text: '<?xmlversion="1.0"?><a/>' }, { text: '<a><?p] data?></a>' }],
  },
  {
    rule: 'XML 1.0 [1] document, 4.3.3: one byte order mark at most; a second U+FEFF is content before the root',
    now: /Data at the root level is invalid/,
    cases: [{ text: '\ufeff\ufeff<a/>' }],
  },
  {
    rule: "Namespaces in XML 1.0 §3: a prefix may not be bound to the empty namespace (xmlns:p=\"\")",
    now: /a prefix cannot be bound to the empty namespace/,
    cases: [{ text: '<a xmlns:p=""/>' }, { text: '<p:a xmlns:p="urn:p"><b xmlns:p=""/></p:a>' }],
  },
  {
    rule: "Namespaces in XML 1.0 §3: 'xml' and 'xmlns' and their namespaces are reserved",
    now: /may only be bound to|binds the reserved namespace|reserved and may not be declared|reserved for namespace declarations/,
    cases: [
      { text: '<a xmlns:xml="urn:other"/>' },
      { text: '<a xmlns:p="http://www.w3.org/XML/1998/namespace"/>' },
      { text: '<a xmlns="http://www.w3.org/2000/xmlns/"/>' },
      { text: '<xmlns:a xmlns:xmlns="urn:x"/>' },
      { text: '<xmlns:a/>' },
    ],
  },
  {
    rule: 'Namespaces in XML 1.0 §4: element and attribute names are QNames (one colon, an NCName on each side)',
    now: /is not a valid qualified name|A name was expected, not ':'/,
    cases: [{ text: '<p:a:b xmlns:p="urn:p"/>' }, { text: '<:a/>' }, { text: '<a:1b xmlns:a="urn:a"/>' }, { text: '<a p:b:c="1" xmlns:p="urn:p"/>' }],
  },
  { rule: 'Namespaces in XML 1.0 §7: no colon in a PI target', now: /contains a colon/, cases: [{ text: '<?a:b?><a/>' }] },
  {
    rule: 'Namespaces in XML 1.0 §6.3: no two attributes with the same local name and namespace',
    now: /repeats another one: same local name/,
    cases: [{ text: '<a xmlns:p="urn:u" xmlns:q="urn:u" p:x="1" q:x="2"/>' }],
  },
  {
    rule: 'XmlReadLimits.maxDepth counts every element (root = 1), empty ones too',
    now: /nested too deeply/,
    cases: [
      { text: '<a><b/></a>', limits: { maxDepth: 1 } },
      { text: `${'<a>'.repeat(32)}<b/>${'</a>'.repeat(32)}`, limits: { maxDepth: 32 } },
    ],
  },
  {
    rule: 'XML 1.0 [66] CharRef: any number of digits (leading zeros)',
    now: 'accepted',
    marker: /&#x?0{2,}/,
    cases: [{ text: '<a>&#x0000041;</a>' }, { text: '<a b="&#00000065;"/>' }],
  },
  {
    rule: 'XML 1.0 (fifth edition) [4] NameStartChar includes #x10000–#xEFFFF',
    now: 'accepted',
    marker: /[\uD800-\uDB7F][\uDC00-\uDFFF]/,
    cases: [{ text: '<\u{1D4B3}/>' }, { text: '<a \u{1D4B3}="1"/>' }, { text: '<a\u{10000}b/>' }],
  },
  {
    rule: "XML 1.0 [16] PI: the data is any characters up to '?>', quotes included",
    now: 'accepted',
    marker: /<\?[^?]*["']/,
    cases: [{ text: '<?pi "?><a/>' }, { text: "<a><?pi it's?></a>" }],
  },
];

function explained(disagreement: Disagreement): boolean {
  return DEVIATIONS.some((deviation) =>
    deviation.now === 'accepted'
      ? disagreement.now === 'accepted' && disagreement.old !== 'accepted' && deviation.marker !== undefined && deviation.marker.test(disagreement.text)
      : disagreement.old === 'accepted' && typeof disagreement.now === 'string' && deviation.now.test(disagreement.now),
  );
}

/** Nesting, element and attribute budgets at their edges. */
function budgetCases(): Case[] {
  const cases: Case[] = [];
  for (const depth of [1, 2, 3, 10, 31, 32, 33, 63, 64, 65]) {
    const nested = '<a>'.repeat(depth) + '</a>'.repeat(depth);
    cases.push({ text: nested }, { text: nested, limits: { maxDepth: 32 } });
  }
  for (const count of [9, 10, 11]) {
    cases.push({ text: `<a>${'<b></b>'.repeat(count - 1)}</a>`, limits: { maxElements: 10 } });
    cases.push({ text: `<a>${'<b x="1"></b>'.repeat(count)}</a>`, limits: { maxAttributes: 10 } });
    const attributes = Array.from({ length: count }, (_, i) => `a${i}="x"`).join(' ');
    cases.push({ text: `<a ${attributes}></a>`, limits: { maxAttributes: 10 } });
    const declarations = Array.from({ length: count }, (_, i) => `xmlns:p${i}="urn:${i}"`).join(' ');
    cases.push({ text: `<a ${declarations}></a>`, limits: { maxAttributes: 10 } });
  }
  for (const length of [20, 21, 22]) cases.push({ text: `<a>${'x'.repeat(length - 7)}</a>`, limits: { maxLength: 21 } });
  cases.push({ text: `<a x="=>=>=" y='"='/>`, limits: { maxAttributes: 2 } });
  cases.push({ text: `<a>${'<b/>'.repeat(60_000)}</a>` });
  cases.push({ text: `<a ${Array.from({ length: 60_000 }, (_, i) => `a${i}=""`).join(' ')}/>` });
  return cases;
}

const LOCAL_NAMES = ['a', 'b', 'Envelope', 'Body', 'GetProperty', 'ID', 'x-y', '_z', 'n.1', 'ä', '名前', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];
const URIS = ['urn:a', 'urn:b', 'http://tempuri.org/', SOAP11, 'urn:x?y=<&>', ''];
const TEXT_PIECES = ['word', ' ', '  ', '\t', '\n', '\r\n', '\r', '>', '"', "'", ']', ']]', 'é€😀', '&lt;', '&gt;', '&amp;', '&quot;', '&apos;', '&#65;', '&#x42;', '&#x1F600;', '&#10;', '&#13;', '&#9;', '&#x20AC;', '0', '-1.5e3'];
const VALUE_PIECES = ['v', ' ', '\t', '\n', '\r\n', '\r', '>', ']]>', 'é😀', '&lt;', '&amp;', '&quot;', '&apos;', '&#10;', '&#9;', '&#13;', '&#x3C;', '=', '/'];

/** A random well-formed document: namespaces declared, shadowed and undeclared, all kinds of content. */
class DocumentGenerator {
  constructor(private readonly random: Random) {}

  document(): string {
    const r = this.random;
    let text = '';
    if (r.chance(0.1)) text += '\ufeff';
    if (r.chance(0.5)) {
      text += r.pick(['<?xml version="1.0"?>', '<?xml version="1.0" encoding="utf-8"?>', "<?xml version='1.0' encoding='UTF-8' standalone='no'?>", '<?xml version="1.0" ?>']);
    }
    text += this.misc();
    text += this.element(1, new Map([['', '']]));
    text += this.misc();
    return text;
  }

  private misc(): string {
    const r = this.random;
    let text = '';
    for (let n = r.int(0, 2); n > 0; n -= 1) text += r.pick(['\n', '\r\n', ' ', '\t', this.comment(), this.processingInstruction()]);
    return text;
  }

  private comment(): string {
    return `<!--${this.random.pick(['', ' c ', '- a - b', '<b>&amp;</b>', '<!DOCTYPE x>', ' é😀 '])}-->`;
  }

  private processingInstruction(): string {
    return this.random.pick(['<?pi?>', '<?pi data?>', '<?xml-stylesheet href="a"?>', '<?p-i <b>&x; ??>']);
  }

  private text(pieces: readonly string[], count: number): string {
    let text = '';
    for (let n = 0; n < count; n += 1) text += this.random.pick(pieces);
    return text;
  }

  /** Character data: never `]]>`, and never ending in `]` (the next piece could start with `>`). */
  private characterData(): string {
    const text = this.text(TEXT_PIECES, this.random.int(1, 5)).replaceAll(']]>', ']]&gt;');
    return text.endsWith(']') ? `${text}.` : text;
  }

  /** An element at `depth` whose in-scope prefixes are `scope` ('' is the default namespace). */
  private element(depth: number, parentScope: ReadonlyMap<string, string>): string {
    const r = this.random;
    const scope = new Map(parentScope);
    const attributes: string[] = [];
    for (let n = r.weighted([[0, 5], [1, 3], [2, 1]]); n > 0; n -= 1) {
      const prefix = r.chance(0.3) ? '' : r.pick(['p', 'q', 's', 'soap', 'tns']);
      if (attributes.some((a) => a.startsWith(prefix === '' ? 'xmlns=' : `xmlns:${prefix}=`))) continue;
      const uri = r.pick(prefix === '' ? URIS : URIS.filter((u) => u !== ''));
      scope.set(prefix, uri);
      attributes.push(`${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}=${this.quoted(uri.replaceAll('&', '&amp;').replaceAll('<', '&lt;'))}`);
    }
    const prefixes = [...scope.keys()].filter((p) => p !== '');
    const prefixOf = (): string => (prefixes.length > 0 && r.chance(0.5) ? `${r.pick(prefixes)}:` : '');
    const name = prefixOf() + r.pick(LOCAL_NAMES);
    const used = new Set<string>();
    for (let n = r.weighted([[0, 6], [1, 3], [3, 1]]); n > 0; n -= 1) {
      const local = r.pick(LOCAL_NAMES);
      const prefix = prefixOf();
      const namespace = prefix === '' ? '' : scope.get(prefix.slice(0, -1));
      if (used.has(`${local} ${namespace}`)) continue;
      used.add(`${local} ${namespace}`);
      attributes.push(`${prefix}${local}${r.pick(['=', ' = ', '\n=\t'])}${this.quoted(this.text(VALUE_PIECES, r.int(0, 4)))}`);
    }
    const tagSpace = (): string => r.pick([' ', ' ', '\n', '\t', '\r\n  ']);
    const start = `<${name}${attributes.map((a) => tagSpace() + a).join('')}${r.chance(0.2) ? tagSpace() : ''}`;
    if (r.chance(0.2)) return `${start}${r.pick(['/>', ' />'])}`;
    let content = '';
    for (let n = r.int(0, depth < 5 ? 4 : 1); n > 0; n -= 1) {
      content += r.weighted<() => string>([
        [() => this.characterData(), 4],
        [() => this.element(depth + 1, scope), depth < 6 ? 4 : 0],
        [() => `<![CDATA[${this.text(['x', '<b>', '&amp;', ']', ']]', ' ', '\r\n', '<!DOCTYPE x>'], r.int(0, 3))}]]>`, 1],
        [() => this.comment(), 1],
        [() => this.processingInstruction(), 1],
      ])();
    }
    return `${start}>${content}</${name}${r.chance(0.2) ? tagSpace() : ''}>`;
  }

  private quoted(value: string): string {
    if (this.random.chance(0.5)) return `"${value.replaceAll('"', '&quot;')}"`;
    return `'${value.replaceAll("'", '&apos;')}'`;
  }
}

const SNIPPETS = ['<', '>', '&', '"', "'", '/', '=', ' ', ':', ';', '#', ']', '-', '!', '?', 'x', '\r', '\u0001', '\uD800', '\uFFFE', '<!DOCTYPE a>', '<!ENTITY e "x">', '&foo;', '&#0;', '&#xD800;', '<b/>', '</b>', '<!-- c -->', '<?pi?>', '<![CDATA[x]]>', ' y="1"', ' xmlns:p="urn:p"', ' xmlns="urn:d"', ' xmlns=""', '\ufeff'];

/** One random edit of a document: a character deleted, replaced or inserted, a snippet inserted, the end cut off. */
function mutate(random: Random, text: string): string {
  const at = random.int(0, text.length);
  switch (random.int(0, 4)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + random.pick(SNIPPETS) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + random.pick(SNIPPETS) + text.slice(at);
    case 3:
      return text.slice(0, at);
    default: {
      const tag = /<([A-Za-z_][^\s/>]*)/.exec(text.slice(at)) ?? /<([A-Za-z_][^\s/>]*)/.exec(text);
      return tag ? text.replace(`</${tag[1]}`, `</${tag[1]}x`) : text;
    }
  }
}

function generated(seed: number, count: number): string[] {
  const generator = new DocumentGenerator(new Random(seed));
  return Array.from({ length: count }, () => generator.document());
}

describe('readXml against the reader it replaced', () => {
  it('accepts the hand-written valid documents as the old reader did, with the same trees', () => {
    expect(VALID.length).toBeGreaterThan(60);
    expect(VALID.filter((text) => !outcome(readXml, text).accepted)).toEqual([]);
    expect(disagreements(VALID.map((text) => ({ text })))).toEqual([]);
  });

  it('refuses the hand-written invalid documents as the old reader did, for the same reason', () => {
    expect(INVALID.length).toBeGreaterThan(60);
    const reasons = INVALID.map(([text]) => {
      const result = outcome(readXml, text);
      return [text, result.accepted ? 'accepted' : result.reason];
    });
    expect(reasons).toEqual(INVALID.map(([text, reason]) => [text, reason]));
    expect(disagreements(INVALID.map(([text]) => ({ text })))).toEqual([]);
  });

  it('keeps the budgets of elements, attributes, depth and length', () => {
    expect(disagreements(budgetCases())).toEqual([]);
  });

  it('differs only where the old reader broke XML 1.0 or Namespaces in XML', () => {
    const results = DEVIATIONS.flatMap(({ rule, now, cases }) =>
      cases.map(({ text, limits }) => {
        const old = outcome(legacyReadXml, text, limits);
        const current = outcome(readXml, text, limits);
        return {
          rule,
          text,
          old: old.accepted ? 'accepted' : old.reason,
          now: current.accepted ? 'accepted' : now !== 'accepted' && now.test(current.message) ? 'refused as the rule says' : current.message,
        };
      }),
    );
    expect(results).toEqual(
      DEVIATIONS.flatMap(({ rule, now, cases }) =>
        cases.map(({ text }) => ({ rule, text, old: now === 'accepted' ? 'malformed' : 'accepted', now: now === 'accepted' ? 'accepted' : 'refused as the rule says' })),
      ),
    );
  });

  it('reads 400 generated documents exactly as the old reader did', () => {
    const documents = generated(9, 400);
    expect(documents.filter((text) => !outcome(readXml, text).accepted)).toEqual([]);
    expect(disagreements(documents.map((text) => ({ text })))).toEqual([]);
    expect(documents.filter((text) => LONE_CR.test(text)).length).toBeGreaterThan(50);
  });

  it('reports positions as .NET counts lines (CR LF, CR and LF each end one)', () => {
    const documents = [...generated(9, 400), '<a>\r<b/>\r\n<c/>\n<d/>\r\r<e/></a>'];
    for (const text of documents) {
      const result = outcome(readXml, text);
      if (!result.accepted) throw new Error(`refused: ${text}`);
      expect([text, positionsOf(result.tree)]).toEqual([text, expectedPositions(text, result.tree)]);
    }
    const document = readXml('<a>\r<b/>\r\n<c/>\n<d/>\r\r<e/></a>');
    expect(document.root.children.map((child) => document.position(child))).toEqual([
      { line: 2, column: 2 },
      { line: 3, column: 2 },
      { line: 4, column: 2 },
      { line: 6, column: 2 },
    ]);
  });

  it('decides 1,200 mutated documents as the old reader did, apart from the listed deviations', () => {
    const random = new Random(10);
    const documents = generated(11, 400).flatMap((text) => [mutate(random, text), mutate(random, text), mutate(random, mutate(random, text))]);
    const refused = documents.filter((text) => !outcome(readXml, text).accepted).length;
    expect(refused).toBeGreaterThan(documents.length / 2);
    expect(refused).toBeLessThan(documents.length);
    const found = disagreements(documents.map((text) => ({ text })));
    expect(found.filter((disagreement) => !explained(disagreement))).toEqual([]);
    expect(found.length).toBeLessThan(documents.length / 10);
  });
});
