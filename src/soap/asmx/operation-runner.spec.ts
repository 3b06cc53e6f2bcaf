import { ACCOUNT_SCOPES } from '../../common/scopes.js';
import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { defineRecord } from '../../common/record.js';
import { NotFoundError, UnauthenticatedError } from '../../common/errors.js';
import type { Tenant } from '../../common/tenant.js';
import { defineOperation, INT_RESULT, param, stringResult } from './catalog.types.js';
import { OperationRunner } from './operation-runner.js';
import type { AsmxServices } from './services.js';

const TENANT: Tenant = { agencyId: 7, accountId: 1, accountName: 'demo', scopes: ACCOUNT_SCOPES };
const Thing = defineRecord('Thing', { ID: 'int', Name: 'string' });

function runnerWith(authenticate: (name: string | null, password: string | null, address: string) => Promise<Tenant>) {
  const services = { accounts: { authenticate } } as unknown as AsmxServices;
  return new OperationRunner(services);
}

const find = defineOperation({
  name: 'FindThing',
  scopes: [],
  description: 'test operation',
  parameters: [param('ID', 'int')],
  result: stringResult('Thing', Thing),
  invoke: async ({ tenant }, a) => (a.ID === 0 ? null : { ID: a.ID * 10 + tenant.agencyId, Name: 'A & B' }),
});

const count = defineOperation({
  name: 'CountThings',
  scopes: [],
  description: 'test operation',
  parameters: [],
  result: INT_RESULT,
  invoke: async () => 3.7,
});

describe('OperationRunner', () => {
  it('authenticates once with the credentials and the caller address, then encodes the record', async () => {
    const authenticate = jest.fn(async (_name: string | null, _password: string | null, _address: string) => TENANT);
    const outcome = await runnerWith(authenticate).run(find, { CustomerName: 'demo', CustomerPassword: 'pw', ID: 2 }, '10.0.0.1');
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledWith('demo', 'pw', '10.0.0.1');
    expect(outcome).toEqual({ type: 'string', escapedText: '&lt;Thing&gt;&lt;ID&gt;27&lt;/ID&gt;&lt;Name&gt;A &amp;amp; B&lt;/Name&gt;&lt;/Thing&gt;' });
  });

  it('gives a null string result and whole int results', async () => {
    const runner = runnerWith(async () => TENANT);
    expect(await runner.run(find, { CustomerName: 'demo', CustomerPassword: 'pw', ID: 0 }, '')).toEqual({ type: 'string', escapedText: null });
    expect(await runner.run(count, { CustomerName: 'demo', CustomerPassword: 'pw' }, '')).toEqual({ type: 'int', value: 3 });
  });

  it('never calls the operation when authentication fails', async () => {
    const invoke = jest.fn(async () => 1);
    const guarded = { ...count, invoke };
    const runner = runnerWith(async () => {
      throw new UnauthenticatedError();
    });
    await expect(runner.run(guarded, { CustomerName: 'x', CustomerPassword: 'y' }, '')).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(invoke).not.toHaveBeenCalled();
  });

  it('reports domain errors with their message and anything else generically, logging it', () => {
    const runner = runnerWith(async () => TENANT);
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(runner.failureMessage(find, new NotFoundError('Thing', 5))).toBe('Server was unable to process request. ---> Thing 5 was not found.');
    const internal = runner.failureMessage(find, new Error('SQLITE_ERROR: no such column: secret at /srv/app/x.ts:12'));
    expect(internal).toBe('Server was unable to process request. ---> An internal error occurred. It has been logged.');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('SQLITE_ERROR');
    log.mockRestore();
  });
});
