import { describe, expect, it } from '@jest/globals';
import { escapeXmlAttribute, escapeXmlText, hasInvalidXmlChars, stripInvalidXmlChars, textElement } from './xml-writer.js';

describe('xml writer', () => {
  it('escapes every &, < and > in text, even entity look-alikes', () => {
    expect(escapeXmlText('a & b <c> &amp; "q"')).toBe('a &amp; b &lt;c&gt; &amp;amp; "q"');
    expect(escapeXmlText('plain')).toBe('plain');
  });

  it('escapes quotes in attribute values', () => {
    expect(escapeXmlAttribute('say "hi" & <go>')).toBe('say &quot;hi&quot; &amp; &lt;go&gt;');
  });

  it('strips characters XML 1.0 cannot carry, keeping tab, CR, LF and astral characters', () => {
    expect(escapeXmlText('a\u0000b\u0001c\u001Fd\uFFFEe\uD800f\t\r\n😀')).toBe('abcdef\t\r\n😀');
    expect(stripInvalidXmlChars('\uDC00x\uD83D\uDE00')).toBe('x😀');
    expect(hasInvalidXmlChars('\u000B')).toBe(true);
    expect(hasInvalidXmlChars('ok\t')).toBe(false);
  });

  it('writes text elements', () => {
    expect(textElement('A', '')).toBe('<A />');
    expect(textElement('A', '1<2')).toBe('<A>1&lt;2</A>');
  });
});
