import type { CallContext, WireOperation } from './operation.js';
import { wireRequestShape } from './operation.js';
import { requireOperationScopes } from './operation-scopes.js';
import { parseLenientJson } from './lenient-json.js';
import { bindRequest } from './request-binder.js';
import { DomainError, InvalidInputError, NotFoundError } from '../../common/errors.js';
import { noteOperation, noteOutcome } from '../../observability/request-context.js';
import { narrowResultType } from './display-fields.js';
import { type OperationResult, outcomeOfCode, resultOfError, successResult } from './result.js';
import { resultSchemaOf } from './result-record.js';
import { textString, type Text } from '../../common/wire-text.js';
import { encodeJsonWire, toJsonValue } from './json-codec.js';
import type { V12Services } from './v12-services.js';
import { JSON_REQUEST_MEMBER } from './wire-names.js';

const MISSING_JSON = 'is required: the request JSON object with CustomerName, CustomerPassword and the fields of the operation.';

/**
 * Authenticates the caller, refuses a call the account's scopes do not cover (the catalog's
 * declaration: operation-scopes.ts) and runs the operation, turning every outcome into a result.
 */
export class OperationRunner {
  constructor(private readonly services: V12Services) {}

  /** Runs an operation on a request already bound to its shape (credentials included). */
  async run(operation: WireOperation, request: Readonly<Record<string, unknown>>, clientAddress: string): Promise<OperationResult> {
    noteOperation(operation.name);
    const name = request['CustomerName'];
    let accountId: number | undefined;
    try {
      const password = request['CustomerPassword'];
      const tenant = await this.services.accounts.authenticate(
        typeof name === 'string' ? name : null,
        typeof password === 'string' ? password : null,
        clientAddress,
      );
      accountId = tenant.accountId;
      requireOperationScopes(tenant, operation.base, request);
      const context: CallContext = { tenant, clientAddress, services: this.services };
      const value = await this.call(operation, context, request);
      noteOutcome('ok', { accountId });
      const display = request['DisplayFields'];
      if (!operation.base.display || !Array.isArray(display) || display.length === 0) return successResult(value);
      return successResult(value, narrowResultType(operation.base.result, display as string[]));
    } catch (error) {
      const result = resultOfError(error, operation.name);
      noteOutcome(error instanceof DomainError ? error.code : outcomeOfCode(result.Code), { accountId, customerName: name });
      return result;
    }
  }

  /** The operation's value; for the kind object-or-null, nothing found is null rather than an error. */
  private async call(operation: WireOperation, context: CallContext, request: Readonly<Record<string, unknown>>): Promise<unknown> {
    try {
      return await operation.base.call(context, request as never);
    } catch (error) {
      if (operation.base.kind === 'object-or-null' && error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /**
   * Reads the request JSON leniently, binds it and runs the operation. No request JSON at all
   * (`json` absent or blank) and JSON that cannot be read are Code 400 results like any other
   * unreadable input, before the credentials are looked at.
   */
  async runJson(operation: WireOperation, json: string | undefined, clientAddress: string): Promise<OperationResult> {
    let request: Record<string, unknown>;
    try {
      if (json === undefined || json.trim() === '') throw new InvalidInputError(JSON_REQUEST_MEMBER, MISSING_JSON);
      request = bindRequest(wireRequestShape(operation.base), parseLenientJson(json));
    } catch (error) {
      noteOperation(operation.name);
      const result = resultOfError(error, operation.name);
      noteOutcome(outcomeOfCode(result.Code));
      return result;
    }
    return this.run(operation, request, clientAddress);
  }
}

/** The JSON text of a result (`{"Code":…,"Message":…,"Success":…,"Value":…}`), Value encoded by its schema. */
export function resultJson(operation: WireOperation, result: OperationResult): string {
  return textString(resultJsonWire(operation, result));
}

/** `resultJson` for the wire: the kept encodings of frozen records come as encoded bytes. */
export function resultJsonWire(operation: WireOperation, result: OperationResult): Text {
  const schema = resultSchemaOf(operation.base.result, result);
  if (result.Success) return encodeJsonWire(schema, result);
  // A refusal carries no value, whatever the operation's result type (a list would encode as []).
  return JSON.stringify({ ...(toJsonValue(schema, result) as Record<string, unknown>), Value: null });
}
