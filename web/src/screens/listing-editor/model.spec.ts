import { describe, expect, it } from '@jest/globals';
import { changedPaths, mergePatch, threeWay } from './model';

const PATHS = ['price', 'status', 'city', 'descriptions.nl.title', 'descriptions.fr.title'];

describe('the listing editor model', () => {
  it('patches only what changed, null for a cleared field, nested per language', () => {
    const base = { price: 100, status: 1, city: 'Gent', descriptions: { nl: { title: 'Huis' }, fr: { title: 'Maison' } } };
    const edited = { price: 120, status: 1, city: '', descriptions: { nl: { title: 'Mooi huis' }, fr: { title: 'Maison' } } };
    expect(mergePatch(base, edited, PATHS)).toEqual({ price: 120, city: null, descriptions: { nl: { title: 'Mooi huis' } } });
    expect(changedPaths(base, edited, PATHS)).toEqual(['price', 'city', 'descriptions.nl.title']);
  });

  it('treats an empty text and a missing value as unchanged', () => {
    expect(changedPaths({ city: null }, { city: '' }, PATHS)).toEqual([]);
  });

  it('merges a conflict three ways: theirs taken, mine kept, both changed differently is a conflict holding mine', () => {
    const base = { price: 100, status: 1, city: 'Gent' };
    const mine = { price: 150, status: 1, city: 'Brugge' };
    const theirs = { price: 140, status: 5, city: 'Brugge' };
    const { merged, conflicts, takenFromThem } = threeWay(base, mine, theirs, PATHS);
    expect(merged).toEqual({ price: 150, status: 5, city: 'Brugge' });
    expect(takenFromThem).toEqual(['status']);
    expect(conflicts).toEqual([{ path: 'price', base: 100, mine: 150, theirs: 140 }]);
  });
});
