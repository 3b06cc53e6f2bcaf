import { describe, expect, it } from '@jest/globals';
import { parseListingsSearch } from './search';

describe("the listings screen's address", () => {
  it('keeps every filter it understands, the type, the agent and the city among them, as numbers', () => {
    expect(parseListingsSearch({ q: ' villa ', status: '3,1,1', goal: '0', type: '10', agent: 4, city: '1015', zip: '9000', priceMin: '100000', priceMax: 400000, sort: '-price,id', limit: '50' })).toEqual({
      q: 'villa',
      status: [1, 3],
      goal: 0,
      type: 10,
      agent: 4,
      city: 1015,
      zip: '9000',
      priceMin: 100000,
      priceMax: 400000,
      sort: '-price,id',
      limit: 50,
    });
  });

  it('drops what it does not understand: a type or an agent that is no positive whole number, an unknown member, a page size not offered', () => {
    expect(parseListingsSearch({ type: '0', agent: 'me', cityId: '3', limit: '7' })).toEqual({});
    expect(parseListingsSearch({ type: '-2', agent: '1.5', city: 'Gent' })).toEqual({});
    expect(parseListingsSearch({ type: 'villa', agent: '' })).toEqual({});
  });
});
