import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { FetchPolicy } from './safeFetch';

/** The parts of the configuration the media pipeline, the fetcher and experiments need. */
export interface ServerSettings {
  /** Where received upload files wait for the worker. */
  uploadDir: string;
  fetch: FetchPolicy;
  /** Experiment groups forced for everyone (name → group). */
  experimentOverrides: Readonly<Record<string, string>>;
}

const DEFAULTS: ServerSettings = {
  uploadDir: path.join(os.tmpdir(), 'tackboard-uploads'),
  fetch: { allowPrivate: false, timeoutMs: 10_000, maxRedirects: 5 },
  experimentOverrides: {},
};

// NOTE: RequestContext carries no configuration, so settings are registered per database handle by the code
// that builds the app (or a worker) and looked up from ctx.db. Unregistered handles get the safe defaults:
// private addresses refused.
const byDb = new WeakMap<object, ServerSettings>();

export function registerServerSettings(db: Db, settings: ServerSettings): void {
  byDb.set(db, settings);
}

export function serverSettings(db: Db): ServerSettings {
  return byDb.get(db) ?? DEFAULTS;
}

export function serverSettingsFromConfig(config: Config): ServerSettings {
  return {
    uploadDir: config.uploadDir,
    fetch: {
      allowPrivate: config.allowPrivateFetch,
      allowedAddresses: config.fetchAllowAddresses,
      timeoutMs: config.fetchTimeoutMs,
      maxRedirects: 5,
    },
    experimentOverrides: config.experimentOverrides,
  };
}
