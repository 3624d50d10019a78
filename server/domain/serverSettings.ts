import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Advisory, AdvisoryFileError, parseAdvisories } from '../../core/advisories';
import { MIN_ACCOUNT_AGE_MS } from '../../core/quickPromote';
import type { SiteOrigins } from '../../core/siteTypes';
import type { Config } from '../config';
import { DEFAULT_ADVISORIES_JSON } from './defaultAdvisories';
import type { FetchPolicy } from './media/fetchPolicy';
import { DEFAULT_MAX_IMAGE_PIXELS } from './media/media';
import type { SocialLoginSettings } from './oidc';

/**
 * Domains the operator has judged (OFFSITE_BLOCKED_DOMAINS, OFFSITE_ADULT_DOMAINS, OFFSITE_SUSPICIOUS_DOMAINS):
 * the self-hosted stand-in for a link-reputation service. A domain covers its subdomains.
 */
export interface LinkRules {
  blocked: readonly string[];
  adult: readonly string[];
  suspicious: readonly string[];
}

export interface BotCheckSettings {
  enabled: boolean;
  /** The largest number a challenge hides (the solver's worst case). */
  maxNumber: number;
}

/** The parts of the configuration the media pipeline, the fetcher and experiments need. */
export interface ServerSettings {
  /** Where received upload files wait for the worker. */
  uploadDir: string;
  fetch: FetchPolicy;
  /** Experiment groups forced for everyone (name → group). */
  experimentOverrides: ReadonlyMap<string, string>;
  /** How /offsite/ judges outbound links. */
  linkRules: LinkRules;
  /** Whether sign-up, log-in and the password calls need a bot-check token, and the challenges' difficulty. */
  botCheck: BotCheckSettings;
  /** Notices for sensitive or abusive searches. */
  searchAdvisories: readonly Advisory[];
  /** How old an account must be to quick-promote. */
  quickPromoteMinAccountAgeMs: number;
  /** The configured OpenID providers for social log-in, and the public origin their redirect URIs use. */
  socialLogin: SocialLoginSettings;
  /** The largest picture accepted, in pixels: a small file can decode to gigabytes. */
  maxImagePixels: number;
  /** Where each hosted site type lives (core/siteTypes.ts); empty: the host the page is on. */
  siteOrigins: SiteOrigins;
}

const DEFAULT_ADVISORIES = parseAdvisories(DEFAULT_ADVISORIES_JSON);

/** The operator's advisories file (SEARCH_ADVISORIES_FILE), or the shipped ones; a bad file stops the start. */
function loadAdvisories(file: string | null): readonly Advisory[] {
  if (!file) return DEFAULT_ADVISORIES;
  try {
    return parseAdvisories(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const why =
      error instanceof AdvisoryFileError || error instanceof SyntaxError ? error.message : String(error);
    throw new Error(`SEARCH_ADVISORIES_FILE ${file}: ${why}`);
  }
}

/** The safe settings (private addresses refused) for contexts built outside the HTTP app, such as the seed. */
export const DEFAULT_SERVER_SETTINGS: ServerSettings = {
  uploadDir: path.join(os.tmpdir(), 'tackboard-uploads'),
  fetch: { allowPrivate: false, timeoutMs: 10_000, maxRedirects: 5 },
  experimentOverrides: new Map(),
  linkRules: { blocked: [], adult: [], suspicious: [] },
  // Scripts in this process (the seed, benchmarks) sign people up directly; the bot check guards HTTP callers.
  botCheck: { enabled: false, maxNumber: 50_000 },
  searchAdvisories: DEFAULT_ADVISORIES,
  quickPromoteMinAccountAgeMs: MIN_ACCOUNT_AGE_MS,
  socialLogin: { providers: [], publicOrigin: null },
  maxImagePixels: DEFAULT_MAX_IMAGE_PIXELS,
  siteOrigins: {},
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
    botCheck: config.botCheck,
    searchAdvisories: loadAdvisories(config.searchAdvisoriesFile),
    quickPromoteMinAccountAgeMs: config.quickPromoteMinAccountAgeHours * 60 * 60 * 1000,
    socialLogin: config.socialLogin,
    maxImagePixels: config.maxImagePixels,
    siteOrigins: config.siteOrigins,
  };
}
