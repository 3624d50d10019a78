import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Every module a file imports or re-exports, statically or dynamically, as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** A relative import as a path from the repository root; a package import as written. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path
    .relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
}

/** `file imports target` for each import of the files under `dir` that `refused` names. */
function violations(dir: string, refused: (target: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .map((specifier) => target(file, specifier))
      .filter(refused)
      .map((imported) => `${file} imports ${imported}`),
  );
}

const underAny = (prefixes: readonly string[]) => (imported: string) =>
  prefixes.some((prefix) => imported === prefix || imported.startsWith(`${prefix}/`));

/**
 * The domain holds the rules and reaches the outside world only through interfaces it owns (MediaStore,
 * Mailer, JobQueue, SafeFetch, OidcClient, VideoTools); the implementations live in server/infra and
 * server/jobs and are wired in by the app. Neither the transports above it nor the clients below may leak in.
 */
const DOMAIN_REFUSES = underAny([
  'server/infra',
  'server/jobs',
  'server/http',
  'server/rest',
  'schema',
  'fastify',
  '@fastify',
  '@apollo',
  'nodemailer',
  'aws4',
  'openid-client',
  'jose',
  'child_process',
  'node:child_process',
  'node:http',
  'node:https',
  'node:dns',
]);

/**
 * The REST layers (/v3 and /v5) are thin: they read input and call the domain. They hold no SQL, so they reach
 * neither Kysely nor the database's query helpers (row types and the page cursor codec are all they may use).
 */
const REST_REFUSES = (imported: string) =>
  imported === 'kysely' ||
  (imported.startsWith('server/db/') &&
    !imported.startsWith('server/db/tables/') &&
    imported !== 'server/db/keyset');

/** The client runs in a browser and shares rules through core/ only. */
const CLIENT_REFUSES = underAny(['server', 'schema', 'migrations']);

describe('layers', () => {
  it('reads the import graph (the check would pass vacuously otherwise)', () => {
    const domainImports = sourceFiles('server/domain').flatMap((file) =>
      importsOf(file).map((specifier) => target(file, specifier)),
    );
    expect(domainImports).toContain('server/db/database');
    expect(domainImports).toContain('server/domain/errors');
    expect(sourceFiles('client/src/features').length).toBeGreaterThan(10);
  });

  it('keeps the domain free of adapters, jobs, transports and the schema', () => {
    expect(violations('server/domain', DOMAIN_REFUSES)).toEqual([]);
  });

  it('keeps SQL out of the REST layers, /v5 included', () => {
    expect(sourceFiles('server/rest').some((file) => file.startsWith('server/rest/v5/'))).toBe(true);
    expect(violations('server/rest', REST_REFUSES)).toEqual([]);
  });

  it('keeps server code out of the client features', () => {
    expect(violations('client/src/features', CLIENT_REFUSES)).toEqual([]);
  });
});
