import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT, passwordError } from '../../core/password';
import { hashPassword, verifyPassword } from '../../server/domain/passwords';

describe('password hashing (scrypt)', () => {
  it('verifies the password it hashed', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery ', hash)).toBe(false);
    expect(await verifyPassword('Correct horse battery', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('never stores the password itself', async () => {
    expect(await hashPassword('visible-secret')).not.toContain('visible-secret');
  });

  it('verifies a password typed with another Unicode composition', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
  });

  it('refuses stored values of another scheme or malformed ones', async () => {
    expect(await verifyPassword('x', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});

describe('password rule', () => {
  it('asks for at least 8 characters', () => {
    expect(passwordError('1234567')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordError('12345678')).toBeNull();
  });
});
