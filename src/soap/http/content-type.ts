/** A parsed Content-Type header: the media type and its parameters, names in lower case. */
export interface ContentType {
  readonly mediaType: string;
  readonly parameters: ReadonlyMap<string, string>;
}

/** Parses `type/subtype; name=value; name="quoted value"`; an absent header gives media type ''. */
export function parseContentType(header: string | undefined): ContentType {
  if (header === undefined) return { mediaType: '', parameters: new Map() };
  const parts = header.split(';');
  const mediaType = (parts[0] ?? '').trim().toLowerCase();
  const parameters = new Map<string, string>();
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] as string;
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim().toLowerCase();
    let value = part.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name !== '' && !parameters.has(name)) parameters.set(name, value);
  }
  return { mediaType, parameters };
}

/** True when the charset parameter is absent or names UTF-8 (or its ASCII subset). */
export function isUtf8Charset(contentType: ContentType): boolean {
  const charset = contentType.parameters.get('charset');
  return charset === undefined || /^(utf-?8|us-ascii)$/i.test(charset);
}
