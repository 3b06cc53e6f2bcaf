/**
 * The service-description documents (WSDL, XSD, disco) are built as xmlbuilder2 trees and
 * serialized in the exact layout the legacy platform writes (wire-protocols.md §1 "WSDL";
 * docs/architecture.md "Service descriptions with xmlbuilder2"):
 *
 * - Names are written as given, prefix included, and every namespace declaration is written where
 *   it is given, in attribute order. The tree is namespace-unaware on purpose: xmlbuilder2's
 *   namespace-aware serializer drops a declaration it finds redundant, while .NET writes
 *   `<wsdl:documentation xmlns:wsdl="…">` inside a `wsdl:` document and WCF re-declares `xs`/`tns`
 *   on the schema it inlines — byte-for-byte output is what the golden fixtures hold and what
 *   the proxy generators of the users were built against.
 * - Escaping follows wire-protocols.md: xmlbuilder2 escapes `<`, `>` (and `"` in attributes) but
 *   leaves an `&` that starts something entity-like (`&amp;`, `&#38;`) as it is, so every `&` is
 *   written as `&amp;` before a value reaches the builder; characters XML 1.0 cannot carry are
 *   removed (xmlbuilder2's `invalidCharReplacement: ''` and {@link stripInvalidXmlChars}).
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder, XMLWriterOptions } from 'xmlbuilder2/lib/interfaces.js';
import { stripInvalidXmlChars } from './xml-writer.js';

/** Attributes in the order they are written. */
export type XmlAttributes = Readonly<Record<string, string>>;

/** How a document is laid out: ASMX indents with two spaces and CRLF; WCF writes one line. */
export type XmlLayout = 'indented' | 'compact';

const WRITER_OPTIONS: Readonly<Record<XmlLayout, XMLWriterOptions>> = {
  indented: { prettyPrint: true, indent: '  ', newline: '\r\n', spaceBeforeSlash: true },
  compact: { prettyPrint: false },
};

/** A value as the builder must receive it so that the written text escapes every `&`. */
function literal(value: string): string {
  return stripInvalidXmlChars(value).replaceAll('&', '&amp;');
}

function isNamespaceDeclaration(name: string): boolean {
  return name === 'xmlns' || name.startsWith('xmlns:');
}

/** The DOM element under a builder (xmlbuilder2 exposes it as `node`). */
interface LiteralAttributeTarget {
  setAttribute(name: string, value: string): void;
}

/** Where a child element can be appended: an element, or a document (for its root). */
export interface XmlParent {
  element(name: string, attributes?: XmlAttributes): XmlElement;
}

/** One element of a description document, with the means to add attributes, children and text. */
export class XmlElement implements XmlParent {
  constructor(private readonly builder: XMLBuilder) {}

  /** Adds attributes in order; `xmlns`/`xmlns:p` ones are written as given, never dropped or moved. */
  attributes(attributes: XmlAttributes): this {
    for (const [name, value] of Object.entries(attributes)) {
      if (isNamespaceDeclaration(name)) {
        // xmlbuilder2's att() would turn this into a namespace node, which its serializer may drop.
        (this.builder.node as unknown as LiteralAttributeTarget).setAttribute(name, literal(value));
      } else {
        this.builder.att(name, literal(value));
      }
    }
    return this;
  }

  /** Appends a child element (its name written as given) and returns it. */
  element(name: string, attributes: XmlAttributes = {}): XmlElement {
    return new XmlElement(this.builder.ele(null, name)).attributes(attributes);
  }

  /** Appends text content. */
  text(value: string): this {
    this.builder.txt(literal(value));
    return this;
  }
}

/** A description document: the `<?xml version="1.0" encoding="utf-8"?>` declaration and one root element. */
export class XmlDocument implements XmlParent {
  private readonly document = create({ version: '1.0', encoding: 'utf-8', invalidCharReplacement: '' });

  constructor(private readonly layout: XmlLayout) {}

  /** Creates the root element (call once). */
  element(name: string, attributes: XmlAttributes = {}): XmlElement {
    return new XmlElement(this.document.ele(null, name)).attributes(attributes);
  }

  /** The document's text, declaration first, without a trailing line break. */
  toString(): string {
    return this.document.end(WRITER_OPTIONS[this.layout]);
  }
}
