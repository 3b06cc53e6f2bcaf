import { describe, expect, it } from '@jest/globals';
import { readXml } from '../xml/xml-reader.js';
import { defineOperation, INT_RESULT, isMinDateTime, param } from './catalog.types.js';
import { bindSoapArguments, SoapReadError } from './soap-binding.js';

const NS = 'http://tempuri.org/';
const op = defineOperation({
  name: 'Op',
  scopes: [],
  description: 'test',
  parameters: [param('Count', 'int'), param('Text', 'string'), param('When', 'dateTime'), param('constructor', 'string')],
  result: INT_RESULT,
  invoke: async () => 0,
});

function bind(children: string) {
  const doc = readXml(`<Op xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${children}</Op>`);
  return bindSoapArguments(op, doc.root, NS, doc);
}

describe('bindSoapArguments', () => {
  it('binds by local name and namespace, in any order, ignoring unknown elements', () => {
    const args = bind('<Text>hi</Text><Other>x</Other><Count>5</Count><constructor>c</constructor>');
    expect(args['Count']).toBe(5);
    expect(args['Text']).toBe('hi');
    expect(args['constructor']).toBe('c');
    expect(args['CustomerName']).toBeNull();
  });

  it('treats elements of another namespace as missing and gives defaults', () => {
    const args = bind('<Count xmlns="">5</Count><x:Text xmlns:x="urn:other">hi</x:Text>');
    expect(args['Count']).toBe(0);
    expect(args['Text']).toBeNull();
    expect(isMinDateTime(args['When'] as Date)).toBe(true);
  });

  it('reads empty strings as "" and xsi:nil as null', () => {
    expect(bind('<Text></Text>')['Text']).toBe('');
    expect(bind('<Text xsi:nil="true" />')['Text']).toBeNull();
    expect(bind('<Count xsi:nil="true" />')['Count']).toBe(0);
  });

  it('reports a bad value with the position of its element', () => {
    expect(() => bind('\n<Count>five</Count>')).toThrow(
      new SoapReadError(
        'Server was unable to read request. ---> There is an error in XML document (2, 2). ---> Input string was not in a correct format.',
      ),
    );
  });

  it('never reads inherited properties as arguments', () => {
    const args = bind('');
    expect(Object.getPrototypeOf(args)).toBeNull();
    expect(args['toString']).toBeUndefined();
  });
});
