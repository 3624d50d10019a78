/**
 * For a test that does much real work in one go (dozens of password hashes, a 200 MB upload): on a two-core
 * machine busy with other files it can need more than the project's 20 s. A limit on waiting, not on speed;
 * speed is measured in bench/.
 */
export const HEAVY_TEST_MS = 90_000;
