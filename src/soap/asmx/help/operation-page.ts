import type { RecordSchema } from '../../../common/record.js';
import type { AsmxOperation } from '../catalog.types.js';
import { html, joinHtml, type SafeHtml } from '../../help/html.js';
import { renderPage } from '../../help/layout.js';
import { parameterNote } from './parameter-notes.js';
import { proseHtml, sentencesOf } from './prose.js';
import { describeFieldType } from './sample-value.js';
import { ASMX_PROTOCOLS } from './service-page.js';
import { protocolSamples, type SampleContext, type SamplePart } from './samples.js';

/** The page at `?op=<Op>`: description, parameters, test form, result payload and wire samples. */

export interface ResultPayload {
  /** Root element of the XML document a string result holds. */
  readonly root: string;
  /** The record schemas of the payload, outermost first, each with the caption of its field table. */
  readonly records: readonly { readonly caption: string; readonly schema: RecordSchema }[];
  /** The payload of a sample value, encoded by the service's record codec. */
  readonly example: string;
}

export interface OperationPageInput {
  readonly serviceName: string;
  readonly operation: AsmxOperation;
  readonly samples: SampleContext;
  /** The endpoint's own file name as requested (e.g. `serviceapi.asmx`): links and the form action are relative to it. */
  readonly endpointName: string;
  readonly showTestForm: boolean;
  /** Test-form values by parameter name (the demo account); other fields start neutral (see formValue). */
  readonly formValues?: Readonly<Record<string, string>>;
  /** The payload of a string result; null for int results. */
  readonly payload: ResultPayload | null;
}

/** The ASMX text shown instead of the test form. */
export const TEST_FORM_HIDDEN = 'The test form is only available for requests from the local machine.';

function parameterTable(op: AsmxOperation): SafeHtml {
  const rows = op.parameters.map(
    (p) => html`<tr><th scope="row"><code>${p.name}</code></th><td class="type">${p.type}</td><td>${proseHtml(parameterNote(p.name) ?? '')}</td></tr>`,
  );
  return html`<table><thead><tr><th scope="col">Parameter</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A test-form field's starting value: the given one, else 0 for numbers, today for dates, empty for strings. */
function formValue(parameter: AsmxOperation['parameters'][number], given: Readonly<Record<string, string>>): string {
  const value = given[parameter.name];
  if (value !== undefined) return value;
  if (parameter.type === 'string') return '';
  if (parameter.type === 'dateTime') return new Date().toISOString().slice(0, 10);
  return '0';
}

function testForm(input: OperationPageInput): SafeHtml {
  const op = input.operation;
  if (!input.showTestForm) return html`<p class="note">${TEST_FORM_HIDDEN}</p>`;
  const rows = op.parameters.map(
    (p) =>
      html`<tr><th scope="row"><label for="p-${p.name}">${p.name}</label> <span class="type">${p.type}</span></th><td><input type="text" id="p-${p.name}" name="${p.name}" autocomplete="off" spellcheck="false" placeholder="${p.type}" value="${formValue(p, input.formValues ?? {})}"></td></tr>`,
  );
  return html`<p>To test the operation using the HTTP POST protocol, fill in the values and click the <strong>Invoke</strong> button.</p>
<form class="form" method="post" action="${input.endpointName}/${encodeURIComponent(op.name)}" enctype="application/x-www-form-urlencoded">
<table><thead><tr><th scope="col">Parameter</th><th scope="col">Value</th></tr></thead><tbody>${rows}</tbody></table>
<button type="submit">Invoke</button>
</form>`;
}

function fieldTable(record: RecordSchema, caption: string): SafeHtml {
  const rows = Object.entries(record.fields).map(
    ([name, type]) => html`<tr><th scope="row"><code>${name}</code></th><td class="type">${describeFieldType(type)}</td></tr>`,
  );
  return html`<table><caption><strong>${caption}</strong></caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function resultSection(input: OperationPageInput): SafeHtml {
  const op = input.operation;
  const payload = input.payload;
  if (payload === null) {
    return html`<p>The result is an <code>int</code>: <code>&lt;${op.name}Result&gt;</code> in SOAP, <code>&lt;int&gt;</code> over HTTP GET and POST.</p>`;
  }
  return html`<p>The result is a <code>string</code> holding an XML document with root element <code>&lt;${payload.root}&gt;</code>,
returned as the text of <code>&lt;${op.name}Result&gt;</code> in SOAP and of <code>&lt;string&gt;</code> over HTTP GET and POST
(escaped, like any text). Empty fields are left out.</p>
<details><summary>Fields</summary>${joinHtml(payload.records.map((record) => fieldTable(record.schema, record.caption)))}</details>
<details open><summary>Example payload</summary><pre class="payload" tabindex="0" aria-label="Example payload of ${op.name}"><code>${payload.example}</code></pre></details>`;
}

function sampleHtml(parts: readonly SamplePart[]): SafeHtml {
  return joinHtml(parts.map((part) => (typeof part === 'string' ? part : html`<var>${part.placeholder}</var>`)));
}

function samplesSection(input: OperationPageInput): SafeHtml {
  return joinHtml(
    protocolSamples(input.operation, input.samples).map((sample) => {
      const id = sample.protocol.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return html`<section aria-labelledby="${id}"><h3 id="${id}">${sample.protocol}</h3>
<p>The following is a sample ${sample.protocol} request and response. The <var>placeholders</var> shown need to be replaced with actual values.</p>
<h4>Request</h4>
<pre tabindex="0" aria-label="${sample.protocol} request"><code>${sampleHtml(sample.request)}</code></pre>
<h4>Response</h4>
<pre tabindex="0" aria-label="${sample.protocol} response"><code>${sampleHtml(sample.response)}</code></pre></section>`;
    }),
  );
}

/** The first sentence as the lead; any further sentences (the rules the operation follows) as a list. */
function description(op: AsmxOperation): SafeHtml {
  const [lead = '', ...rules] = sentencesOf(op.description);
  const list = rules.length > 0 ? html`<ul class="rules">${rules.map((rule) => html`<li>${proseHtml(rule)}</li>`)}</ul>` : null;
  return html`<p class="lead">${proseHtml(lead)}</p>${list}`;
}

export function renderOperationPage(input: OperationPageInput): string {
  const op = input.operation;
  return renderPage({
    title: `${op.name} · ${input.serviceName} Web Service`,
    heading: op.name,
    serviceName: input.serviceName,
    backLink: input.endpointName,
    protocols: ASMX_PROTOCOLS,
    body: html`${description(op)}
<h2 id="parameters">Parameters</h2>
${parameterTable(op)}
<h2 id="test">Test</h2>
${testForm(input)}
<h2 id="result">Result</h2>
${resultSection(input)}
<h2 id="samples">Samples</h2>
${samplesSection(input)}`,
  });
}
