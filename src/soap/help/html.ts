/**
 * HTML building with escaping by default: every value interpolated into an `html` template is
 * escaped unless it is itself the result of `html` (or of `joinHtml`), so a page cannot carry
 * unescaped text by accident.
 */

export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Characters HTML forbids in text (C0 controls except tab, LF, CR; DEL and C1 controls; lone surrogates). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for use in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(FORBIDDEN, '\uFFFD').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text`; nested `html` results pass through. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Joins fragments (escaping any plain strings among them), with an optional markup separator. */
export function joinHtml(parts: readonly HtmlValue[], separator?: SafeHtml): SafeHtml {
  return new SafeHtml(parts.map((part) => render(part)).join(separator?.value ?? ''));
}

const WBR = new SafeHtml('<wbr>');

/** A camel-case name with line-break opportunities between its words (`Get<wbr>Property<wbr>List`), so long names wrap cleanly. */
export function breakableName(name: string): SafeHtml {
  return joinHtml(name.split(/(?=[A-Z][a-z])/), WBR);
}
