import { describe, expect, it } from 'vitest';
import { checkProductTags, clampFraction, PRODUCT_TAG_TEXTS, PRODUCT_TAGS_MAX } from '../../core/productTags';

describe('a pin’s product tags', () => {
  it(`takes up to ${PRODUCT_TAGS_MAX}, in order, placed or not`, () => {
    const tags = Array.from({ length: PRODUCT_TAGS_MAX }, (_, i) => ({ productPinId: String(i + 1) }));
    expect(checkProductTags(tags)).toEqual({
      ok: true,
      tags: tags.map((t) => ({ productPinId: t.productPinId, x: null, y: null })),
    });
    expect(checkProductTags([{ productPinId: ' 7 ', x: 0, y: 1 }])).toEqual({
      ok: true,
      tags: [{ productPinId: '7', x: 0, y: 1 }],
    });
    expect(checkProductTags([...tags, { productPinId: '99' }])).toEqual({
      ok: false,
      error: PRODUCT_TAG_TEXTS.tooMany,
    });
  });

  it('refuses a product twice and a place without both coordinates from 0 to 1', () => {
    expect(checkProductTags([{ productPinId: '1' }, { productPinId: '1' }])).toMatchObject({
      error: PRODUCT_TAG_TEXTS.twice,
    });
    for (const place of [
      { x: 0.5 },
      { y: 0.5 },
      { x: -0.1, y: 0.5 },
      { x: 0.5, y: 1.01 },
      { x: Number.NaN, y: 0 },
    ])
      expect(checkProductTags([{ productPinId: '1', ...place }])).toMatchObject({
        error: PRODUCT_TAG_TEXTS.position,
      });
  });

  it('keeps a nudged place on the picture', () => {
    expect(clampFraction(1.04)).toBe(1);
    expect(clampFraction(-0.02)).toBe(0);
    expect(clampFraction(0.12345)).toBe(0.123);
  });
});
