import { describe, expect, it } from 'vitest';
import { CAROUSEL_TEXTS, carouselCountError, carouselSlideLabel, carouselStep } from '../../core/carousel';

describe('carousel pins', () => {
  it('take 2 to 5 pictures', () => {
    expect(carouselCountError(1)).toBe(CAROUSEL_TEXTS.count);
    expect(carouselCountError(2)).toBeNull();
    expect(carouselCountError(5)).toBeNull();
    expect(carouselCountError(6)).toBe('A carousel has 2 to 5 images.');
  });

  it('page with Previous and Next within the pictures, without wrapping', () => {
    expect(carouselStep(0, -1, 3)).toBe(0);
    expect(carouselStep(0, 1, 3)).toBe(1);
    expect(carouselStep(2, 1, 3)).toBe(2);
    expect(carouselSlideLabel(1, 4)).toBe('Image 2 of 4');
  });
});
