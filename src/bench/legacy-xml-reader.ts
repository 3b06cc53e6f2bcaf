/**
 * The request reader as it was before issue 9: a budget scan, fast-xml-parser's XMLValidator,
 * its XMLParser (preserveOrder) and a pass building the XmlElement tree. Kept only as the
 * reference of the differential corpus (src/soap/xml/xml-reader.differential.spec.ts) and as the
 * baseline of the reader benchmark (xml-reader-bench.ts); the service uses src/soap/xml/xml-reader.ts.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { hasInvalidXmlChars } from '../soap/xml/xml-writer.js';
import {
  XML_NAMESPACE,
  XMLNS_NAMESPACE,
  XmlSyntaxError,
  type XmlAttribute,
  type XmlDocument,
  type XmlElement,
  type XmlReadLimits,
} from '../soap/xml/xml-reader.js';

const DEFAULT_MAX_DEPTH = 64;
const DEFAULT_MAX_LENGTH = 16 * 1024 * 1024;
const DEFAULT_MAX_ELEMENTS = 50_000;
const DEFAULT_MAX_ATTRIBUTES = 50_000;

/** Marks every element name so no name can collide with the parser's own keys or Object.prototype. */
const NAME_MARK = '\u0001';
const TEXT_KEY = '#text';
const CDATA_KEY = '#cdata';
const ATTRIBUTES_KEY = ':@';
const ATTRIBUTE_PREFIX = '@_';
const METADATA = XMLParser.getMetaDataSymbol() as unknown as symbol;

const DECLARATION = /^<!\s*(DOCTYPE|ENTITY)/i;
const REFERENCE = /&([^&;]*);?/g;
const PREDEFINED: ReadonlyMap<string, string> = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

function markName(name: string): string {
  return name.startsWith(NAME_MARK) ? name : NAME_MARK + name;
}

function createParser(maxDepth: number): XMLParser {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    htmlEntities: false,
    cdataPropName: CDATA_KEY,
    commentPropName: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    removeNSPrefix: false,
    captureMetaData: true,
    maxNestedTags: maxDepth,
    transformTagName: markName,
    jPath: false,
  });
}

const parsers = new Map<number, XMLParser>();

function parserFor(maxDepth: number): XMLParser {
  let parser = parsers.get(maxDepth);
  if (!parser) {
    parser = createParser(maxDepth);
    parsers.set(maxDepth, parser);
  }
  return parser;
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Decodes the predefined entities and numeric character references; anything else is malformed. */
function decodeReferences(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(REFERENCE, (match: string, name: string) => {
    if (!match.endsWith(';')) throw new XmlSyntaxError('malformed', 'An & is not followed by a valid reference.');
    const predefined = PREDEFINED.get(name);
    if (predefined !== undefined) return predefined;
    const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(name);
    if (!numeric) throw new XmlSyntaxError('malformed', `Reference to undeclared entity '${name.slice(0, 40)}'.`);
    const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2] as string, 10);
    if (!isXmlChar(code)) throw new XmlSyntaxError('malformed', 'A character reference names a character XML does not allow.');
    return String.fromCodePoint(code);
  });
}

function normalizeAttribute(raw: string): string {
  return decodeReferences(raw.replace(/[\t\n\r]/g, ' '));
}

type Scope = ReadonlyMap<string, string>;
type ParsedNode = Record<string | symbol, unknown>;

function splitName(qualified: string): { prefix: string; local: string } {
  const colon = qualified.indexOf(':');
  return colon < 0 ? { prefix: '', local: qualified } : { prefix: qualified.slice(0, colon), local: qualified.slice(colon + 1) };
}

function resolvePrefix(scope: Scope, prefix: string, what: string): string {
  if (prefix === 'xml') return XML_NAMESPACE;
  if (prefix === 'xmlns') return XMLNS_NAMESPACE;
  const namespace = scope.get(prefix);
  if (namespace === undefined) {
    if (prefix === '') return '';
    throw new XmlSyntaxError('malformed', `'${prefix}' is an undeclared prefix (${what}).`);
  }
  return namespace;
}

