import { describe, expect, it } from 'vitest';
import { slugify } from '../../core/slug';

describe('slugs for board and section urls', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugify('My Board!')).toBe('my-board');
    expect(slugify('  --Hello   World--  ')).toBe('hello-world');
  });

  it('drops accents', () => {
    expect(slugify('Café Déjà vu')).toBe('cafe-deja-vu');
  });

  it('falls back when nothing url-safe is left', () => {
    expect(slugify('!!!')).toBe('board');
    expect(slugify('日本の旅', 'section')).toBe('section');
  });

  it('keeps slugs at most 60 characters and never ends on a hyphen', () => {
    const slug = slugify(`${'abcde '.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});
