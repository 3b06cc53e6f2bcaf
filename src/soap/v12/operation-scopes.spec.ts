import { describe, expect, it } from '@jest/globals';
import { ForbiddenError } from '../../common/errors.js';
import { ACCOUNT_SCOPES, type AccountScope } from '../../common/scopes.js';
import { ASMX_OPERATIONS } from '../asmx/catalog.js';
import { BASE_OPERATIONS } from './catalog.js';
import { defineOperation } from './operation.js';
import { isGiven, requireOperationScopes, scopedFields } from './operation-scopes.js';
import { defineRequest, isRequestRecords, recordsOf, type RequestShape } from './request-shape.js';

const tenantWith = (scopes: readonly AccountScope[]) => ({ agencyId: 1, accountId: 1, accountName: 't', scopes });
const PERSONS = /person/i;

/** Every field name of a shape, nested records included, as paths. */
function fieldPaths(shape: RequestShape, prefix = ''): string[] {
  return Object.entries(shape.fields).flatMap(([name, type]) => [`${prefix}${name}`, ...(isRequestRecords(type) ? fieldPaths(type.of, `${prefix}${name}[].`) : [])]);
}

describe('operation scopes', () => {
  it('declares a scope for every field that names persons in an operation that does not itself need a persons scope (both catalogs)', () => {
    const undeclared: string[] = [];
    for (const base of BASE_OPERATIONS) {
      if (base.scopes.some((scope) => scope.startsWith('persons-'))) continue;
      const declared = new Set(scopedFields(base.request).map(({ path }) => path));
      for (const path of fieldPaths(base.request)) if (PERSONS.test(path.split('.').pop() ?? '') && !declared.has(path)) undeclared.push(`${base.name}.${path}`);
    }
    for (const op of ASMX_OPERATIONS) {
      if (op.scopes.some((scope) => scope.startsWith('persons-'))) continue;
      for (const parameter of op.parameters) if (PERSONS.test(parameter.name)) undeclared.push(`${op.name}.${parameter.name}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('reads 0, false, blank texts and empty lists as not given', () => {
    expect([null, undefined, 0, false, '', '  ', []].map(isGiven)).toEqual([false, false, false, false, false, false, false]);
    expect([1, -1, true, 'x', [0], new Date(0)].map(isGiven)).toEqual([true, true, true, true, true, true]);
  });

  it('refuses a call that gives a scoped field, at any depth, and names the field', () => {
    const Condition = defineRequest('Condition', { Goal: 'int', PersonID: 'int' }, {}, {}, { PersonID: 'persons-read' });
    const base = defineOperation({
      name: 'Probe',
      summary: '',
      scopes: ['listings'],
      fields: { OwnerID: 'int', Conditions: recordsOf(Condition) },
      fieldScopes: { OwnerID: 'persons-read' },
      result: 'int',
      kind: 'int',
      example: {},
      call: async () => 0,
    });
    const listings = tenantWith(['listings']);
    expect(() => requireOperationScopes(listings, base, { OwnerID: 0, Conditions: [{ Goal: 1, PersonID: null }] })).not.toThrow();
    expect(() => requireOperationScopes(listings, base, { OwnerID: 3, Conditions: [] })).toThrow(
      new ForbiddenError('This account may not read persons (it lacks the persons-read scope, which OwnerID needs).'),
    );
    expect(() => requireOperationScopes(listings, base, { OwnerID: null, Conditions: [{ Goal: 1 }, { PersonID: 2 }] })).toThrow('which Conditions[].PersonID needs');
    expect(() => requireOperationScopes(tenantWith(['persons-read']), base, { OwnerID: null, Conditions: [] })).toThrow('lacks the listings scope');
    expect(() => requireOperationScopes(tenantWith(ACCOUNT_SCOPES), base, { OwnerID: 3, Conditions: [{ PersonID: 2 }] })).not.toThrow();
    expect(scopedFields(base.request)).toEqual([
      { path: 'OwnerID', scope: 'persons-read' },
      { path: 'Conditions[].PersonID', scope: 'persons-read' },
    ]);
  });

  it('refuses a scoped field that is not a field of the request', () => {
    expect(() => defineRequest('Odd', { ID: 'int' }, {}, {}, { PersonID: 'persons-read' } as never)).toThrow('the scoped field PersonID is not one of its fields');
  });
});
