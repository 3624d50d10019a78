import { describe, expect, it } from 'vitest';
import { UNKNOWN_ERROR } from '../../core/texts';
import { unauthErrorText } from '../../core/unauthError';

describe('the unauthenticated error modal', () => {
  it('shows the error text', () => {
    expect(unauthErrorText('Too many requests. Try again in 1 minute.')).toBe(
      'Too many requests. Try again in 1 minute.',
    );
  });

  it("falls back to 'Unknown Error' when the error has no text", () => {
    expect(UNKNOWN_ERROR).toBe('Unknown Error');
    expect(unauthErrorText(null)).toBe('Unknown Error');
    expect(unauthErrorText(undefined)).toBe('Unknown Error');
    expect(unauthErrorText('   ')).toBe('Unknown Error');
  });
});
