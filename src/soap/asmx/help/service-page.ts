import type { AsmxOperation } from '../catalog.types.js';
import { breakableName, html } from '../../help/html.js';
import { renderPage } from '../../help/layout.js';

/** The protocols every ASMX operation is offered over. */
export const ASMX_PROTOCOLS = 'SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST';
import { proseHtml } from './prose.js';

/** The page at `GET /serviceapi.asmx`: every operation of the catalog and the Service Description. */

export interface ServicePageInput {
  readonly serviceName: string;
  readonly namespace: string;
  readonly operations: readonly AsmxOperation[];
  /** Absolute address of the endpoint as the reader reaches it. */
  readonly endpointUrl: string;
  /** Set when `?op=` named no operation: the name asked for. */
  readonly unknownOperation?: string;
}

const SUMMARY_LIMIT = 180;

/** The XML shape a description spells out (`, as <Root>…</Root>`): detail for the operation page, noise in a summary. */
const XML_SHAPE = /,?\s*as\s+<([A-Za-z][\w.-]*)>.*?<\/\1>/gs;

/** The first sentence of a description without its XML shape, shortened at a word boundary when it is long. */
export function summaryOf(description: string): string {
  const text = description.replace(XML_SHAPE, '');
  const sentence = /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
  if (sentence.length <= SUMMARY_LIMIT) return sentence;
  const cut = sentence.slice(0, SUMMARY_LIMIT);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LIMIT / 2)).replace(/[\s,;:]+$/, '')}…`;
}

/** The ASMX text for an unknown `?op=`. */
export function unknownOperationMessage(operation: string, serviceName: string): string {
  return `Method '${operation}' was not found in service ${serviceName}.`;
}

function unknownNotice(input: ServicePageInput) {
  if (input.unknownOperation === undefined) return null;
  const asked = input.unknownOperation.toLowerCase();
  const sameName = input.operations.find((op) => op.name.toLowerCase() === asked);
  const hint = sameName
    ? html` Operation names are case-sensitive; did you mean <a href="?op=${encodeURIComponent(sameName.name)}">${sameName.name}</a>?`
    : null;
  return html`<p class="note" role="alert">${unknownOperationMessage(input.unknownOperation, input.serviceName)}${hint}</p>`;
}

export function renderServicePage(input: ServicePageInput): string {
  const items = input.operations.map(
    (op) => html`<li><a href="?op=${encodeURIComponent(op.name)}">${breakableName(op.name)}</a><p>${proseHtml(summaryOf(op.description))}</p></li>`,
  );
  return renderPage({
    title: `${input.serviceName} Web Service`,
    heading: input.serviceName,
    serviceName: input.serviceName,
    protocols: ASMX_PROTOCOLS,
    body: html`${unknownNotice(input)}
<p class="lead">The following operations are supported. For a formal definition, please review the <a href="?WSDL">Service Description</a>.</p>
<div class="card"><dl class="facts">
<dt>Endpoint</dt><dd><code>${input.endpointUrl}</code></dd>
<dt>Namespace</dt><dd><code>${input.namespace}</code></dd>
<dt>Protocols</dt><dd>${ASMX_PROTOCOLS}</dd>
</dl></div>
<h2 id="operations">Operations <span class="type">(${input.operations.length})</span></h2>
<ul class="ops" aria-labelledby="operations">
${items}
</ul>`,
  });
}
