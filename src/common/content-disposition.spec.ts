import { describe, expect, it } from '@jest/globals';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('gives an ASCII name and the UTF-8 name', () => {
    expect(contentDisposition('Plan rez-de-chaussée.pdf')).toBe(`inline; filename="Plan rez-de-chauss_e.pdf"; filename*=UTF-8''Plan%20rez-de-chauss%C3%A9e.pdf`);
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x.pdf', 'attachment');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_b_c__Set-Cookie: x.pdf"; filename*=UTF-8''a_b_c__Set-Cookie%3A%20x.pdf`);
  });

  it('names a file without a name', () => {
    expect(contentDisposition('  ')).toBe(`inline; filename="document"; filename*=UTF-8''document`);
  });
});
