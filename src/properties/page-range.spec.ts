import { describe, expect, it } from '@jest/globals';
import { rowRange } from './page-range.js';

describe('rowRange', () => {
  it('serves the 1-based inclusive range asked for', () => {
    expect(rowRange({ limit1: 11, limit2: 20 })).toEqual({ from: 11, to: 20, offset: 10, limit: 10 });
    expect(rowRange({ limit1: 5, limit2: 5 })).toEqual({ from: 5, to: 5, offset: 4, limit: 1 });
  });

  it('reads Limit1 <= 0 as 1', () => {
    expect(rowRange({ limit1: 0, limit2: 3 })).toEqual({ from: 1, to: 3, offset: 0, limit: 3 });
    expect(rowRange({ limit1: -7, limit2: 3 })).toMatchObject({ from: 1, to: 3 });
  });

  it('serves the default page of 10 when Limit2 is 0 or below Limit1', () => {
    expect(rowRange({ limit1: 0, limit2: 0 })).toEqual({ from: 1, to: 10, offset: 0, limit: 10 });
    expect(rowRange({ limit1: 21, limit2: 5 })).toEqual({ from: 21, to: 30, offset: 20, limit: 10 });
  });

  it('caps a page at 1000 rows', () => {
    expect(rowRange({ limit1: 1, limit2: 5000 })).toEqual({ from: 1, to: 1000, offset: 0, limit: 1000 });
    expect(rowRange({ limit1: 1001, limit2: 3000 })).toEqual({ from: 1001, to: 2000, offset: 1000, limit: 1000 });
  });

  it('survives non-finite input', () => {
    expect(rowRange({ limit1: Number.NaN, limit2: Number.POSITIVE_INFINITY })).toEqual({ from: 1, to: 10, offset: 0, limit: 10 });
  });
});
