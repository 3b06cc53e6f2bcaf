import { joinText } from '../../common/wire-text.js';
import { encodeRecordXmlWire } from '../xml/record-codec.js';
import { XML_DECLARATION } from '../xml/xml-writer.js';
import type { V12Catalog } from './catalog.js';
import type { WireOperation } from './operation.js';
import { type OperationRunner, resultJsonWire } from './operation-runner.js';
import { failureResult, type OperationResult, RESULT_CODES } from './result.js';
import { resultSchemaOf } from './result-record.js';
import type { WireResponse } from './soap-endpoint.js';
import { JSON_REQUEST_MEMBER } from './wire-names.js';
import { noteOperation, noteOutcome } from '../../observability/request-context.js';
import { FormEncodingError, formPairs, InvalidFormTextError } from '../http/form-fields.js';

export interface HttpFormRequest {
  readonly method: string;
  /** The operation segment of the path, e.g. `GetPersonJson` (any case). */
  readonly operation: string;
  /** The raw query string (without `?`). */
  readonly query: string;
  readonly contentType: string | undefined;
  /** Null when the body's bytes are not UTF-8. */
  readonly body: string | null;
  readonly clientAddress: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * The Json HTTP form partner sites use (WCF webHttp style): `GET|POST /1.2/APIService.svc/<Op>?json=…`.
 * The request JSON comes from the `json` query parameter, or for POST from the body (raw JSON, or
 * a form field `json`). Json operations answer `{"<Op>Result": {…}}`; Xml operations the XML
 * result document.
 */
export class V12JsonEndpoint {
  constructor(
    private readonly catalog: V12Catalog,
    private readonly runner: OperationRunner,
  ) {}

  async handle(request: HttpFormRequest): Promise<WireResponse> {
    const operation = this.catalog.findByName(request.operation);
    if (!operation) {
      const result = failureResult(RESULT_CODES['not-found'].code, `Unknown operation '${request.operation}'.`);
      return { status: 404, contentType: JSON_TYPE, body: JSON.stringify(result) };
    }
    if (request.method !== 'GET' && request.method !== 'POST') {
      const result = failureResult(405, `Method ${request.method} is not allowed; use GET or POST.`);
      return this.respond(operation, result, 405);
    }
    let json: string | undefined;
    try {
      if (request.body === null) throw new InvalidFormTextError('The request body is not valid UTF-8 text.');
      json = requestJson({ ...request, body: request.body });
    } catch (error) {
      if (!(error instanceof FormEncodingError)) throw error;
      noteOperation(operation.name);
      noteOutcome('invalid-input');
      return this.respond(operation, failureResult(RESULT_CODES['invalid-input'].code, error.message), 200);
    }
    return this.respond(operation, await this.runner.runJson(operation, json, request.clientAddress), 200);
  }

  private respond(operation: WireOperation, result: OperationResult, status: number): WireResponse {
    const name = `${operation.name}Result`;
    if (operation.variant === 'Json') {
      return { status, contentType: JSON_TYPE, body: joinText([`{${JSON.stringify(name)}:`, resultJsonWire(operation, result), '}']) };
    }
    const xml = encodeRecordXmlWire(name, resultSchemaOf(operation.base.result, result), result);
    return {
      status,
      contentType: XML_TYPE,
      body: joinText([`${XML_DECLARATION}<${operation.name}Response xmlns="${this.catalog.namespace}">`, xml, `</${operation.name}Response>`]),
    };
  }
}

/**
 * The request JSON: a POST body (raw, or its form field `json`) wins over the `json` query
 * parameter; undefined when there is none.
 */
function requestJson(request: HttpFormRequest & { readonly body: string }): string | undefined {
  if (request.method === 'POST' && request.body.trim() !== '') {
    const mediaType = (request.contentType ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType === 'application/x-www-form-urlencoded') return jsonParameter(request.body);
    return request.body;
  }
  return jsonParameter(request.query);
}

/** The value of the `json` parameter (name matched case-insensitively) of a query or form string of at most MAX_FORM_KEYS keys. */
function jsonParameter(encoded: string): string | undefined {
  for (const [key, value] of formPairs(encoded)) {
    if (key.toLowerCase() === JSON_REQUEST_MEMBER) return value;
  }
  return undefined;
}
