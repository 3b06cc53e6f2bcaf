/**
 * A safe XML reader for request bodies: one hand-written pass over the text checks
 * well-formedness, counts against the budgets and builds the element tree directly.
 *
 * - Any DOCTYPE or ENTITY declaration is refused (no DTDs, so no entity bombs); declarations are
 *   found as markup, so `<!DOCTYPE` inside a comment, CDATA section or attribute value is
 *   ordinary text.
 * - Elements, attributes (namespace declarations included), references and nesting depth are counted against
 *   a budget while the document is read, which stops at the first excess, so a hostile document
 *   costs little; the length is checked before reading.
 * - Only the five predefined entities and numeric character references are decoded (a reference
 *   to a character XML does not allow is refused); any other `&` is a syntax error.
 * - Text is never trimmed or converted (values stay strings); CDATA sections add to the text.
 *   Line ends are normalised to LF and attribute values as XML 1.0 says for CDATA attributes
 *   (each tab, CR, LF or CR LF becomes one space; references are decoded after that).
 * - Namespaces are resolved as Namespaces in XML 1.0 says (unbound prefixes, `xmlns:p=""`, the
 *   reserved `xml`/`xmlns` prefixes misused and an attribute given twice are errors); names are
 *   never used as keys of plain objects (`__proto__`, `constructor` are ordinary element names).
 * - Input must be well-formed XML 1.0 with exactly one root element: mismatched or unclosed tags,
 *   text or a second element after the root, `<` in an attribute value, `]]>` in text, `--` in a
 *   comment, a malformed XML declaration and characters XML 1.0 forbids (e.g. raw control
 *   characters, unpaired surrogates) are syntax errors. One leading byte order mark is skipped.
 */

export type XmlErrorReason = 'doctype' | 'malformed' | 'too-deep' | 'too-large' | 'encoding';

/** The input is not acceptable XML. Transports answer it with a client error (ASMX: HTTP 400). */
export class XmlSyntaxError extends Error {
  constructor(
    readonly reason: XmlErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

export interface XmlAttribute {
  /** Qualified name as written (`xsi:nil`). */
  readonly name: string;
  readonly localName: string;
  /** Namespace URI; '' for unprefixed attributes. */
  readonly namespace: string;
  readonly value: string;
}

export interface XmlElement {
  /** Qualified name as written (`soap:Body`). */
  readonly name: string;
  readonly localName: string;
  /** Resolved namespace URI; '' when the element is in no namespace. */
  readonly namespace: string;
  readonly attributes: readonly XmlAttribute[];
  readonly children: readonly XmlElement[];
  /** The element's own character data (text and CDATA children, concatenated, untrimmed; line ends read as LF). */
  readonly text: string;
  /** Offset of the start tag's `<` in the document text (after a leading byte order mark). */
  readonly offset: number;
}

export interface XmlDocument {
  readonly root: XmlElement;
  /** 1-based line and column of an element's name (the character after `<`), as .NET reports positions (CR LF, CR and LF end a line). */
  position(element: XmlElement): { line: number; column: number };
}

export interface XmlReadLimits {
  /** Maximum nesting depth of elements (root = 1; an empty element counts like any other). */
  readonly maxDepth?: number;
  /** Maximum document length in characters. */
  readonly maxLength?: number;
  /** Maximum number of elements in the document. */
  readonly maxElements?: number;
  /** Maximum number of attributes in the document (namespace declarations included). */
  readonly maxAttributes?: number;
  /** Maximum number of entity and character references in the document (text and attribute values). */
  readonly maxReferences?: number;
}

export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
const DEFAULT_MAX_DEPTH = 64;
const DEFAULT_MAX_LENGTH = 16 * 1024 * 1024;
/**
 * The largest legitimate requests (a v1.2 RegisterPerson with demands, an ASMX call with long
 * lists in one element) have a few hundred elements; the budgets leave two orders of magnitude.
 */
export const DEFAULT_MAX_ELEMENTS = 50_000;
export const DEFAULT_MAX_ATTRIBUTES = 50_000;
/** The most attributes one element may have (a SOAP envelope declares a few namespaces; 350,000 on one element are refused after the first thousand). */
export const MAX_ELEMENT_ATTRIBUTES = 1_000;
/**
 * Each reference is decoded one by one; a legitimate request escapes a few hundred characters.
 * The budget keeps 4 MB of `&amp;` (800,000 references, 20–40 ms of one core) from being read.
 */
export const DEFAULT_MAX_REFERENCES = 100_000;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decodes a UTF-8 request body (a leading BOM is dropped); invalid UTF-8 is an XmlSyntaxError. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new XmlSyntaxError('encoding', 'The request body is not valid UTF-8.');
  }
}

