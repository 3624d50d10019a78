import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solveBotCheck } from '../../core/botCheckSolver';

const KEY = 'unit-test-hmac-key';

/** A challenge from the server's library, as the bot-check query hands it out. */
async function challengeFor(number: number, algorithm: 'SHA-256' | 'SHA-512', maxNumber = 1_000) {
  const made = await createChallenge({ algorithm, hmacKey: KEY, maxNumber, number });
  return { ...made, maxNumber };
}

describe('solveBotCheck', () => {
  it.each([
    ['SHA-256', 0],
    ['SHA-256', 737],
    ['SHA-512', 1_000],
  ] as const)(
    'finds the %s number the server hid (%i), and the server accepts it',
    async (algorithm, hidden) => {
      const challenge = await challengeFor(hidden, algorithm);
      const number = solveBotCheck(challenge);
      expect(number).toBe(hidden);
      const { challenge: hash, salt, signature } = challenge;
      const payload = { algorithm, challenge: hash, number: number ?? -1, salt, signature };
      expect(await verifySolution(payload, KEY, false)).toBe(true);
    },
  );

  it('answers null when the number lies beyond maxNumber', async () => {
    const challenge = await challengeFor(900, 'SHA-256');
    expect(solveBotCheck({ ...challenge, maxNumber: 899 })).toBeNull();
  });

  it('answers null for a hash function it does not know, or a challenge that is no hash', async () => {
    const challenge = await challengeFor(3, 'SHA-256');
    expect(solveBotCheck({ ...challenge, algorithm: 'MD5' })).toBeNull();
    expect(solveBotCheck({ ...challenge, challenge: 'not hex' })).toBeNull();
    expect(solveBotCheck({ ...challenge, algorithm: 'constructor' })).toBeNull();
  });
});
