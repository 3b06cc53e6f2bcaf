import { describe, expect, it } from '@jest/globals';
import { htmlToPlainText } from './html-text.js';

describe('htmlToPlainText', () => {
  it('strips tags and keeps paragraph breaks as newlines', () => {
    expect(htmlToPlainText('<p>Sunny <b>villa</b>\n with garden.</p><p>Close to <a href="x">schools</a>.<br/>Quiet street.</p>')).toBe(
      'Sunny villa with garden.\n\nClose to schools.\nQuiet street.',
    );
  });

  it('decodes named and numeric entities', () => {
    expect(htmlToPlainText('<p>Caf&eacute; &amp; terrace &#8211; 120&nbsp;m&sup2; &#x20AC;&lt;5&gt;</p>')).toBe('Café & terrace – 120 m² €<5>');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToPlainText('<style>p{color:red}</style><p>Hi<!-- secret --></p><script>alert(1)</script>')).toBe('Hi');
  });

  it('renders list items on their own lines', () => {
    expect(htmlToPlainText('<ul><li>Garden</li><li>Garage</li></ul>')).toBe('- Garden\n- Garage');
  });

  it('keeps plain text (and its line breaks) as it is', () => {
    expect(htmlToPlainText('Line one\r\nLine two & more')).toBe('Line one\nLine two & more');
    expect(htmlToPlainText(null)).toBeNull();
  });
});
