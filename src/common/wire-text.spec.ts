import { describe, expect, it } from '@jest/globals';
import { isEmptyText, joinText, textBytes, textString, WireText } from './wire-text.js';

describe('wire text', () => {
  it('joins strings into a string', () => {
    expect(joinText(['a', 'b', ''])).toBe('ab');
    expect(textBytes('é')).toEqual(Buffer.from('é', 'utf8'));
  });

  it('keeps encoded parts and merges the strings between them', () => {
    const inner = new WireText([Buffer.from('<x>é</x>'), 'tail']);
    const joined = joinText(['<a>', 'b', inner, '</a>']) as WireText;
    expect(joined.parts).toEqual(['<a>b', Buffer.from('<x>é</x>'), 'tail</a>']);
    expect(textString(joined)).toBe('<a>b<x>é</x>tail</a>');
    expect(textBytes(joined).toString('utf8')).toBe('<a>b<x>é</x>tail</a>');
  });

  it('tells empty texts', () => {
    expect(isEmptyText('')).toBe(true);
    expect(isEmptyText(new WireText([Buffer.alloc(0)]))).toBe(true);
    expect(isEmptyText(new WireText([Buffer.from('x')]))).toBe(false);
  });
});
