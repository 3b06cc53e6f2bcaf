/**
 * The requests the benchmarks send, shared by the load benchmark (run.ts) and the request-reader
 * benchmark (xml-reader-bench.ts), so the reader is timed on the bytes the service parses under load.
 */

export type Credentials = { readonly CustomerName: string; readonly CustomerPassword: string };

/** GetPropertyList's parameters for the first page of 10, everything for sale, newest first. */
export function listParameters(credentials: Credentials): Record<string, string> {
  return {
    ...credentials,
    LanguageID: '1',
    PriceFrom: '0',
    PriceTo: '0',
    Goal: '0',
    GeographicIDs: '',
    PostalCodes: '',
    TypeIDs: '',
    MinRoom: '0',
    NrRooms: '',
    Recordfiles: '',
    CityNames: '',
    PictureSizeMaxWidth: '0',
    PictureSizeMaxHeight: '0',
    Limit1: '1',
    Limit2: '10',
    SORTORDER: '',
  };
}

/** A SOAP 1.1 request envelope for a first-interface operation in `namespace`. */
export function soap11Envelope(namespace: string, operation: string, parameters: Readonly<Record<string, string>>): string {
  const children = Object.entries(parameters)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${operation} xmlns="${namespace}">${children}</${operation}></soap:Body></soap:Envelope>`
  );
}
