import { html, type HtmlValue } from '../soap/help/html.js';
import { renderPage } from '../soap/help/layout.js';
import type { DocumentEntry } from './documents.js';

export interface HomePageInput {
  /** scheme://host[:port] as the client addressed the service. */
  readonly origin: string;
  readonly asmxServiceName: string;
  /** The documents served under /docs/. */
  readonly documents: readonly DocumentEntry[];
  /** The demo account, when the service runs on the demo data. */
  readonly demoAccount: { readonly name: string; readonly password: string; readonly agencyId: number; readonly agencyName: string } | null;
}

/** The page at `/`: where both interfaces, their descriptions and the documents are. */
export function renderHomePage(input: HomePageInput): string {
  const asmx = `${input.origin}/serviceapi.asmx`;
  const v12 = `${input.origin}/1.2/APIService.svc`;
  const documents = input.documents.map((entry) => html`<li><a href="docs/${entry.name}">${entry.title}</a> <span class="type">${entry.name}</span></li>`);
  const demo: HtmlValue = input.demoAccount
    ? html`<h2 id="demo">Demo data</h2>
<div class="card"><dl class="facts">
<dt>Customer account</dt><dd><code>CustomerName</code> <code>${input.demoAccount.name}</code>, <code>CustomerPassword</code> <code>${input.demoAccount.password}</code> (agency ${input.demoAccount.agencyId}, ${input.demoAccount.agencyName})</dd>
<dt>More</dt><dd>the other agencies' accounts and the persons who can log in: <a href="docs/demo-data.md">demo-data.md</a></dd>
</dl></div>`
    : null;
  return renderPage({
    title: 'Property listing service',
    heading: 'Property listing service',
    serviceName: input.asmxServiceName,
    protocols: 'first interface (SOAP 1.1, SOAP 1.2, HTTP GET, HTTP POST) and v1.2 (SOAP, Json HTTP form)',
    body: html`<p class="lead">Real-estate listings and customer relations for agencies, over two web-service interfaces.</p>
<h2 id="interfaces">Interfaces</h2>
<ul class="ops">
<li><a href="serviceapi.asmx">First interface</a> <code>${asmx}</code><p>29 operations over SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST; help pages with test forms. <a href="serviceapi.asmx?WSDL">WSDL</a> · <a href="serviceapi.asmx?disco">discovery</a></p></li>
<li><a href="1.2/APIService.svc">v1.2 interface</a> <code>${v12}</code><p>The Xml and Json operations over SOAP and the Json HTTP form. <a href="1.2/APIService.svc?wsdl">WSDL</a> · <a href="1.2/APIService.svc?singleWsdl">single WSDL</a></p></li>
</ul>
${demo}
<h2 id="docs">Documents</h2>
<p>As pages: <a href="docs/">all documents</a>.</p>
<ul class="rules">${documents}</ul>`,
  });
}
