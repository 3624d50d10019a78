import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Pointers a reader of this repository cannot follow: section numbers of a product specification, the design and
 * style notes, and the folder they lived in, none of which ship with the code. A comment states the rule itself.
 * NOTE: the patterns are written so that this file does not match them itself.
 */
const OUTSIDE_POINTERS: { what: string; pattern: RegExp }[] = [
  { what: 'a spec document number', pattern: /\bspec\s+0\d\d/i },
  { what: 'a section sign with a number', pattern: /§\s*\d/ },
  { what: 'a mention of an outside specification', pattern: /\bthe\s+spec\b/i },
  { what: 'the design or style note', pattern: /\b(DESIGN|STYLE)\.md\b|\bDESIGN\s*:/ },
  { what: 'the shared folder outside the repository', pattern: /\.\.\/shared\b|\/work\/shared\b/ },
];

/** Folders that are not ours or are built: the same as .gitignore's, for a copy of the tree without git. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'data', 'dist', '.test-pg', 'results']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(join(dir, entry.name));
    return entry.isFile() ? [relative(ROOT, join(dir, entry.name))] : [];
  });
}

/** Every file of the project: tracked ones and new ones git does not ignore (so a hit fails before the commit). */
function projectFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return walk(ROOT);
  }
}

function readText(path: string): string | null {
  try {
    const text = readFileSync(join(ROOT, path), 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null; // deleted in the working tree but still in the index
  }
}

it('no file points at a document that is not in the repository', () => {
  const files = projectFiles();
  expect(files.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const path of files) {
    const text = readText(path);
    if (text === null) continue;
    text.split('\n').forEach((line, index) => {
      for (const { what, pattern } of OUTSIDE_POINTERS) {
        if (pattern.test(line)) hits.push(`${path}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
      }
    });
  }
  expect(hits, 'state the rule itself instead of pointing at a document readers do not have').toEqual([]);
});
