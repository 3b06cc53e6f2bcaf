import { describe, expect, it } from '@jest/globals';
import { DocumentCache } from './document-cache.js';

describe('DocumentCache', () => {
  it('builds a document once per key', () => {
    const cache = new DocumentCache();
    let builds = 0;
    const build = () => `doc ${++builds}`;
    expect(cache.get('wsdl http://a', build)).toBe('doc 1');
    expect(cache.get('wsdl http://a', build)).toBe('doc 1');
    expect(cache.get('wsdl http://b', build)).toBe('doc 2');
    expect(builds).toBe(2);
  });

  it('stays bounded however many addresses clients make up', () => {
    const cache = new DocumentCache();
    let builds = 0;
    for (let i = 0; i < 1000; i++) cache.get(`wsdl http://host-${i}`, () => String(++builds));
    expect(builds).toBe(1000);
    // The first host was dropped long ago: asking again builds again.
    cache.get('wsdl http://host-0', () => String(++builds));
    expect(builds).toBe(1001);
  });
});
