import { escapeXmlAttribute as attr, escapeXmlText as text } from '../xml/xml-writer.js';
import type { V12Catalog } from './catalog.js';
import { exampleHttpPath } from './examples.js';
import { V12_PATH } from './wire-names.js';

/** The HTML page at GET /1.2/APIService.svc: the operations, the WSDLs and one Json HTTP example each. */
export function indexPage(catalog: V12Catalog, baseUrl: string): string {
  const address = `${baseUrl}${V12_PATH}`;
  const rows = catalog.operations
    .map((operation) => {
      const example = `${baseUrl}${exampleHttpPath(operation)}`;
      return (
        `<tr><td><code>${text(operation.name)}</code></td><td>${text(operation.base.summary)}</td>` +
        `<td><a href="${attr(example)}">HTTP example</a></td></tr>`
      );
    })
    .join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>APIService (v1.2)</title>' +
    '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style></head><body>' +
    '<h1>APIService (v1.2)</h1>' +
    `<p>SOAP 1.1 (document/literal) at <code>${text(address)}</code>, SOAPAction <code>${text(catalog.soapAction('<Op>'))}</code>.</p>` +
    `<p>Service description: <a href="${attr(`${address}?wsdl`)}">${text(`${address}?wsdl`)}</a> and the self-contained ` +
    `<a href="${attr(`${address}?singleWsdl`)}">${text(`${address}?singleWsdl`)}</a>.</p>` +
    `<p>HTTP form: <code>GET|POST ${text(address)}/&lt;Op&gt;?json=&lt;URL-encoded JSON&gt;</code>; Json operations answer ` +
    '<code>{"&lt;Op&gt;Result": {"Code":0,"Message":"OK","Success":true,"Value":…}}</code>, Xml operations the XML result.</p>' +
    `<table><thead><tr><th>Operation</th><th>Description</th><th>Example</th></tr></thead><tbody>${rows}</tbody></table>` +
    '</body></html>'
  );
}
