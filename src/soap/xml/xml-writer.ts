/**
 * Writing XML text safely: escaping for text content and attribute values, and removal of the
 * characters XML 1.0 cannot carry at all (C0 controls other than tab/CR/LF, U+FFFE/U+FFFF and
 * unpaired surrogates). Output never contains raw control characters.
 */

/** Characters that are not allowed anywhere in an XML 1.0 document. */
const INVALID_XML_CHAR_SOURCE =
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const INVALID_XML_CHARS = new RegExp(INVALID_XML_CHAR_SOURCE, 'g');
const ANY_INVALID_XML_CHAR = new RegExp(INVALID_XML_CHAR_SOURCE);

/** Characters that may need removing (surrogates are checked for pairing by the full pattern). */
const SUSPECT_CHARS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uD800-\\uDFFF\\uFFFE\\uFFFF';
const SUSPECT = new RegExp(`[${SUSPECT_CHARS}]`);
const TEXT_NEEDS_WORK = new RegExp(`[&<>${SUSPECT_CHARS}]`);
const ATTRIBUTE_NEEDS_WORK = new RegExp(`[&<>"${SUSPECT_CHARS}]`);

/** True when the text holds a character XML 1.0 cannot represent (a control character, U+FFFE/U+FFFF, an unpaired surrogate). */
export function hasInvalidXmlChars(text: string): boolean {
  return ANY_INVALID_XML_CHAR.test(text);
}

/** Removes the characters XML 1.0 cannot represent. */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, '');
}

/** Escapes text content: every `&` (even one that looks like an entity), `<` and `>`; strips invalid characters. */
export function escapeXmlText(text: string): string {
  if (!TEXT_NEEDS_WORK.test(text)) return text;
  const clean = SUSPECT.test(text) ? stripInvalidXmlChars(text) : text;
  return clean.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const TWICE: Record<string, string> = { '&': '&amp;amp;', '<': '&amp;lt;', '>': '&amp;gt;' };

/**
 * `escapeXmlText(escapeXmlText(text))` in one pass: the text of a value inside an XML document
 * that is itself carried as escaped text (first-interface string results).
 */
export function escapeXmlTextTwice(text: string): string {
  if (!TEXT_NEEDS_WORK.test(text)) return text;
  const clean = SUSPECT.test(text) ? stripInvalidXmlChars(text) : text;
  return clean.replace(/[&<>]/g, (char) => TWICE[char]!);
}

/** Escapes a double-quoted attribute value: `&`, `<`, `>` and `"`; strips invalid characters. */
export function escapeXmlAttribute(value: string): string {
  if (!ATTRIBUTE_NEEDS_WORK.test(value)) return value;
  const clean = SUSPECT.test(value) ? stripInvalidXmlChars(value) : value;
  return clean.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The declaration every response document starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** `<name>escaped text</name>`, or `<name />` for empty text. `name` must be a trusted XML name. */
export function textElement(name: string, text: string): string {
  return text === '' ? `<${name} />` : `<${name}>${escapeXmlText(text)}</${name}>`;
}
