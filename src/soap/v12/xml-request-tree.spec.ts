import { describe, expect, it } from '@jest/globals';
import { readXml } from '../xml/xml-reader.js';
import { bindRequest, TooManyItems } from './request-binder.js';
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

  it('reads at most 501 elements of one name into values and counts the rest, so caps apply while reading', () => {
    const members = tree(`<X>${'<a>1</a>'.repeat(24_000)}</X><TypeIDs>${'<int>1</int>'.repeat(24_000)}</TypeIDs>`);
    expect((members['X'] as Record<string, unknown>)['a']).toEqual(new TooManyItems(24_000));
    expect(() => bindRequest(Shape, members)).toThrow(/^TypeIDs: accepts at most 500 items, got 24000/);
    const conditions = tree(`<Conditions>${'<Condition><Goal>0</Goal></Condition>'.repeat(24_000)}</Conditions>`);
    expect(() => bindRequest(Shape, conditions)).toThrow(/^Conditions: accepts at most 100 items, got 24000/);
    const fine = tree(`<TypeIDs>${'<int>1</int>'.repeat(500)}</TypeIDs><Conditions>${'<Condition><Goal>0</Goal></Condition>'.repeat(100)}</Conditions>`);
    expect(bindRequest(Shape, fine)).toMatchObject({ TypeIDs: expect.arrayContaining([1]), Conditions: expect.arrayContaining([{ Goal: 0, TypeIDs: [] }]) });
    expect(bindRequest(Shape, fine).TypeIDs).toHaveLength(500);
    expect(() => bindRequest(Shape, tree(`<Name>${'<a>x</a>'.repeat(600)}</Name>`))).toThrow(/^Name: must be a text, not an object/);
  });

  it('builds the tree in time linear in the repeated elements (the v1.2 SOAP freeze of issue 18)', () => {
    const wrapper = (n: number) => readXml(`<Probe xmlns="${NS}"><X>${'<a>1</a>'.repeat(n)}</X></Probe>`).root;
    const small = wrapper(500);
    const large = wrapper(4 * 500);
    const cost = (element: ReturnType<typeof wrapper>) => {
      const started = process.cpuUsage();
      for (let run = 0; run < 20; run += 1) requestTree(element, NS);
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    cost(small);
    cost(large);
    const ratios = Array.from({ length: 5 }, () => cost(large) / Math.max(cost(small), 1000)).sort((a, b) => a - b);
    expect(ratios[2]).toBeLessThan(8);
  });
});
