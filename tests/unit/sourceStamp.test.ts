import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, SERVER_INPUTS, sourceStamp, writeStamp } from '../../scripts/sourceStamp.mjs';

// What `npm start` decides from: it rebuilds the client or the server only when this says the build is stale.
let root = '';
let outDir = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-stamp-'));
  outDir = path.join(root, 'dist/server');
  mkdirSync(path.join(root, 'server'), { recursive: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(root, 'server/main.ts'), 'export {};\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function build(): void {
  writeStamp(outDir, sourceStamp(root, SERVER_INPUTS));
}

describe('a build stamp', () => {
  it('is missing before the first build, so a fresh clone builds', () => {
    expect(isBuildCurrent(root, outDir, SERVER_INPUTS)).toBe(false);
  });

  it('keeps a build current while its sources are unchanged', () => {
    build();
    expect(isBuildCurrent(root, outDir, SERVER_INPUTS)).toBe(true);
  });

  it('goes stale when a source changes, a source is added, or the locked dependencies change', () => {
    build();
    writeFileSync(path.join(root, 'server/main.ts'), 'export const changed = 1;\n');
    expect(isBuildCurrent(root, outDir, SERVER_INPUTS)).toBe(false);

    build();
    mkdirSync(path.join(root, 'migrations'));
    writeFileSync(path.join(root, 'migrations/0099_new.ts'), 'export {};\n');
    expect(isBuildCurrent(root, outDir, SERVER_INPUTS)).toBe(false);

    build();
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(isBuildCurrent(root, outDir, SERVER_INPUTS)).toBe(false);
  });

  it('ignores files outside its inputs', () => {
    build();
    writeFileSync(path.join(root, 'README.md'), 'docs\n');
    writeFileSync(path.join(outDir, 'main.mjs'), '// the output itself\n');
    expect(isBuildCurrent(root, outDir, SERVER_INPUTS)).toBe(true);
  });
});