const BOM = 0xfeff;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const HASH = 0x23;
const AMPERSAND = 0x26;
const APOSTROPHE = 0x27;
const DASH = 0x2d;
const SLASH = 0x2f;
const COLON = 0x3a;
const SEMICOLON = 0x3b;
const LT = 0x3c;
const EQUALS = 0x3d;
const GT = 0x3e;
const QUESTION = 0x3f;
const BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const LOWER_X = 0x78;

/** Classes of ASCII characters in text content and in attribute values. */
const ORDINARY = 0;
const MARKUP = 1; // <
const REFERENCE = 2; // &
const CLOSE = 3; // ] in text (may start `]]>`), the quotes in attribute values
const WHITESPACE = 4; // tab and LF in attribute values (each becomes a space)
const RETURN = 5; // CR: a line end, CR LF counting as one
const FORBIDDEN = 6; // C0 controls XML 1.0 does not allow

function asciiClasses(special: ReadonlyMap<number, number>): Uint8Array {
  const classes = new Uint8Array(128);
  for (let code = 0; code < 128; code += 1) classes[code] = special.get(code) ?? (code < SPACE && code !== TAB && code !== LF ? FORBIDDEN : ORDINARY);
  return classes;
}

const TEXT_CLASS = asciiClasses(
  new Map([
    [LT, MARKUP],
    [AMPERSAND, REFERENCE],
    [CLOSE_BRACKET, CLOSE],
    [CR, RETURN],
  ]),
);
const ATTRIBUTE_CLASS = asciiClasses(
  new Map([
    [LT, MARKUP],
    [AMPERSAND, REFERENCE],
    [QUOTE, CLOSE],
    [APOSTROPHE, CLOSE],
    [TAB, WHITESPACE],
    [LF, WHITESPACE],
    [CR, RETURN],
  ]),
);

/** ASCII name characters (XML 1.0 Name, colon apart): bit 1 may start a name, bit 2 may continue one. */
const NAME_START = 1;
const NAME_PART = 2;
const ASCII_NAME = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
  const other = (code >= 0x30 && code <= 0x39) || code === DASH || code === 0x2e;
  ASCII_NAME[code] = letter ? NAME_START | NAME_PART : other ? NAME_PART : 0;
}

/** NameStartChar of XML 1.0 (fifth edition) above ASCII, colon apart. */
function isNameStart(code: number): boolean {
  return (
    (code >= 0xc0 && code <= 0xd6) ||
    (code >= 0xd8 && code <= 0xf6) ||
    (code >= 0xf8 && code <= 0x2ff) ||
    (code >= 0x370 && code <= 0x37d) ||
    (code >= 0x37f && code <= 0x1fff) ||
    code === 0x200c ||
    code === 0x200d ||
    (code >= 0x2070 && code <= 0x218f) ||
    (code >= 0x2c00 && code <= 0x2fef) ||
    (code >= 0x3001 && code <= 0xd7ff) ||
    (code >= 0xf900 && code <= 0xfdcf) ||
    (code >= 0xfdf0 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0xeffff)
  );
}

/** NameChar of XML 1.0 (fifth edition) above ASCII. */
function isNamePart(code: number): boolean {
  return isNameStart(code) || code === 0xb7 || (code >= 0x300 && code <= 0x36f) || code === 0x203f || code === 0x2040;
}

function isSpace(code: number): boolean {
  return code === SPACE || code === LF || code === TAB || code === CR;
}

