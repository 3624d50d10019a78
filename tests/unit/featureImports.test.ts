import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('../../client/src/features', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each feature folder and the other feature folders its files import (statically or lazily). */
function featureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(FEATURES, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const imported = new Set<string>();
    for (const file of sourceFiles(join(FEATURES, feature.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'\.\.\/([a-z0-9-]+)\//g)) {
        if (match[1] !== feature.name) imported.add(match[1]!);
      }
    }
    graph.set(feature.name, imported);
  }
  return graph;
}

/** The chain of features that leads from `start` back to it, if any. */
function cycleFrom(start: string, graph: Map<string, Set<string>>): string[] | null {
  const seen = new Set<string>();
  const visit = (feature: string, path: string[]): string[] | null => {
    for (const next of graph.get(feature) ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = visit(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return visit(start, [start]);
}

it('no feature folder depends on itself through other features: what two features share lives in ui/, apollo/, core/ or the feature that owns it', () => {
  const graph = featureImports();
  const cycles = [...graph.keys()]
    .map((feature) => cycleFrom(feature, graph))
    .filter((cycle): cycle is string[] => cycle !== null)
    .map((cycle) => cycle.join(' → '));
  expect(cycles).toEqual([]);
});
