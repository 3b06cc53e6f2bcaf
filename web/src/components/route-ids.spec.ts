import { describe, expect, it } from '@jest/globals';
import { routeId } from './route-ids';

describe('routeId', () => {
  it('reads a whole segment of up to 15 digits', () => {
    expect(routeId('42')).toBe(42);
    expect(routeId('999999999999999')).toBe(999_999_999_999_999);
  });

  it('refuses anything else', () => {
    for (const segment of ['', '4a', '-1', '1.5', ' 42', '1e3', '1234567890123456']) expect(routeId(segment)).toBeNull();
  });
});
