import { describe, expect, it } from '@jest/globals';
import { listPictureFamily, pictureUrl } from './pictures.js';

describe('listPictureFamily', () => {
  it('chooses the largest family whose box fits the bounds', () => {
    expect(listPictureFamily(0, 0)).toBe('XLarge');
    expect(listPictureFamily(800, 600)).toBe('Large');
    expect(listPictureFamily(799, 0)).toBe('Medium');
    expect(listPictureFamily(0, 250)).toBe('Medium');
    expect(listPictureFamily(1000, 130)).toBe('Small');
  });

  it('falls back to Small when nothing fits', () => {
    expect(listPictureFamily(50, 50)).toBe('Small');
  });
});

describe('pictureUrl', () => {
  it('prefixes relative paths with the base URL, with exactly one slash', () => {
    expect(pictureUrl('https://img.example/pics/', '/a/1.jpg')).toBe('https://img.example/pics/a/1.jpg');
    expect(pictureUrl('https://img.example/pics', 'a/1.jpg')).toBe('https://img.example/pics/a/1.jpg');
  });

  it('keeps absolute URLs and paths when there is no base', () => {
    expect(pictureUrl('https://img.example', 'http://cdn.example/1.jpg')).toBe('http://cdn.example/1.jpg');
    expect(pictureUrl('https://img.example', '//cdn.example/1.jpg')).toBe('//cdn.example/1.jpg');
    expect(pictureUrl('', 'a/1.jpg')).toBe('a/1.jpg');
  });
});
