import { describe, expect, it } from 'vitest';
import { imagePath, samePicture } from '../../core/pinSize';

describe('samePicture', () => {
  it('a board card leaves its cover out of the thumbnails whatever the sizes of the two urls', () => {
    const signature = 'ab12cd34'.repeat(4);
    expect(samePicture(imagePath(signature, '170x'), imagePath(signature, '236x'))).toBe(true);
    expect(samePicture(imagePath(signature, '170x'), imagePath('ff'.repeat(16), '236x'))).toBe(false);
  });
});
