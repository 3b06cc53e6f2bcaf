import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../common/errors.js';
import { requireScopes } from '../../common/scopes.js';
import type { Text } from '../../common/wire-text.js';
import { encodeRecordXmlTextWire } from '../xml/record-codec.js';
import { faultChain } from '../xml/soap-envelope.js';
import type { AsmxOperation, WireType, WireValue } from './catalog.types.js';
import { noteOperation, noteOutcome, outcomeOf } from '../../observability/request-context.js';
import { ASMX_SERVICES } from './services.token.js';
import type { AsmxServices } from './services.js';

/**
 * A string result — the encoded XML document, already escaped as the text content of the result
 * element (`escapedText`), or null for "no result" — or an int result.
 */
export type OperationOutcome = { readonly type: 'string'; readonly escapedText: Text | null } | { readonly type: 'int'; readonly value: number };

export type OperationArguments = Readonly<Record<string, WireValue<WireType>>>;

/** The prefix .NET puts before an exception raised inside a web method. */
export const UNABLE_TO_PROCESS = 'Server was unable to process request.';
const INTERNAL_ERROR = 'An internal error occurred. It has been logged.';

/**
 * Runs one catalog operation for a caller: checks the customer credentials once, refuses a call
 * the account lacks a declared scope for (the catalog entry's `scopes`), calls the domain service, and encodes a string result with the record codec. Transport independent.
 */
@Injectable()
export class OperationRunner {
  private readonly logger = new Logger('AsmxOperation');

  constructor(@Inject(ASMX_SERVICES) private readonly services: AsmxServices) {}

  async run(operation: AsmxOperation, args: OperationArguments, clientAddress: string): Promise<OperationOutcome> {
    noteOperation(operation.name);
    let value: unknown;
    let accountId: number | undefined;
    try {
      const tenant = await this.services.accounts.authenticate(
        args['CustomerName'] as string | null,
        args['CustomerPassword'] as string | null,
        clientAddress,
      );
      accountId = tenant.accountId;
      requireScopes(tenant, operation.scopes);
      value = await operation.invoke({ services: this.services, tenant, clientAddress }, args);
      noteOutcome('ok', { accountId });
    } catch (error) {
      noteOutcome(outcomeOf(error), { accountId, customerName: args['CustomerName'] });
      throw error;
    }
    const result = operation.result;
    if (result.type === 'int') return { type: 'int', value: typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0 };
    if (value === null || value === undefined) return { type: 'string', escapedText: null };
    return { type: 'string', escapedText: encodeRecordXmlTextWire(result.root, result.schema, value) };
  }

  /**
   * The fault text for an error raised while running `operation`: a domain error's own message
   * (it names the parameter for invalid input); anything else is logged and reported generically,
   * never with stack traces, SQL or paths.
   */
  failureMessage(operation: AsmxOperation, error: unknown): string {
    if (error instanceof DomainError) return faultChain(UNABLE_TO_PROCESS, error.message);
    this.logger.error(`${operation.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return faultChain(UNABLE_TO_PROCESS, INTERNAL_ERROR);
  }
}
