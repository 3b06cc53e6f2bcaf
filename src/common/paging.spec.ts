import { describe, expect, it } from '@jest/globals';
import { MAX_PAGE_ROWS, pageFrom, rowWindow } from './paging.js';

describe('rowWindow', () => {
  it('serves the 1-based inclusive range asked for', () => {
    expect(rowWindow({ limit1: 11, limit2: 20 })).toEqual({ from: 11, offset: 10, rows: 10, to: 20 });
    expect(rowWindow({ limit1: 5, limit2: 5 })).toEqual({ from: 5, offset: 4, rows: 1, to: 5 });
  });

  it('reads Limit1 <= 0 as 1 and Limit2 <= 0 as "to the end", capped', () => {
    expect(rowWindow({ limit1: 0, limit2: 3 })).toEqual({ from: 1, offset: 0, rows: 3, to: 3 });
    expect(rowWindow({ limit1: -7, limit2: 0 })).toEqual({ from: 1, offset: 0, rows: MAX_PAGE_ROWS, to: null });
  });

  it('caps a page at MAX_PAGE_ROWS and serves nothing for Limit2 below Limit1', () => {
    expect(rowWindow({ limit1: 1001, limit2: 5000 })).toEqual({ from: 1001, offset: 1000, rows: MAX_PAGE_ROWS, to: 2000 });
    expect(rowWindow({ limit1: 9, limit2: 3 })).toMatchObject({ rows: 0 });
  });

  it('survives non-finite input', () => {
    expect(rowWindow({ limit1: Number.NaN, limit2: Number.POSITIVE_INFINITY })).toEqual({ from: 1, offset: 0, rows: MAX_PAGE_ROWS, to: null });
  });
});

describe('pageFrom', () => {
  it('echoes the requested end even past the last row, or the last row served for "to the end"', () => {
    expect(pageFrom(rowWindow({ limit1: 11, limit2: 20 }), 12, ['a', 'b'])).toEqual({ From: 11, To: 20, RowsCount: 12, Items: ['a', 'b'] });
    expect(pageFrom(rowWindow({ limit1: 11, limit2: 0 }), 12, ['a', 'b'])).toEqual({ From: 11, To: 12, RowsCount: 12, Items: ['a', 'b'] });
  });
});
