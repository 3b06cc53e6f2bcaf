import { describe, expect, it } from '@jest/globals';
import { readXml } from '../xml/xml-reader.js';
import { bindRequest } from './request-binder.js';
import { defineRequest, intList, recordsOf } from './request-shape.js';
import { requestTree } from './xml-request-tree.js';

const NS = 'http://tempuri.org/';
const Condition = defineRequest('Condition', { Goal: 'int', TypeIDs: intList });
const Shape = defineRequest('Probe', { Name: 'string', TypeIDs: intList, Conditions: recordsOf(Condition, 'Condition') });

function tree(inner: string): Record<string, unknown> {
  const { root } = readXml(`<Probe xmlns="${NS}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance" xmlns:o="urn:other">${inner}</Probe>`);
  return requestTree(root, NS);
}

describe('requestTree', () => {
  it('reads members by local name, text as text, nil as null, and ignores members of other namespaces', () => {
    const members = tree('<Name>A &amp; B</Name><TypeIDs i:nil="true"/><o:Name>ignored</o:Name>');
    expect({ ...members }).toEqual({ Name: 'A & B', TypeIDs: null });
  });

  it('collects repeated items of lists and nested requests, in any namespace below the wrapper', () => {
    const request = bindRequest(
      Shape,
      tree(
        '<TypeIDs><a:int xmlns:a="urn:arrays">1</a:int><a:int xmlns:a="urn:arrays">2</a:int></TypeIDs>' +
          '<Conditions><Condition><Goal>1</Goal><TypeIDs>3,4</TypeIDs></Condition><Condition><Goal>0</Goal></Condition></Conditions>',
      ),
    );
    expect(request).toEqual({ Name: null, TypeIDs: [1, 2], Conditions: [{ Goal: 1, TypeIDs: [3, 4] }, { Goal: 0, TypeIDs: [] }] });
  });

  it('treats element names like __proto__ as ordinary members', () => {
    const members = tree('<__proto__><Name>x</Name></__proto__><Name>y</Name>');
    expect(Object.getPrototypeOf(members)).toBeNull();
    expect(bindRequest(Shape, members).Name).toBe('y');
    expect(({} as Record<string, unknown>)['Name']).toBeUndefined();
  });
});