function isXmlChar(code: number): boolean {
  return (
    code === TAB ||
    code === LF ||
    code === CR ||
    (code >= SPACE && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** A name or namespace for a message, cut short when it is long. */
function shown(name: string): string {
  return name.length > 100 ? `${name.slice(0, 100)}…` : name;
}

/** `'x'` and its code point, for messages. */
function describe(code: number): string {
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return code >= SPACE && !(code >= 0xd800 && code <= 0xdfff) ? `'${String.fromCodePoint(code)}' (U+${hex})` : `U+${hex}`;
}

const DECLARATION = /^<!\s*(DOCTYPE|ENTITY)/i;
const XML_DECLARATION =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*\?>/;
const CDATA_START = '<![CDATA[';

/** Code units of normalised text, copied in chunks (a regular expression replace is slow when nearly every character is a CR). */
const NORMALISED: number[] = new Array<number>(8192).fill(0);

/**
 * `text` from `from` to `to` with line ends normalised (XML 1.0 §2.11: CR LF and a lone CR are
 * read as LF); with `spaces`, as an attribute value is normalised (§3.3.3: each line end, tab or
 * LF becomes a space).
 */
function normalised(text: string, from: number, to: number, spaces: boolean): string {
  const lineEnd = spaces ? SPACE : LF;
  let result = '';
  let count = 0;
  for (let i = from; i < to; i += 1) {
    let code = text.charCodeAt(i);
    if (code === CR) {
      if (i + 1 < to && text.charCodeAt(i + 1) === LF) i += 1;
      code = lineEnd;
    } else if (spaces && (code === TAB || code === LF)) {
      code = SPACE;
    }
    NORMALISED[count] = code;
    count += 1;
    if (count === NORMALISED.length) {
      result += String.fromCharCode.apply(null, NORMALISED);
      count = 0;
    }
  }
  return result + String.fromCharCode.apply(null, NORMALISED.slice(0, count));
}

/**
 * Code units decoded from references, not yet added to the text they belong to: a run of
 * references (`&amp;&amp;…`) becomes one string per 8192 of them, instead of one string
 * concatenation (and allocation) per reference.
 */
const DECODED: number[] = new Array<number>(8192).fill(0);

/** `text` followed by the first `count` code units of DECODED. */
function withDecoded(text: string, count: number): string {
  return text + String.fromCharCode.apply(null, count === DECODED.length ? DECODED : DECODED.slice(0, count));
}

/** An element while it is read: its children and text grow until its end tag. */
interface OpenElement extends XmlElement {
  children: readonly XmlElement[];
  text: string;
}

/** A namespace binding, shadowing the previous binding of the same prefix. */
interface Binding {
  readonly namespace: string;
  readonly previous: Binding | undefined;
}

const NO_ATTRIBUTES: readonly XmlAttribute[] = Object.freeze([]);
const NO_CHILDREN: readonly XmlElement[] = Object.freeze([]);

function appendChild(parent: OpenElement, child: XmlElement): void {
  if (parent.children.length === 0) parent.children = [child];
  else (parent.children as XmlElement[]).push(child);
}

/** Up to this many attributes on one element, duplicates are looked for pairwise; above, with sets. */
const PAIRWISE_ATTRIBUTES = 16;

/** 1-based line and column of a character, counting CR LF, CR and LF as line ends (as XML does). */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === LF || (code === CR && text.charCodeAt(i + 1) !== LF)) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function positionIn(text: string): (element: XmlElement) => { line: number; column: number } {
  let lineStarts: number[] | undefined;
  return (element) => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        if (code === LF || (code === CR && text.charCodeAt(i + 1) !== LF)) lineStarts.push(i + 1);
      }
    }
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= element.offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: element.offset - lineStarts[low] + 2 };
  };
}

/**
 * The single pass over one document. Positions are UTF-16 indexes into `text`; the hot loops
 * keep them in locals and hand them between methods as return values, with the one extra result
 * of a method (a name's colon, a decoded value) in a field.
 */
