/**
 * The HTTP GET and HTTP POST protocols: `GET /serviceapi.asmx/<Op>?…` and
 * `POST /serviceapi.asmx/<Op>` with a form body (wire-protocols.md §1, "HTTP GET / POST").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { joinText, type Text } from '../../common/wire-text.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { XSD_NAMESPACE, XSI_NAMESPACE } from '../xml/soap-envelope.js';
import { XML_DECLARATION } from '../xml/xml-writer.js';
import { ASMX_OPERATIONS, findOperation } from './catalog.js';
import type { AsmxOperation } from './catalog.types.js';
import { parseContentType } from '../http/content-type.js';
import { callerAddress } from '../http/request-address.js';
import { BodyReadError, bodyReadOptions, readRequestBody, utf8Text } from '../http/request-body.js';
import { FormEncodingError, formPairs } from '../http/form-fields.js';
import { sendPlainError, sendText, sendBodyFailure } from '../http/responses.js';
import { noteOperation, noteOutcome } from '../../observability/request-context.js';
import { OperationRunner, type OperationArguments, type OperationOutcome } from './operation-runner.js';
import { parseTextValue, WireValueError } from './wire-values.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const XML_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** A request problem reported as 500 text/plain with this message. */
class RequestError extends Error {}

/** Form or query fields: names compared without regard to case, repeated keys joined by commas; at most MAX_FORM_KEYS keys. */
function fieldsOf(encoded: string): Map<string, string> {
  const fields = new Map<string, string>();
  let pairs: URLSearchParams;
  try {
    pairs = formPairs(encoded);
  } catch (error) {
    if (error instanceof FormEncodingError) throw new RequestError(error.message);
    throw error;
  }
  for (const [key, value] of pairs) {
    const name = key.toLowerCase();
    const previous = fields.get(name);
    fields.set(name, previous === undefined ? value : `${previous},${value}`);
  }
  return fields;
}

function bindTextArguments(operation: AsmxOperation, fields: ReadonlyMap<string, string>): OperationArguments {
  const args: Record<string, string | number | Date | null> = Object.create(null) as Record<string, string | number | Date | null>;
  for (const parameter of operation.parameters) {
    const text = fields.get(parameter.name.toLowerCase());
    if (text === undefined) throw new RequestError(`Missing parameter: ${parameter.name}.`);
    try {
      args[parameter.name] = parseTextValue(parameter.type, text);
    } catch (error) {
      if (error instanceof WireValueError) throw new RequestError(error.message);
      throw error;
    }
  }
  return args;
}

@Injectable()
export class HttpEndpoint {
  private readonly namespace: string;
  private readonly byLowerName: ReadonlyMap<string, AsmxOperation>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OperationRunner) private readonly runner: OperationRunner,
  ) {
    this.namespace = config.asmxNamespace;
    this.byLowerName = new Map(ASMX_OPERATIONS.map((op) => [op.name.toLowerCase(), op]));
  }

  /** `methodName` is the path segment after `/serviceapi.asmx/`, still URL-encoded; `query` the text after `?`. */
  async handle(request: IncomingMessage, response: ServerResponse, methodName: string, query: string): Promise<void> {
    let operation: AsmxOperation;
    let args: OperationArguments;
    try {
      operation = this.operationNamed(decodePathSegment(methodName));
      noteOperation(operation.name);
      args = bindTextArguments(operation, fieldsOf(request.method === 'POST' ? await this.formBody(request) : query));
    } catch (error) {
      if (error instanceof BodyReadError) return sendBodyFailure(response, error.status);
      if (!(error instanceof RequestError)) throw error;
      noteOutcome('invalid-input');
      return sendPlainError(response, error.message);
    }
    let outcome: OperationOutcome;
    try {
      outcome = await this.runner.run(operation, args, callerAddress(request));
    } catch (error) {
      return sendPlainError(response, this.runner.failureMessage(operation, error));
    }
    sendText(response, 200, XML_CONTENT_TYPE, this.document(outcome));
  }

  private operationNamed(name: string): AsmxOperation {
    const operation = findOperation(name);
    if (operation) return operation;
    const other = this.byLowerName.get(name.toLowerCase());
    if (other) {
      throw new RequestError(
        `Invalid method name '${name}', method names are case sensitive. The method name '${other.name}' with the same name but different casing was found.`,
      );
    }
    throw new RequestError(`${name} Web Service method name is not valid.`);
  }

  private async formBody(request: IncomingMessage): Promise<string> {
    const header = request.headers['content-type'] ?? '';
    if (parseContentType(header).mediaType !== FORM_TYPE) {
      request.resume();
      throw new RequestError(`Request format is invalid: ${header}.`);
    }
    const text = utf8Text(await readRequestBody(request, bodyReadOptions(this.config)));
    if (text === null) throw new RequestError('The request body is not valid UTF-8 text.');
    return text;
  }

  private document(outcome: OperationOutcome): Text {
    if (outcome.type === 'int') return `${XML_DECLARATION}\r\n<int xmlns="${this.namespace}">${outcome.value}</int>`;
    if (outcome.escapedText === null) {
      return `${XML_DECLARATION}\r\n<string xmlns:xsi="${XSI_NAMESPACE}" xmlns:xsd="${XSD_NAMESPACE}" xsi:nil="true" xmlns="${this.namespace}" />`;
    }
    return joinText([`${XML_DECLARATION}\r\n<string xmlns="${this.namespace}">`, outcome.escapedText, '</string>']);
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
