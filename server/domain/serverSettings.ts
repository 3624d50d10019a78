import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { FetchPolicy } from './safeFetch';

/**
 * Domains the operator has judged (OFFSITE_BLOCKED_DOMAINS, OFFSITE_ADULT_DOMAINS, OFFSITE_SUSPICIOUS_DOMAINS):
 * the self-hosted stand-in for a link-reputation service. A domain covers its subdomains.
 */
export interface LinkRules {
  blocked: readonly string[];
  adult: readonly string[];
  suspicious: readonly string[];
}

/** The parts of the configuration the media pipeline, the fetcher and experiments need. */
export interface ServerSettings {
  /** Where received upload files wait for the worker. */
  uploadDir: string;
  fetch: FetchPolicy;
  /** Experiment groups forced for everyone (name → group). */
  experimentOverrides: Readonly<Record<string, string>>;
  /** How /offsite/ judges outbound links. */
  linkRules: LinkRules;
}

/** The safe settings (private addresses refused) for contexts built outside the HTTP app, such as the seed. */
export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  uploadDir: path.join(os.tmpdir(), 'tackboard-uploads'),
  fetch: { allowPrivate: false, timeoutMs: 10_000, maxRedirects: 5 },
  experimentOverrides: {},
  linkRules: { blocked: [], adult: [], suspicious: [] },
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
    linkRules: config.linkRules,
  };
}
