import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, emailTypoSuggestion, isValidEmail, normalizeEmail } from '../../core/email';

describe('email format', () => {
  it.each([
    'ada@example.com',
    "o'brien+pins@mail.example.co.uk",
    'first.last_99@sub-domain.example.org',
    '  padded@example.com  ',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'a da@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('says "that doesn\'t look like an email address" for a malformed address', () => {
    expect(EMAIL_INVALID).toBe("Hmm... that doesn't look like an email address.");
  });

  it('compares addresses trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
});

describe('gmail typo hint', () => {
  it.each([
    ['ada@gmai.com', 'one letter missing'],
    ['ada@gmial.com', 'two letters swapped'],
    ['ada@gmail.co', 'suffix cut short'],
    ['ada@gnail.com', 'one letter wrong'],
  ])('suggests gmail.com for %s (%s)', (email) => {
    expect(emailTypoSuggestion(email)).toBe('ada@gmail.com');
  });

  it.each(['ada@gmail.de', 'ada@gmail.co.uk', 'ada@gmail.net'])(
    'suggests gmail.com for gmail with a suffix other than com: %s',
    (email) => {
      expect(emailTypoSuggestion(email)).toBe('ada@gmail.com');
    },
  );

  it('keeps the local part as typed', () => {
    expect(emailTypoSuggestion('Ada.Lovelace@Gmial.com')).toBe('Ada.Lovelace@gmail.com');
  });

  it.each([
    ['ada@hotmial.com', 'two letters swapped'],
    ['ada@hotmail.co', 'suffix cut short'],
    ['ada@hotmai.com', 'one letter missing'],
    ['ada@hptmail.com', 'one letter wrong'],
  ])('suggests hotmail.com for %s (%s)', (email) => {
    expect(emailTypoSuggestion(email)).toBe('ada@hotmail.com');
  });

  it.each([
    'ada@gmail.com',
    'ada@GMAIL.COM',
    'ada@example.com',
    'ada@outlook.com',
    'ada@hotmail.com',
    'ada@hotmail.co.uk',
    'ada@hotmail.fr',
    'not-an-email',
  ])('has no hint for %s', (email) => {
    expect(emailTypoSuggestion(email)).toBeNull();
  });
});
