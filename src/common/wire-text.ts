/**
 * Text on its way to the wire: either a string, or a sequence of strings and parts already
 * encoded as UTF-8 (the kept encodings of cached records). Writing a large answer from encoded
 * parts copies bytes instead of encoding characters again: turning a 100 KB string into UTF-8
 * costs about ten times what copying 100 KB of bytes does.
 */
export class WireText {
  constructor(readonly parts: readonly (string | Buffer)[]) {}

  toBuffer(): Buffer {
    return Buffer.concat(this.parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));
  }

  toString(): string {
    return this.parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('');
  }
}

export type Text = string | WireText;

/** The concatenation of the texts: a string when all are strings. */
export function joinText(items: readonly Text[]): Text {
  if (items.every((item) => typeof item === 'string')) return (items as readonly string[]).join('');
  const parts: (string | Buffer)[] = [];
  let pending = '';
  for (const item of items) {
    for (const part of typeof item === 'string' ? [item] : item.parts) {
      if (typeof part === 'string') {
        pending += part;
      } else {
        if (pending !== '') parts.push(pending);
        pending = '';
        parts.push(part);
      }
    }
  }
  if (pending !== '') parts.push(pending);
  return new WireText(parts);
}

export function isEmptyText(text: Text): boolean {
  return typeof text === 'string' ? text === '' : text.parts.every((part) => part.length === 0);
}

/** The text as a string (tests, logs, anything that is not the wire). */
export function textString(text: Text): string {
  return typeof text === 'string' ? text : text.toString();
}

/** The text as UTF-8 bytes: strings encoded once, encoded parts copied. */
export function textBytes(text: Text): Buffer {
  return typeof text === 'string' ? Buffer.from(text, 'utf8') : text.toBuffer();
}
