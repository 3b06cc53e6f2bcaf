/**
 * Rich text (HTML) to plain text, for RICHTEXTFORMAT 0: tags are removed (script and style with
 * their content), entities decoded, paragraph-level breaks (p, div, br, li, headings, tr) kept
 * as newlines, runs of spaces collapsed and at most one empty line kept between paragraphs.
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  sup2: '²',
  sup3: '³',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  iuml: 'ï',
  icirc: 'î',
  iacute: 'í',
  ocirc: 'ô',
  ouml: 'ö',
  oacute: 'ó',
  ucirc: 'û',
  uuml: 'ü',
  ugrave: 'ù',
  uacute: 'ú',
  ntilde: 'ñ',
  szlig: 'ß',
  Eacute: 'É',
  Egrave: 'È',
  Agrave: 'À',
  Ccedil: 'Ç',
  Ouml: 'Ö',
  Uuml: 'Ü',
  Auml: 'Ä',
  Ntilde: 'Ñ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,7});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

const BLOCK_TAG = /<\s*(\/?)\s*(p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|header|footer)\b[^>]*>/gi;

export function htmlToPlainText(html: string | null): string | null {
  if (html === null) return null;
  if (!/<[a-z!/]/i.test(html)) return decodeEntities(html.replace(/\r\n?/g, '\n')).trim();
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*(script|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\s*\n\s*/g, ' ')
    .replace(BLOCK_TAG, (_tag, closing: string, name: string) => {
      const tag = name.toLowerCase();
      if (tag === 'br') return '\n';
      if (tag === 'li') return closing ? '' : '\n- ';
      return '\n\n';
    })
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