function tagKeyOf(node: ParsedNode): string | undefined {
  for (const key of Object.keys(node)) if (key.startsWith(NAME_MARK)) return key;
  return undefined;
}

function rawAttributes(node: ParsedNode): [string, string][] {
  const attributes = node[ATTRIBUTES_KEY];
  if (attributes === undefined || attributes === null || typeof attributes !== 'object') return [];
  const pairs: [string, string][] = [];
  for (const key of Object.keys(attributes)) {
    const value = (attributes as Record<string, unknown>)[key];
    if (typeof value === 'string') pairs.push([key.slice(ATTRIBUTE_PREFIX.length), value]);
  }
  return pairs;
}

function buildElement(node: ParsedNode, tagKey: string, parentScope: Scope): XmlElement {
  const qualified = tagKey.slice(NAME_MARK.length);
  const raw = rawAttributes(node);
  let scope = parentScope;
  for (const [name, value] of raw) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      (scope as Map<string, string>).set(name === 'xmlns' ? '' : name.slice(6), normalizeAttribute(value));
    }
  }
  const { prefix, local } = splitName(qualified);
  const attributes: XmlAttribute[] = raw.map(([name, value]) => {
    const parts = splitName(name);
    return {
      name,
      localName: parts.local,
      namespace: parts.prefix === '' ? (name === 'xmlns' ? XMLNS_NAMESPACE : '') : resolvePrefix(scope, parts.prefix, name),
      value: normalizeAttribute(value),
    };
  });
  const children: XmlElement[] = [];
  let text = '';
  const content = node[tagKey];
  if (Array.isArray(content)) {
    for (const child of content as ParsedNode[]) {
      const childKey = tagKeyOf(child);
      if (childKey !== undefined) children.push(buildElement(child, childKey, scope));
      else if (typeof child[TEXT_KEY] === 'string') text += decodeReferences(child[TEXT_KEY]);
      else if (Array.isArray(child[CDATA_KEY])) text += cdataText(child[CDATA_KEY] as ParsedNode[]);
    }
  }
  const metadata = node[METADATA] as { startIndex?: number } | undefined;
  return {
    name: qualified,
    localName: local,
    namespace: resolvePrefix(scope, prefix, qualified),
    attributes,
    children,
    text,
    offset: metadata?.startIndex ?? 0,
  };
}

function cdataText(parts: ParsedNode[]): string {
  let text = '';
  for (const part of parts) if (typeof part[TEXT_KEY] === 'string') text += part[TEXT_KEY];
  return text;
}

function singleRoot(nodes: ParsedNode[]): { node: ParsedNode; key: string } {
  let root: { node: ParsedNode; key: string } | undefined;
  for (const node of nodes) {
    const key = tagKeyOf(node);
    if (key !== undefined) {
      if (root) throw new XmlSyntaxError('malformed', 'There are multiple root elements.');
      root = { node, key };
    } else if (typeof node[TEXT_KEY] === 'string' && (node[TEXT_KEY] as string).trim() !== '') {
      throw new XmlSyntaxError('malformed', 'Data at the root level is invalid.');
    } else if (node[CDATA_KEY] !== undefined) {
      throw new XmlSyntaxError('malformed', 'Data at the root level is invalid.');
    }
  }
  if (!root) throw new XmlSyntaxError('malformed', 'Root element is missing.');
  return root;
}

function positionIn(text: string): (element: XmlElement) => { line: number; column: number } {
  let lineStarts: number[] | undefined;
  return (element) => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    }
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] as number) <= element.offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: element.offset - (lineStarts[low] as number) + 2 };
  };
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;

