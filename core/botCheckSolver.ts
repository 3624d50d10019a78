import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** A bot-check challenge as the server hands it out (the fields the search needs). */
export interface BotCheckPuzzle {
  algorithm: string;
  challenge: string;
  salt: string;
  maxNumber: number;
}

/** The hash functions a challenge may name (altcha's names; our server issues SHA-256). */
const HASHES = new Map<string, (message: Uint8Array) => Uint8Array>([
  ['SHA-256', sha256],
  ['SHA-512', sha512],
]);

/**
 * The number, from 0 to `maxNumber`, whose hash with the salt in front is the challenge; null when none is (or
 * the challenge is not a hash of a named function). The search hashes synchronously: altcha's own solver awaits
 * WebCrypto for every number it tries, which takes twice as long in Chromium and 25 times as long in Node for the
 * same search (bench/botCheck.ts).
 */
export function solveBotCheck(puzzle: BotCheckPuzzle): number | null {
  const hash = HASHES.get(puzzle.algorithm.toUpperCase());
  if (!hash || !/^(?:[0-9a-f]{2})+$/i.test(puzzle.challenge)) return null;
  const target = hexToBytes(puzzle.challenge);
  for (let number = 0; number <= puzzle.maxNumber; number++) {
    if (sameBytes(hash(utf8ToBytes(`${puzzle.salt}${number}`)), target)) return number;
  }
  return null;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}
