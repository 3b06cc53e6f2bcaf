import { describe, expect, it } from '@jest/globals';
import { MAX_PAGE_ROWS, pageFrom, rowWindow } from './paging.js';

describe('rowWindow', () => {
  it('serves the 1-based inclusive range asked for', () => {
    expect(rowWindow({ limit1: 11, limit2: 20 })).toEqual({ from: 11, offset: 10, rows: 10 });
    expect(rowWindow({ limit1: 5, limit2: 5 })).toEqual({ from: 5, offset: 4, rows: 1 });
  });

  it('reads Limit1 <= 0 as 1 and Limit2 <= 0 as "to the end", capped', () => {
    expect(rowWindow({ limit1: 0, limit2: 3 })).toEqual({ from: 1, offset: 0, rows: 3 });
    expect(rowWindow({ limit1: -7, limit2: 0 })).toEqual({ from: 1, offset: 0, rows: MAX_PAGE_ROWS });
  });

  it('caps a page at MAX_PAGE_ROWS and serves nothing for Limit2 below Limit1', () => {
    expect(rowWindow({ limit1: 1001, limit2: 5000 })).toEqual({ from: 1001, offset: 1000, rows: MAX_PAGE_ROWS });
    expect(rowWindow({ limit1: 9, limit2: 3 })).toMatchObject({ rows: 0 });
  });

  it('survives non-finite input', () => {
    expect(rowWindow({ limit1: Number.NaN, limit2: Number.POSITIVE_INFINITY })).toEqual({ from: 1, offset: 0, rows: MAX_PAGE_ROWS });
  });
});

describe('pageFrom', () => {
  it('ends To at the last row served, not at the Limit2 asked past the last row', () => {
    expect(pageFrom(rowWindow({ limit1: 11, limit2: 20 }), 20, Array.from({ length: 10 }, () => 'x'))).toMatchObject({ From: 11, To: 20, RowsCount: 20 });
    expect(pageFrom(rowWindow({ limit1: 121, limit2: 130 }), 122, ['a', 'b'])).toEqual({ From: 121, To: 122, RowsCount: 122, Items: ['a', 'b'] });
    expect(pageFrom(rowWindow({ limit1: 11, limit2: 0 }), 12, ['a', 'b'])).toEqual({ From: 11, To: 12, RowsCount: 12, Items: ['a', 'b'] });
  });

  it('gives an empty page To = From − 1 (past the end, or Limit2 below Limit1)', () => {
    expect(pageFrom(rowWindow({ limit1: 50, limit2: 60 }), 12, [])).toEqual({ From: 50, To: 49, RowsCount: 12, Items: [] });
    expect(pageFrom(rowWindow({ limit1: 9, limit2: 3 }), 12, [])).toEqual({ From: 9, To: 8, RowsCount: 12, Items: [] });
  });
});