class Reader {
  private elements = 0;
  private attributes = 0;
  private references = 0;
  /** The index of the colon in the last name read, -1 when it had none. */
  private colon = -1;
  /** The last attribute value, reference or CDATA section read. */
  private value = '';
  /** Whether the last start tag read was an empty-element tag (`<a/>`), and where it ended. */
  private empty = false;
  private index = 0;
  /** The attributes of the start tag being read (reused from tag to tag). */
  private readonly attributeNames: string[] = [];
  private readonly attributeColons: number[] = [];
  private readonly attributeValues: string[] = [];
  private readonly attributeOffsets: number[] = [];
  private readonly bindings = new Map<string, Binding>();
  /** The namespace of unprefixed element names in scope (the binding of '', kept apart for speed). */
  private defaultNamespace = '';
  /** Prefixes bound by the open elements, innermost last; `scopes` holds each open element's start in it. */
  private readonly declared: string[] = [];
  private readonly scopes: number[] = [];

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly maxElements: number,
    private readonly maxAttributes: number,
    private readonly maxReferences: number,
  ) {}

  read(): XmlElement {
    const text = this.text;
    let i = 0;
    if (text.startsWith('<?xml', 0) && (isSpace(text.charCodeAt(5)) || text.charCodeAt(5) === QUESTION)) i = this.xmlDeclaration();
    i = this.misc(i, false);
    const root = this.startTag(i, 1);
    if (this.empty) this.endScope();
    i = this.empty ? this.index : this.content(root);
    this.misc(i, true);
    return root;
  }

  private fail(message: string, at: number): never {
    const { line, column } = lineAndColumn(this.text, at);
    throw new XmlSyntaxError('malformed', `${message} Line ${line}, position ${column}.`);
  }

  private xmlDeclaration(): number {
    const match = XML_DECLARATION.exec(this.text);
    if (!match) {
      this.fail("The XML declaration is not well-formed: it must be <?xml version=\"1.x\" [encoding=\"...\"] [standalone=\"yes|no\"]?>.", 0);
    }
    return match[0].length;
  }

  /** Whitespace, comments and processing instructions before (or after) the root element. */
  private misc(start: number, afterRoot: boolean): number {
    const text = this.text;
    let i = start;
    for (;;) {
      const code = text.charCodeAt(i);
      if (isSpace(code)) {
        i += 1;
      } else if (code === LT) {
        const next = text.charCodeAt(i + 1);
        if (next === QUESTION) {
          i = this.processingInstruction(i);
        } else if (next === 0x21) {
          if (text.startsWith('<!--', i)) i = this.comment(i);
          else if (text.startsWith(CDATA_START, i)) this.fail('Data at the root level is invalid (a CDATA section outside the root element).', i);
          else this.declaration(i);
        } else if (!afterRoot) {
          return i;
        } else if (next === SLASH) {
          this.fail('Unexpected end tag after the root element.', i);
        } else {
          this.fail('There are multiple root elements.', i + 1);
        }
      } else if (i >= text.length) {
        if (afterRoot) return i;
        this.fail('Root element is missing.', i);
      } else {
        this.fail(`Data at the root level is invalid: ${describe(text.codePointAt(i) ?? code)}.`, i);
      }
    }
  }

  /** `<!` that starts neither a comment nor a CDATA section: a DTD declaration or something else not accepted. */
  private declaration(at: number): never {
    if (DECLARATION.test(this.text.slice(at, at + 40))) throw new XmlSyntaxError('doctype', 'DTDs are not accepted.');
    this.fail('Markup declarations are not accepted.', at);
  }

  /** One character of a comment, processing instruction or CDATA section: checked, and the index after it. */
  private char(i: number, code: number, where: string): number {
    if (code >= SPACE) {
      if (code < 0xd800 || (code >= 0xe000 && code <= 0xfffd)) return i + 1;
      return this.astral(i, code, where);
    }
    if (code === TAB || code === LF || code === CR) return i + 1;
    if (i >= this.text.length) this.fail(`Unexpected end of file in ${where}.`, i);
    this.fail(`The document contains a character XML does not allow (${describe(code)}) in ${where}.`, i);
  }

  /** A character from U+D800: a surrogate pair is one character; a lone surrogate, U+FFFE, U+FFFF or the end are errors. */
  private astral(i: number, code: number, where: string): number {
    if (isHighSurrogate(code) && isLowSurrogate(this.text.charCodeAt(i + 1))) return i + 2;
    if (i >= this.text.length) this.fail(`Unexpected end of file in ${where}.`, i);
    this.fail(`The document contains a character XML does not allow (${describe(code)}) in ${where}.`, i);
  }

  private comment(start: number): number {
    const text = this.text;
    let i = start + 4;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === DASH && text.charCodeAt(i + 1) === DASH) {
        if (text.charCodeAt(i + 2) === GT) return i + 3;
        this.fail("'--' is not allowed inside a comment.", i);
      }
      i = code === DASH ? i + 1 : this.char(i, code, 'a comment');
    }
  }

  private processingInstruction(start: number): number {
    const text = this.text;
    const end = this.name(start + 2);
    const target = text.slice(start + 2, end);
    if (this.colon >= 0) this.fail(`The processing instruction target '${shown(target)}' contains a colon.`, start + 2);
    if (target.length === 3 && target.toLowerCase() === 'xml') {
      this.fail(
        target === 'xml'
          ? 'Unexpected XML declaration: it must be the first thing in the document.'
          : `'${shown(target)}' is a reserved processing instruction name.`,
        start + 2,
      );
    }
    let i = end;
    const after = text.charCodeAt(i);
    if (!isSpace(after) && after !== QUESTION) this.fail(`The processing instruction target '${shown(target)}' must be followed by whitespace or '?>'.`, i);
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === QUESTION && text.charCodeAt(i + 1) === GT) return i + 2;
      i = this.char(i, code, 'a processing instruction');
    }
  }

  /** A CDATA section from its `<![CDATA[`: the text (line ends normalised) in `value`, the index after `]]>`. */
  private cdata(at: number): number {
    const text = this.text;
    let i = at + CDATA_START.length;
    const start = i;
    let returns = false;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === CLOSE_BRACKET && text.charCodeAt(i + 1) === CLOSE_BRACKET && text.charCodeAt(i + 2) === GT) {
        this.value = returns ? normalised(text, start, i, false) : text.slice(start, i);
        return i + 3;
      }
      if (code === CR) returns = true;
      i = this.char(i, code, 'a CDATA section');
    }
  }

  /**
   * A name from `start`; returns the index after it and sets `colon`. Names are QNames: a
   * NameStartChar, NameChars, and at most one colon with a name on both sides.
   */
  private name(start: number): number {
    const text = this.text;
    let i = start;
    let colon = -1;
    let first = true;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code < 0x80) {
        if ((ASCII_NAME[code] & (first ? NAME_START : NAME_PART)) !== 0) {
          i += 1;
          first = false;
          continue;
        }
        if (code === COLON) {
          if (first || colon >= 0) break;
          colon = i;
          i += 1;
          first = true;
          continue;
        }
      } else {
        let point = code;
        let width = 1;
        if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
          point = text.codePointAt(i) ?? code;
          width = 2;
        }
        if (first ? isNameStart(point) : isNamePart(point)) {
          i += width;
          first = false;
          continue;
        }
      }
      break;
    }
    if (first) {
      const code = text.codePointAt(i);
      const what = code === undefined ? 'the end of the document' : describe(code);
      if (colon >= 0 || i > start) this.fail(`'${shown(text.slice(start, i))}' is not a valid qualified name: a name must follow ':', not ${what}.`, i);
      this.fail(`A name was expected, not ${what}.`, i);
    }
    if (text.charCodeAt(i) === COLON) this.fail(`'${shown(text.slice(start, i + 1))}' is not a valid qualified name: a name holds at most one ':'.`, i);
    this.colon = colon;
    return i;
  }

  /** A start tag from its `<` at `depth` (root = 1): the element, `empty`, `index` after the tag, and its scope pushed. */
  private startTag(start: number, depth: number): OpenElement {
    this.elements += 1;
    if (this.elements > this.maxElements) throw new XmlSyntaxError('too-large', `The XML document has more than ${this.maxElements} elements.`);
    if (depth > this.maxDepth) throw new XmlSyntaxError('too-deep', 'The XML document is nested too deeply.');
    const text = this.text;
    let i = this.name(start + 1);
    const name = text.slice(start + 1, i);
    const colon = this.colon < 0 ? -1 : this.colon - start - 1;
    let count = 0;
    for (;;) {
      let code = text.charCodeAt(i);
      const spaced = isSpace(code);
      if (spaced) {
        do i += 1;
        while (isSpace(text.charCodeAt(i)));
        code = text.charCodeAt(i);
      }
      if (code === GT) {
        this.empty = false;
        i += 1;
        break;
      }
      if (code === SLASH) {
        if (text.charCodeAt(i + 1) !== GT) this.fail(`Expected '>' after '/' in the start tag of '${shown(name)}'.`, i + 1);
        this.empty = true;
        i += 2;
        break;
      }
      if (i >= text.length) this.fail(`Unexpected end of file in the start tag of '${shown(name)}'.`, i);
      if (!spaced) this.fail(`Expected whitespace, '>' or '/>' in the start tag of '${shown(name)}', not ${describe(text.codePointAt(i) ?? code)}.`, i);
      this.attributes += 1;
      if (this.attributes > this.maxAttributes) throw new XmlSyntaxError('too-large', `The XML document has more than ${this.maxAttributes} attributes.`);
      if (count >= MAX_ELEMENT_ATTRIBUTES) throw new XmlSyntaxError('too-large', `The element '${shown(name)}' has more than ${MAX_ELEMENT_ATTRIBUTES} attributes.`);
      const nameStart = i;
      i = this.name(i);
      this.attributeNames[count] = text.slice(nameStart, i);
      this.attributeColons[count] = this.colon < 0 ? -1 : this.colon - nameStart;
      this.attributeOffsets[count] = nameStart;
      while (isSpace(text.charCodeAt(i))) i += 1;
      if (text.charCodeAt(i) !== EQUALS) this.fail(`The attribute '${shown(this.attributeNames[count])}' has no value: '=' expected.`, i);
      i += 1;
      while (isSpace(text.charCodeAt(i))) i += 1;
      const quote = text.charCodeAt(i);
      if (quote !== QUOTE && quote !== APOSTROPHE) this.fail(`The value of the attribute '${shown(this.attributeNames[count])}' must be in quotes.`, i);
      i = this.attributeValue(i + 1, quote);
      this.attributeValues[count] = this.value;
      count += 1;
    }
    this.index = i;
    this.scopes.push(this.declared.length);
    const attributes = count === 0 ? NO_ATTRIBUTES : this.resolveAttributes(count);
    const prefix = colon < 0 ? '' : name.slice(0, colon);
    if (prefix === 'xmlns') this.fail(`The element '${shown(name)}' uses the prefix 'xmlns', which is reserved for namespace declarations.`, start + 1);
    return {
      name,
      localName: colon < 0 ? name : name.slice(colon + 1),
      namespace: this.namespaceOf(prefix, name, start + 1),
      attributes,
      children: NO_CHILDREN,
      text: '',
      offset: start,
    };
  }

  /** A quoted attribute value from after its quote: normalised and decoded in `value`; the index after the closing quote. */
  private attributeValue(start: number, quote: number): number {
    const text = this.text;
    let i = start;
    let run = start;
    let value = '';
    /** Code units of references read since the last run, in DECODED. */
    let decoded = 0;
    /** Whether the run holds a tab, LF or CR (each becomes a space, CR LF one space). */
    let spaces = false;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code < 0x80) {
        const kind = ATTRIBUTE_CLASS[code];
        if (kind === ORDINARY || (kind === CLOSE && code !== quote)) {
          i += 1;
          continue;
        }
        if (kind === WHITESPACE || kind === RETURN) {
          spaces = true;
          i += 1;
          continue;
        }
        if (kind === REFERENCE && i === run) {
          // A reference right after another one: its code units wait in DECODED.
          i = this.reference(i);
          if (decoded + 2 > DECODED.length) {
            value = withDecoded(value, decoded);
            decoded = 0;
          }
          decoded = this.decode(decoded);
          run = i;
          continue;
        }
        if (decoded > 0) {
          value = withDecoded(value, decoded);
          decoded = 0;
        }
        if (i > run) value += spaces ? normalised(text, run, i, true) : text.slice(run, i);
        spaces = false;
        if (kind === CLOSE) {
          this.value = value;
          return i + 1;
        }
        if (kind === REFERENCE) {
          i = this.reference(i);
          decoded = this.decode(decoded);
        } else if (kind === MARKUP) {
          this.fail("'<' is not allowed in an attribute value.", i);
        } else {
          this.fail(`An attribute value contains a character XML does not allow (${describe(code)}).`, i);
        }
        run = i;
      } else if (code < 0xd800 || (code >= 0xe000 && code <= 0xfffd)) {
        i += 1;
      } else {
        i = this.astral(i, code, 'an attribute value');
      }
    }
  }

  /** Adds `value` (one reference's one or two code units) to DECODED after `count` code units; returns the new count. */
  private decode(count: number): number {
    const value = this.value;
    DECODED[count] = value.charCodeAt(0);
    if (value.length === 1) return count + 1;
    DECODED[count + 1] = value.charCodeAt(1);
    return count + 2;
  }

  /** An entity or character reference from its `&`: the text it stands for in `value`; the index after its `;`. */
  private reference(start: number): number {
    const text = this.text;
    let i = start + 1;
    this.references += 1;
    if (this.references > this.maxReferences) throw new XmlSyntaxError('too-large', `The XML document has more than ${this.maxReferences} entity or character references.`);
    // The predefined entities, without slicing their names.
    const first = text.charCodeAt(i);
    if (first === 0x61) {
      if (text.startsWith('amp;', i)) {
        this.value = '&';
        return i + 4;
      }
      if (text.startsWith('apos;', i)) {
        this.value = "'";
        return i + 5;
      }
    } else if (first === 0x6c && text.startsWith('lt;', i)) {
      this.value = '<';
      return i + 3;
    } else if (first === 0x67 && text.startsWith('gt;', i)) {
      this.value = '>';
      return i + 3;
    } else if (first === 0x71 && text.startsWith('quot;', i)) {
      this.value = '"';
      return i + 5;
    }
    if (text.charCodeAt(i) === HASH) {
      i += 1;
      const hex = text.charCodeAt(i) === LOWER_X;
      if (hex) i += 1;
      const digitsStart = i;
      let code = 0;
      for (;;) {
        const c = text.charCodeAt(i);
        let digit: number;
        if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
        else if (hex && c >= 0x61 && c <= 0x66) digit = c - 0x61 + 10;
        else if (hex && c >= 0x41 && c <= 0x46) digit = c - 0x41 + 10;
        else break;
        code = Math.min(code * (hex ? 16 : 10) + digit, 0x110000);
        i += 1;
      }
      if (i === digitsStart || text.charCodeAt(i) !== SEMICOLON) {
        this.fail(`'${text.slice(start, Math.min(i + 1, start + 40))}' is not a character reference: '&#' digits ';' or '&#x' hexadecimal digits ';' expected.`, start);
      }
      if (!isXmlChar(code)) this.fail(`A character reference names a character XML does not allow (${text.slice(start, Math.min(i + 1, start + 40))}).`, start);
      this.value = String.fromCodePoint(code);
      return i + 1;
    }
    const code = text.charCodeAt(i);
    if (i >= text.length || (code < 0x80 && (ASCII_NAME[code] & NAME_START) === 0)) {
      this.fail('An & is not followed by a valid reference (a literal & is written &amp;).', start);
    }
    const end = this.name(i);
    const name = text.slice(i, end);
    if (text.charCodeAt(end) !== SEMICOLON) this.fail(`An & is not followed by a valid reference: ';' expected after '&${shown(name)}'.`, end);
    switch (name) {
      case 'lt':
        this.value = '<';
        break;
      case 'gt':
        this.value = '>';
        break;
      case 'amp':
        this.value = '&';
        break;
      case 'quot':
        this.value = '"';
        break;
      case 'apos':
        this.value = "'";
        break;
      default:
        this.fail(`Reference to undeclared entity '${shown(name)}'.`, start);
    }
    return end + 1;
  }

  /**
   * Binds the namespace declarations among the `count` attributes just read, then builds the
   * attributes with their namespaces; attributes given twice (by name or by local name and
   * namespace) are errors.
   */
  private resolveAttributes(count: number): XmlAttribute[] {
    const names = this.attributeNames;
    const colons = this.attributeColons;
    const values = this.attributeValues;
    if (count > 1) this.refuseDuplicates(count, (k) => names[k], (k) => `'${shown(names[k])}' is a duplicate attribute name.`);
    for (let k = 0; k < count; k += 1) {
      const name = names[k];
      const colon = colons[k];
      if (colon < 0 ? name === 'xmlns' : colon === 5 && name.startsWith('xmlns')) {
        this.declare(colon < 0 ? '' : name.slice(colon + 1), values[k], this.attributeOffsets[k]);
      }
    }
    const attributes: XmlAttribute[] = [];
    for (let k = 0; k < count; k += 1) {
      const name = names[k];
      const colon = colons[k];
      let namespace = '';
      if (colon >= 0) {
        const prefix = name.slice(0, colon);
        namespace = prefix === 'xmlns' ? XMLNS_NAMESPACE : this.namespaceOf(prefix, name, this.attributeOffsets[k]);
      } else if (name === 'xmlns') {
        namespace = XMLNS_NAMESPACE;
      }
      attributes.push({ name, localName: colon < 0 ? name : name.slice(colon + 1), namespace, value: values[k] });
    }
    if (count > 1) {
      this.refuseDuplicates(
        count,
        (k) => `${attributes[k].localName} ${attributes[k].namespace}`,
        (k) => `The attribute '${shown(names[k])}' repeats another one: same local name '${shown(attributes[k].localName)}' in the same namespace '${shown(attributes[k].namespace)}'.`,
      );
    }
    return attributes;
  }

  /** Fails at the first of the `count` attributes whose key repeats an earlier one's. */
  private refuseDuplicates(count: number, key: (k: number) => string, message: (k: number) => string): void {
    if (count <= PAIRWISE_ATTRIBUTES) {
      for (let k = 1; k < count; k += 1) {
        const own = key(k);
        for (let earlier = 0; earlier < k; earlier += 1) if (key(earlier) === own) this.fail(message(k), this.attributeOffsets[k]);
      }
      return;
    }
    const seen = new Set<string>();
    for (let k = 0; k < count; k += 1) {
      const own = key(k);
      if (seen.has(own)) this.fail(message(k), this.attributeOffsets[k]);
      seen.add(own);
    }
  }

  private declare(prefix: string, namespace: string, at: number): void {
    const attribute = prefix === '' ? 'xmlns' : `xmlns:${shown(prefix)}`;
    if (prefix === 'xmlns') this.fail("The prefix 'xmlns' is reserved and may not be declared.", at);
    if (prefix === 'xml') {
      if (namespace !== XML_NAMESPACE) this.fail(`The prefix 'xml' may only be bound to ${XML_NAMESPACE}.`, at);
      return;
    }
    if (namespace === XML_NAMESPACE || namespace === XMLNS_NAMESPACE) this.fail(`${attribute} binds the reserved namespace ${shown(namespace)}.`, at);
    if (prefix !== '' && namespace === '') this.fail(`${attribute}="" is not allowed: a prefix cannot be bound to the empty namespace.`, at);
    this.bindings.set(prefix, { namespace, previous: this.bindings.get(prefix) });
    this.declared.push(prefix);
    if (prefix === '') this.defaultNamespace = namespace;
  }

  private namespaceOf(prefix: string, name: string, at: number): string {
    if (prefix === '') return this.defaultNamespace;
    if (prefix === 'xml') return XML_NAMESPACE;
    const binding = this.bindings.get(prefix);
    if (binding === undefined) this.fail(`'${shown(prefix)}' is an undeclared prefix (${shown(name)}).`, at);
    return binding.namespace;
  }

  /** Unbinds the prefixes the innermost element declared. */
  private endScope(): void {
    const declared = this.declared;
    const mark = this.scopes.pop() ?? 0;
    if (declared.length === mark) return;
    for (let k = declared.length - 1; k >= mark; k -= 1) {
      const prefix = declared[k];
      const previous = this.bindings.get(prefix)?.previous;
      if (previous === undefined) this.bindings.delete(prefix);
      else this.bindings.set(prefix, previous);
      if (prefix === '') this.defaultNamespace = previous?.namespace ?? '';
    }
    declared.length = mark;
  }

  /** The content of `root` up to its end tag; returns the index after that. */
  private content(root: OpenElement): number {
    const text = this.text;
    const length = text.length;
    const open: OpenElement[] = [root];
    let current = root;
    let i = this.index;
    let run = i;
    /** Code units of references read since the last run, in DECODED (they belong to `current`). */
    let decoded = 0;
    /** Whether the run holds a CR (CR LF and CR become LF). */
    let returns = false;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code < 0x80) {
        const kind = TEXT_CLASS[code];
        if (kind === ORDINARY) {
          i += 1;
          continue;
        }
        if (kind === CLOSE) {
          if (text.charCodeAt(i + 1) === CLOSE_BRACKET && text.charCodeAt(i + 2) === GT) this.fail("']]>' is not allowed in text.", i);
          i += 1;
          continue;
        }
        if (kind === RETURN) {
          returns = true;
          i += 1;
          continue;
        }
        if (kind === REFERENCE && i === run) {
          // A reference right after another one: its code units wait in DECODED.
          i = this.reference(i);
          if (decoded + 2 > DECODED.length) {
            current.text = withDecoded(current.text, decoded);
            decoded = 0;
          }
          decoded = this.decode(decoded);
          run = i;
          continue;
        }
        if (decoded > 0) {
          current.text = withDecoded(current.text, decoded);
          decoded = 0;
        }
        if (i > run) current.text += returns ? normalised(text, run, i, false) : text.slice(run, i);
        returns = false;
        if (kind === MARKUP) {
          const next = text.charCodeAt(i + 1);
          if (next === SLASH) {
            i = this.endTag(i, current);
            this.endScope();
            open.pop();
            if (open.length === 0) return i;
            current = open[open.length - 1];
          } else if (next === 0x21) {
            if (text.startsWith('<!--', i)) {
              i = this.comment(i);
            } else if (text.charCodeAt(i + 2) === BRACKET && text.startsWith(CDATA_START, i)) {
              i = this.cdata(i);
              current.text += this.value;
            } else {
              this.declaration(i);
            }
          } else if (next === QUESTION) {
            i = this.processingInstruction(i);
          } else {
            const child = this.startTag(i, open.length + 1);
            appendChild(current, child);
            i = this.index;
            if (this.empty) {
              this.endScope();
            } else {
              open.push(child);
              current = child;
            }
          }
        } else if (kind === REFERENCE) {
          i = this.reference(i);
          decoded = this.decode(decoded);
        } else {
          this.fail(`The text contains a character XML does not allow (${describe(code)}).`, i);
        }
        run = i;
      } else if (code < 0xd800 || (code >= 0xe000 && code <= 0xfffd)) {
        i += 1;
      } else if (i < length) {
        i = this.astral(i, code, 'text');
      } else {
        const { line, column } = lineAndColumn(text, current.offset + 1);
        this.fail(`Unexpected end of file: the element '${shown(current.name)}' (line ${line}, position ${column}) is not closed.`, i);
      }
    }
  }

  /** The end tag from its `<` closing `element`; returns the index after it. */
  private endTag(start: number, element: OpenElement): number {
    const text = this.text;
    const name = element.name;
    let i = start + 2 + name.length;
    if (text.startsWith(name, start + 2)) {
      while (isSpace(text.charCodeAt(i))) i += 1;
      if (text.charCodeAt(i) === GT) return i + 1;
    }
    const end = this.name(start + 2);
    const found = text.slice(start + 2, end);
    if (found !== name) {
      const { line, column } = lineAndColumn(text, element.offset + 1);
      this.fail(`The '${shown(name)}' start tag on line ${line} position ${column} does not match the end tag of '${shown(found)}'.`, start + 2);
    }
    if (i >= text.length) this.fail(`Unexpected end of file in the end tag of '${shown(name)}'.`, i);
    this.fail(`Expected '>' to end the end tag of '${shown(name)}', not ${describe(text.codePointAt(i) ?? 0)}.`, i);
  }
}

