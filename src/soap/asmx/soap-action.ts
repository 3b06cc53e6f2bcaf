/** `{namespace}/<Op>`, without a doubled slash when the namespace already ends with one. */
export function soapActionOf(namespace: string, operation: string): string {
  return namespace.endsWith('/') ? namespace + operation : `${namespace}/${operation}`;
}

/** A SOAPAction header value as ASMX reads it: one pair of surrounding quotes stripped, URL-decoded. */
export function normalizeSoapAction(header: string): string {
  const unquoted = header.length >= 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
