import { ACCOUNT_SCOPES } from '../../common/scopes.js';
import { describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { NotFoundError, ThrottledError, UnauthenticatedError } from '../../common/errors.js';
import { defineRecord } from '../../common/record.js';
import { defineOperation, type WireOperation } from './operation.js';
import { OperationRunner, resultJson } from './operation-runner.js';
import type { V12Services } from './v12-services.js';

const tenant = { agencyId: 1, accountId: 1, accountName: 'demo', scopes: ACCOUNT_SCOPES };

function runnerWith(authenticate: (name: string | null, password: string | null) => Promise<unknown>): OperationRunner {
  return new OperationRunner({ accounts: { authenticate } } as unknown as V12Services);
}

function operationCalling(call: () => Promise<unknown>): WireOperation {
  const base = defineOperation({ name: 'Probe', summary: '', scopes: [], fields: { ID: 'int' }, result: 'int', kind: 'int', example: {}, call });
  return { name: 'ProbeJson', variant: 'Json', base };
}

describe('OperationRunner', () => {
  const accept = async () => tenant;

  it('wraps a value as Code 0 / OK / Success', async () => {
    const result = await runnerWith(accept).runJson(operationCalling(async () => 42), '{"ID":"1"}', '127.0.0.1');
    expect(result).toEqual({ Code: 0, Message: 'OK', Success: true, Value: 42 });
  });

  it('passes the credentials to authenticate and maps its refusals to 401 and 429', async () => {
    const seen: unknown[] = [];
    const refuse = async (name: string | null, password: string | null) => {
      seen.push([name, password]);
      throw new UnauthenticatedError();
    };
    const denied = await runnerWith(refuse).runJson(operationCalling(async () => 1), "{'customerName':'x','CUSTOMERPASSWORD':'y'}", '');
    expect(seen).toEqual([['x', 'y']]);
    expect(denied).toMatchObject({ Code: 401, Success: false, Value: null });
    const throttled = await runnerWith(async () => Promise.reject(new ThrottledError())).runJson(operationCalling(async () => 1), '{}', '');
    expect(throttled.Code).toBe(429);
  });

  it('maps domain errors to their codes with their message', async () => {
    const result = await runnerWith(accept).runJson(operationCalling(async () => Promise.reject(new NotFoundError('Person', 7))), '{}', '');
    expect(result).toEqual({ Code: 404, Message: 'Person 7 was not found.', Success: false, Value: null });
  });

  it('answers unexpected errors with 600 "Error" and never their details', async () => {
    const errors: string[] = [];
    const original = Logger.prototype.error;
    Logger.prototype.error = function (message: unknown) {
      errors.push(String(message));
    };
    try {
      const result = await runnerWith(accept).runJson(operationCalling(async () => Promise.reject(new Error('SQL: SELECT secret'))), '{}', '');
      expect(result).toEqual({ Code: 600, Message: 'Error', Success: false, Value: null });
      expect(JSON.stringify(result)).not.toContain('secret');
      expect(errors.join('\n')).toContain('SQL: SELECT secret');
    } finally {
      Logger.prototype.error = original;
    }
  });

  it('answers malformed JSON and bad fields with Code 400 naming the field', async () => {
    const malformed = await runnerWith(accept).runJson(operationCalling(async () => 1), '{nope', '');
    expect(malformed).toMatchObject({ Code: 400, Success: false, Value: null, Message: expect.stringContaining('not valid JSON') });
    const bad = await runnerWith(accept).runJson(operationCalling(async () => 1), '{"ID":"x"}', '');
    expect(bad).toMatchObject({ Code: 400, Message: 'ID: must be a whole number, got "x"' });
  });

  it('answers a request without JSON with Code 400 naming json, before looking at credentials', async () => {
    const asked: unknown[] = [];
    const runner = runnerWith(async (name) => {
      asked.push(name);
      throw new UnauthenticatedError();
    });
    for (const json of [undefined, '', '  ']) {
      const result = await runner.runJson(operationCalling(async () => 1), json, '');
      expect(result).toMatchObject({ Code: 400, Success: false, Value: null, Message: expect.stringMatching(/^json: is required/) });
    }
    expect(asked).toEqual([]);
  });

  it('encodes the result JSON through the result schema', () => {
    const operation = operationCalling(async () => 1);
    expect(resultJson(operation, { Code: 0, Message: 'OK', Success: true, Value: '5' })).toBe('{"Code":0,"Message":"OK","Success":true,"Value":5}');
  });

  it('answers null with Success for an object-or-null operation that finds nothing', async () => {
    const base = defineOperation({
      name: 'Maybe',
      scopes: [],
      summary: '',
      fields: { ID: 'int' },
      result: defineRecord('Thing', { ID: 'int' }),
      kind: 'object-or-null',
      example: {},
      call: async () => Promise.reject(new NotFoundError('Thing', 1)),
    });
    const result = await runnerWith(accept).runJson({ name: 'MaybeJson', variant: 'Json', base }, '{}', '');
    expect(result).toEqual({ Code: 0, Message: 'OK', Success: true, Value: null });
  });

  it('narrows the records of a display operation to DisplayFields', async () => {
    const Thing = defineRecord('Thing', { ID: 'int', Name: 'string', City: 'string' });
    const base = defineOperation({ name: 'Show', summary: '', scopes: [], fields: {}, result: Thing, kind: 'object', display: true, example: {}, call: async () => ({ ID: 1, Name: 'n', City: 'c' }) });
    const operation: WireOperation = { name: 'ShowJson', variant: 'Json', base };
    const result = await runnerWith(accept).runJson(operation, "{'DisplayFields':'name,id'}", '');
    expect(resultJson(operation, result)).toBe('{"Code":0,"Message":"OK","Success":true,"Value":{"ID":1,"Name":"n"}}');
    const all = await runnerWith(accept).runJson(operation, '{}', '');
    expect(resultJson(operation, all)).toBe('{"Code":0,"Message":"OK","Success":true,"Value":{"ID":1,"Name":"n","City":"c"}}');
  });

  it('refuses an operation whose result type does not fit its kind', () => {
    expect(() => defineOperation({ name: 'Bad', summary: '', scopes: [], fields: {}, result: 'int', kind: 'page', example: {}, call: async () => 1 })).toThrow('does not fit the kind page');
  });
});
