import { describe, expect, it } from 'vitest';
import {
  FALLBACK_INTEREST_TOPICS,
  INTERESTS_MAX,
  INTERESTS_TEXTS,
  interestsError,
  WELCOME_PROGRESS_MAX,
  WELCOME_PROGRESS_MS,
  welcomePath,
  welcomeProgress,
  welcomeTexts,
} from '../../core/interests';

describe('the welcome progress bar', () => {
  it('starts empty and reaches 95 % at 6000 ms, never more', () => {
    expect(WELCOME_PROGRESS_MAX).toBe(95);
    expect(WELCOME_PROGRESS_MS).toBe(6000);
    expect(welcomeProgress(0)).toBe(0);
    expect(welcomeProgress(-50)).toBe(0);
    expect(welcomeProgress(Number.NaN)).toBe(0);
    expect(welcomeProgress(6000)).toBe(95);
    expect(welcomeProgress(60_000)).toBe(95);
  });

  it('rises all the way, faster at first than near the end', () => {
    let last = 0;
    for (let ms = 250; ms <= 6000; ms += 250) {
      const value = welcomeProgress(ms);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(welcomeProgress(3000)).toBeGreaterThan(95 / 2);
    expect(welcomeProgress(5999)).toBeLessThanOrEqual(95);
  });
});

describe('the welcome texts', () => {
  it("name the instance's own site", () => {
    expect(welcomeTexts('Corkwall')).toEqual({
      title: 'Welcome to Corkwall!',
      text: 'Your answers to the next questions will help us find the right ideas for you',
    });
  });

  it('keep where the person was headed', () => {
    expect(welcomePath('/')).toBe('/welcome/');
    expect(welcomePath('/pin/12/')).toBe('/welcome/?next=%2Fpin%2F12%2F');
  });
});

describe('choosing interests', () => {
  const known = (slug: string) => FALLBACK_INTEREST_TOPICS.some((topic) => topic.slug === slug);

  it('accepts none, or a few offered topics (the same twice counts once)', () => {
    expect(interestsError([], known)).toBeNull();
    expect(interestsError(['travel', 'recipes', 'travel'], known)).toBeNull();
  });

  it(`refuses a topic that is not offered, and more than ${INTERESTS_MAX}`, () => {
    expect(interestsError(['travel', 'kitchen-sink'], known)).toBe(INTERESTS_TEXTS.unknown);
    const many = Array.from({ length: INTERESTS_MAX + 1 }, (_, i) => `topic-${i}`);
    expect(interestsError(many, () => true)).toBe(INTERESTS_TEXTS.tooMany);
    expect(interestsError(many.slice(0, INTERESTS_MAX), () => true)).toBeNull();
  });

  it('has a built-in list of distinct topics, each matching its own name', () => {
    const slugs = FALLBACK_INTEREST_TOPICS.map((topic) => topic.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(FALLBACK_INTEREST_TOPICS.find((topic) => topic.slug === 'home-decor')?.match).toContain(
      "'home' <-> 'decor'",
    );
  });
});