/**
 * One pass over the markup: refuses DTD declarations, and counts elements, attributes and depth
 * against the budget, stopping at the first excess. Comments, CDATA sections, processing
 * instructions and quoted attribute values are skipped as text; unterminated markup is malformed.
 */
function unterminated(): XmlSyntaxError {
  return new XmlSyntaxError('malformed', 'The XML document has unterminated markup.');
}

function checkMarkup(text: string, maxDepth: number, maxElements: number, maxAttributes: number): void {
  let elements = 0;
  let attributes = 0;
  let depth = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next === BANG) {
      if (text.startsWith('<!--', i)) {
        const end = text.indexOf('-->', i + 4);
        if (end < 0) throw unterminated();
        i = text.indexOf('<', end + 3);
      } else if (text.startsWith('<![CDATA[', i)) {
        const end = text.indexOf(']]>', i + 9);
        if (end < 0) throw unterminated();
        i = text.indexOf('<', end + 3);
      } else {
        if (DECLARATION.test(text.slice(i, i + 40))) throw new XmlSyntaxError('doctype', 'DTDs are not accepted.');
        throw new XmlSyntaxError('malformed', 'Markup declarations are not accepted.');
      }
      continue;
    }
    if (next === QUESTION) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) throw unterminated();
      i = text.indexOf('<', end + 2);
      continue;
    }
    if (next === SLASH) {
      depth -= 1;
      const end = text.indexOf('>', i + 2);
      if (end < 0) throw unterminated();
      i = text.indexOf('<', end + 1);
      continue;
    }
    elements += 1;
    if (elements > maxElements) throw new XmlSyntaxError('too-large', `The XML document has more than ${maxElements} elements.`);
    let j = i + 1;
    let quote = 0;
    let previous = 0;
    for (; j < text.length; j += 1) {
      const code = text.charCodeAt(j);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === QUOTE || code === APOSTROPHE) {
        quote = code;
      } else if (code === EQUALS) {
        attributes += 1;
        if (attributes > maxAttributes) throw new XmlSyntaxError('too-large', `The XML document has more than ${maxAttributes} attributes.`);
      } else if (code === GT) {
        break;
      } else if (code === LT) {
        throw unterminated();
      }
      previous = code;
    }
    if (j >= text.length) throw unterminated();
    if (previous !== SLASH) {
      depth += 1;
      if (depth > maxDepth) throw new XmlSyntaxError('too-deep', 'The XML document is nested too deeply.');
    }
    i = text.indexOf('<', j + 1);
  }
}

/** Parses a whole XML document; throws XmlSyntaxError for anything unsafe or not well-formed. */
export function legacyReadXml(text: string, limits: XmlReadLimits = {}): XmlDocument {
  const maxDepth = limits.maxDepth ?? DEFAULT_MAX_DEPTH;
  if (text.length > (limits.maxLength ?? DEFAULT_MAX_LENGTH)) throw new XmlSyntaxError('too-large', 'The XML document is too large.');
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  checkMarkup(body, maxDepth, limits.maxElements ?? DEFAULT_MAX_ELEMENTS, limits.maxAttributes ?? DEFAULT_MAX_ATTRIBUTES);
  if (hasInvalidXmlChars(body)) {
    throw new XmlSyntaxError('malformed', 'The document contains characters XML does not allow.');
  }
  const validation = XMLValidator.validate(body, { allowBooleanAttributes: false });
  if (validation !== true) throw new XmlSyntaxError('malformed', `${validation.err.msg} (${validation.err.line}, ${validation.err.col})`);
  let nodes: ParsedNode[];
  try {
    nodes = parserFor(maxDepth).parse(body) as ParsedNode[];
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/nested tags/i.test(message)) throw new XmlSyntaxError('too-deep', 'The XML document is nested too deeply.');
    throw new XmlSyntaxError('malformed', 'The XML document is not well-formed.');
  }
  const { node, key } = singleRoot(nodes);
  const root = buildElement(node, key, new Map());
  return { root, position: positionIn(body) };
}