/** Parses a whole XML document; throws XmlSyntaxError for anything unsafe or not well-formed. */
export function readXml(text: string, limits: XmlReadLimits = {}): XmlDocument {
  if (text.length > (limits.maxLength ?? DEFAULT_MAX_LENGTH)) throw new XmlSyntaxError('too-large', 'The XML document is too large.');
  const body = text.charCodeAt(0) === BOM ? text.slice(1) : text;
  const reader = new Reader(
    body,
    limits.maxDepth ?? DEFAULT_MAX_DEPTH,
    limits.maxElements ?? DEFAULT_MAX_ELEMENTS,
    limits.maxAttributes ?? DEFAULT_MAX_ATTRIBUTES,
    limits.maxReferences ?? DEFAULT_MAX_REFERENCES,
  );
  return { root: reader.read(), position: positionIn(body) };
}

/** The first child element with this namespace and local name. */
export function childElement(parent: XmlElement, namespace: string, localName: string): XmlElement | undefined {
  for (const child of parent.children) if (child.localName === localName && child.namespace === namespace) return child;
  return undefined;
}

/** The value of the attribute with this namespace and local name. */
export function attributeValue(element: XmlElement, namespace: string, localName: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.localName === localName && attribute.namespace === namespace) return attribute.value;
  }
  return undefined;
}
