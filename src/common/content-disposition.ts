/**
 * A `Content-Disposition` header offering a file under its own name (RFC 6266): `inline` (the
 * browser shows what it can, a PDF or an image) with an ASCII `filename` for old clients and the
 * full name as `filename*` in UTF-8 (RFC 8187). Quotes, backslashes and control characters never
 * reach the header.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const clean = name.replace(/\p{Cc}|["\\]/gu, '_').trim() || 'document';
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
