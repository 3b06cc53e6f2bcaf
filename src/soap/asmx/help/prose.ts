import { html, joinHtml, type SafeHtml } from '../../help/html.js';

/**
 * Catalog descriptions and parameter notes are plain text that mentions code: XML shapes such as
 * `<PropertyList><Items>…</Items></PropertyList>` and back-quoted values such as `5+`. This splits
 * such text so the pages can show the code as code, in HTML and in Markdown.
 */

export interface ProseSpan {
  readonly code: boolean;
  readonly text: string;
}

/** A run of XML tags with only space-free text between them, or a back-quoted span. */
const CODE = /`([^`]+)`|(<[A-Za-z/][^<>]*>(?:[^<>\s]*<[A-Za-z/][^<>]*>)*)/g;

export function proseSpans(text: string): ProseSpan[] {
  const spans: ProseSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    if (match.index > last) spans.push({ code: false, text: text.slice(last, match.index) });
    spans.push({ code: true, text: match[1] ?? match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ code: false, text: text.slice(last) });
  return spans;
}

export function proseHtml(text: string): SafeHtml {
  return joinHtml(proseSpans(text).map((span) => (span.code ? html`<code>${span.text}</code>` : span.text)));
}

function escapeMarkdown(text: string, inTable: boolean): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/([\\*_[\]])/g, '\\$1');
  return inTable ? escaped.replace(/\|/g, '\\|') : escaped;
}

/** Markdown for prose in a paragraph, or in a table cell (`inTable`: pipes escaped, code spans included). */
export function proseMarkdown(text: string, inTable = false): string {
  return proseSpans(text)
    .map((span) => (span.code ? `\`${inTable ? span.text.replace(/\|/g, '\\|') : span.text}\`` : escapeMarkdown(span.text, inTable)))
    .join('');
}

/**
 * Splits a description into sentences (at `.`, `!` or `?` followed by a space and a capital
 * letter), so a long description can be shown as a lead sentence and a list of rules.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')]?)\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}
