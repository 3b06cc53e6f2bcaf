import type { CallContext, WireOperation } from './operation.js';
import { wireRequestShape } from './operation.js';
import { parseLenientJson, MalformedJsonError } from './lenient-json.js';
import { bindRequest } from './request-binder.js';
import { type OperationResult, resultOfError, successResult } from './result.js';
import { resultRecord } from './result-record.js';
import { toJsonValue } from './json-codec.js';
import type { V12Services } from './v12-services.js';

export interface JsonRun {
  readonly result: OperationResult;
  /** The request text was not JSON (the HTTP form answers 400). */
  readonly malformed: boolean;
}

/** Authenticates the caller and runs an operation, turning every outcome into a result. */
export class OperationRunner {
  constructor(private readonly services: V12Services) {}

  /** Runs an operation on a request already bound to its shape (credentials included). */
  async run(operation: WireOperation, request: Readonly<Record<string, unknown>>, clientAddress: string): Promise<OperationResult> {
    try {
      const name = request['CustomerName'];
      const password = request['CustomerPassword'];
      const tenant = await this.services.accounts.authenticate(
        typeof name === 'string' ? name : null,
        typeof password === 'string' ? password : null,
        clientAddress,
      );
      const context: CallContext = { tenant, clientAddress, services: this.services };
      return successResult(await operation.base.call(context, request as never));
    } catch (error) {
      return resultOfError(error, operation.name);
    }
  }

  /** Reads the request JSON leniently, binds it and runs the operation. */
  async runJson(operation: WireOperation, json: string, clientAddress: string): Promise<JsonRun> {
    let request: Record<string, unknown>;
    try {
      request = bindRequest(wireRequestShape(operation.base), parseLenientJson(json));
    } catch (error) {
      return { result: resultOfError(error, operation.name), malformed: error instanceof MalformedJsonError };
    }
    return { result: await this.run(operation, request, clientAddress), malformed: false };
  }
}

/** The JSON text of a result (`{"Code":…,"Message":…,"Success":…,"Value":…}`), Value encoded by its schema. */
export function resultJson(operation: WireOperation, result: OperationResult): string {
  if (!result.Success) return JSON.stringify(result);
  return JSON.stringify(toJsonValue(resultRecord(operation.base.result), result));
}
