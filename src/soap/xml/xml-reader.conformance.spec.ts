/**
 * Why the request reader is hand-written (docs/architecture.md, "The request reader"): documents
 * that are not well-formed XML 1.0 (or not namespace-well-formed), in the spirit of the W3C XML
 * conformance suite's "not-wf" cases, each naming the rule it breaks. The reader refuses every
 * one of them, as .NET's XmlReader did for the legacy service; fast-xml-parser's validator
 * (XMLValidator.validate, the library the design card suggests) accepts every one of them.
 */
import { describe, expect, it } from '@jest/globals';
import { XMLValidator } from 'fast-xml-parser';
import { readXml, XmlSyntaxError } from './xml-reader.js';

const NOT_WELL_FORMED: readonly { readonly rule: string; readonly text: string }[] = [
  { rule: "XML 1.0 [10] AttValue: no '<' in an attribute value", text: '<a b="<"/>' },
  { rule: "XML 1.0 [10] AttValue: no bare '&' in an attribute value", text: '<a b="&"/>' },
  { rule: "XML 1.0 [14] CharData: no ']]>' in text", text: '<a>]]></a>' },
  { rule: "XML 1.0 [15] Comment: no '--' inside a comment", text: '<!-- a -- b --><a/>' },
  { rule: 'XML 1.0 [1] document: no text after the root element', text: '<a/>text' },
  { rule: 'XML 1.0 [1] document: no reference after the root element', text: '<a/>&amp;' },
  { rule: 'XML 1.0 [1] document: exactly one root element', text: '<a/><b/>' },
  { rule: 'XML 1.0 [23] XMLDecl: the version is required', text: '<?xml?><a/>' },
  { rule: 'XML 1.0 [26] VersionNum: 1.x only', text: '<?xml version="2.0"?><a/>' },
  { rule: 'XML 1.0 [23] XMLDecl: version comes before encoding', text: '<?xml encoding="utf-8"?><a/>' },
  { rule: "XML 1.0 [17] PITarget: 'xml' in any case is reserved", text: '<?XML x?><a/>' },
  { rule: 'XML 1.0 [22] prolog: an XML declaration only at the very start', text: '<a><?xml version="1.0"?></a>' },
  { rule: 'XML 1.0 [16] PI: a target is required', text: '<? ?><a/>' },
  { rule: 'XML 1.0 [28] doctypedecl: only in the prolog', text: '<a><!DOCTYPE a></a>' },
  { rule: 'XML 1.0 WFC Entity Declared: no undeclared entity', text: '<a>&undefined;</a>' },
  { rule: 'XML 1.0 WFC Legal Character: no &#0;', text: '<a>&#0;</a>' },
  { rule: 'XML 1.0 WFC Legal Character: no surrogate code point', text: '<a>&#xD800;</a>' },
  { rule: 'XML 1.0 WFC Legal Character: nothing above U+10FFFF', text: '<a>&#x110000;</a>' },
  { rule: 'XML 1.0 [2] Char: no C0 control in text', text: '<a>\u0001</a>' },
  { rule: 'XML 1.0 [2] Char: no C0 control in an attribute value', text: '<a b="\u0001"/>' },
  { rule: 'XML 1.0 [2] Char: no U+FFFE', text: '<a>\uFFFE</a>' },
  { rule: 'Namespaces in XML 1.0 NSC Prefix Declared', text: '<p:a/>' },
  { rule: "Namespaces in XML 1.0 NSC Reserved Prefixes: 'xmlns' is never declared", text: '<a xmlns:xmlns="u"/>' },
  { rule: 'Namespaces in XML 1.0 NSC No Prefix Undeclaring (1.0)', text: '<a xmlns:p=""/>' },
  { rule: "Namespaces in XML 1.0 NSC Reserved Prefixes: 'xml' is bound to its own namespace only", text: '<a xmlns:xml="http://other"/>' },
];

describe('the request reader against documents that are not well-formed', () => {
  it.each(NOT_WELL_FORMED)('refuses: $rule', ({ text }) => {
    expect(() => readXml(text)).toThrow(XmlSyntaxError);
  });

  it("fast-xml-parser's validator accepts every one of them", () => {
    const accepted = NOT_WELL_FORMED.filter(({ text }) => XMLValidator.validate(text) === true).map(({ rule }) => rule);
    expect(accepted).toEqual(NOT_WELL_FORMED.map(({ rule }) => rule));
  });
});
