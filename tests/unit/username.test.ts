import { describe, expect, it } from 'vitest';
import { splitFullName } from '../../core/fullName';
import { RESERVED_USERNAMES, USERNAME_MAX_LENGTH, usernameBase } from '../../core/username';

describe('username base', () => {
  it('comes from the full name, lower-cased, letters and digits only', () => {
    expect(usernameBase('Ada Lovelace', 'countess@example.com')).toBe('adalovelace');
    expect(usernameBase("Miles O'Brien-Smith 3rd", 'm@example.com')).toBe('milesobriensmith3rd');
  });

  it('drops accents from the name', () => {
    expect(usernameBase('Zoë Brontë', 'z@example.com')).toBe('zoebronte');
  });

  it('falls back to the email local part when the name gives fewer than 3 characters', () => {
    expect(usernameBase('Al', 'al.smith_99@example.com')).toBe('alsmith_99');
    expect(usernameBase('李伟', 'liwei@example.com')).toBe('liwei');
  });

  it('pads a very short base with "user"', () => {
    expect(usernameBase('Al', 'a@example.com')).toBe('usera');
  });

  it('leaves room for a numeric suffix within the maximum length', () => {
    const base = usernameBase('Bartholomew Maximilian Fitzgerald-Worthington', 'b@example.com');
    expect(base.length).toBe(USERNAME_MAX_LENGTH - 4);
  });

  it('reserves the app routes a profile url would shadow', () => {
    for (const route of [
      'pin',
      'graphql',
      'graphiql',
      'login',
      'signup',
      'settings',
      'search',
      'v3',
      'media',
      'following',
      'invites',
      'invite',
    ]) {
      expect(RESERVED_USERNAMES.has(route)).toBe(true);
    }
  });
});

describe('full name split', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Mary   Ann  van Dyke ')).toEqual({ firstName: 'Mary', lastName: 'Ann van Dyke' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
