import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { FetchPolicy } from './safeFetch';

/** The parts of the configuration the media pipeline, the fetcher and experiments need. */
export interface ServerSettings {
  /** Where received upload files wait for the worker. */
  uploadDir: string;
  fetch: FetchPolicy;
  /** Experiment groups forced for everyone (name → group). */
  experimentOverrides: Readonly<Record<string, string>>;
}

/** The safe settings (private addresses refused) for contexts built outside the HTTP app, such as the seed. */
export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  uploadDir: path.join(os.tmpdir(), 'tackboard-uploads'),
  fetch: { allowPrivate: false, timeoutMs: 10_000, maxRedirects: 5 },
  experimentOverrides: {},
};

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
