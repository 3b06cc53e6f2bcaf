import { html, type SafeHtml } from '../help/html.js';
import { renderPage } from '../help/layout.js';
import type { V12Catalog } from './catalog.js';
import type { WireOperation } from './operation.js';
import { exampleCurl, exampleHttpPath } from './examples.js';
import { V12_PATH } from './wire-names.js';

const SERVICE_NAME = 'APIService';

/**
 * One operation's example: a link for an operation that only reads; for one that changes data
 * the request to copy, so that neither a click nor a link prefetcher runs it.
 */
function example(operation: WireOperation, baseUrl: string): SafeHtml {
  if (!operation.base.writes) return html`<td class="type"><a href="${`${baseUrl}${exampleHttpPath(operation)}`}">HTTP example</a></td>`;
  return html`<td><details><summary>Request (changes data)</summary><pre><code>${exampleCurl(operation, baseUrl)}</code></pre></details></td>`;
}

/** The HTML page at GET /1.2/APIService.svc: the operations, the WSDLs and one Json HTTP example each. */
export function indexPage(catalog: V12Catalog, baseUrl: string): string {
  const address = `${baseUrl}${V12_PATH}`;
  const rows = catalog.operations.map(
    (operation) =>
      html`<tr><td><code>${operation.name}</code></td><td>${operation.base.summary}</td>${example(operation, baseUrl)}</tr>`,
  );
  return renderPage({
    title: `${SERVICE_NAME} (v1.2)`,
    heading: `${SERVICE_NAME} (v1.2)`,
    serviceName: SERVICE_NAME,
    protocols: 'SOAP 1.1 (document/literal) and the Json HTTP form',
    body: html`<p class="lead">The Xml and Json operations of the second interface. For a formal definition, please review the <a href="?wsdl">Service Description</a> or its self-contained form <a href="?singleWsdl">?singleWsdl</a>; the Json HTTP form is described in OpenAPI 3.1 at <a href="?openapi">?openapi</a>.</p>
<div class="card"><dl class="facts">
<dt>Endpoint</dt><dd><code>${address}</code></dd>
<dt>SOAPAction</dt><dd><code>${catalog.soapAction('<Op>')}</code></dd>
<dt>Json HTTP form</dt><dd><code>GET|POST ${address}/&lt;Op&gt;?json=&lt;URL-encoded JSON&gt;</code></dd>
<dt>Json answer</dt><dd><code>{"&lt;Op&gt;Result": {"Code":0,"Message":"OK","Success":true,"Value":…}}</code>; Xml operations answer the XML result</dd>
</dl></div>
<h2 id="operations">Operations <span class="type">(${catalog.operations.length})</span></h2>
<table aria-labelledby="operations"><thead><tr><th>Operation</th><th>Description</th><th>Example</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  });
}
