import path from 'node:path';
import { parseSiteOrigin, SITE_TYPES, type SiteOrigins } from '../core/siteTypes';
import { DEFAULT_PROVIDER_LABELS, SOCIAL_PROVIDERS } from '../core/socialLogin';
import type { DatabaseTarget } from './db/connect';
import { DEFAULT_MAX_IMAGE_PIXELS } from './domain/media/media';
import type { OidcProviderConfig, SocialLoginSettings } from './domain/oidc';
import type { LinkRules } from './domain/serverSettings';
import type { S3Options } from './infra/s3MediaStore';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  /** Media files on local disk under mediaDir, or in an S3-compatible bucket when S3_BUCKET is set. */
  mediaStore: { kind: 'local' } | ({ kind: 's3' } & S3Options);
  database: DatabaseTarget;
  /** Serve the GraphQL explorer at /graphiql. */
  graphiql: boolean;
  /** Answer GraphQL introspection queries (INTROSPECTION; follows GRAPHIQL unless set). */
  introspection: boolean;
  /** Seed demo content into an empty database on start (only the embedded database does by default). */
  seedDemo: boolean;
  /**
   * Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): none by default, so a client cannot choose its
   * own address; a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Whether the public origin is https (PUBLIC_URL), which turns on HSTS and upgrade-insecure-requests. */
  httpsOrigin: boolean;
  /** The largest picture accepted, in pixels (MAX_IMAGE_PIXELS). */
  maxImagePixels: number;
  /** Requests per minute per client address; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Mark cookies Secure (set when served over https). */
  secureCookies: boolean;
  clientDir: string;
  logLevel: string;
  /** The public origin links in emails point at. */
  publicUrl: string;
  /** SMTP server for invitation emails; without it they go to the outbox folder. */
  smtpUrl: string | null;
  outboxDir: string;
  /** Where received upload files wait for the media worker. */
  uploadDir: string;
  /** Let server-side fetches (image links, page scraping) reach private and loopback addresses. */
  allowPrivateFetch: boolean;
  /** Single private addresses server-side fetches may reach anyway (FETCH_ALLOW_ADDRESSES, comma-separated). */
  fetchAllowAddresses: string[];
  /** Time limit of one server-side fetch, redirects included. */
  fetchTimeoutMs: number;
  /** Run the media worker in this process. */
  mediaWorker: boolean;
  /** Outbound-link judgements for /offsite/ (OFFSITE_*_DOMAINS, comma-separated). */
  linkRules: LinkRules;
  /** Forced experiment groups for everyone, from EXPERIMENTS="name=group,other=group". */
  experimentOverrides: ReadonlyMap<string, string>;
  /** The proof-of-work bot check on sign-up, log-in and password calls (BOT_CHECK, BOT_CHECK_MAX_NUMBER). */
  botCheck: { enabled: boolean; maxNumber: number };
  /** A JSON file of search advisories replacing the shipped ones (SEARCH_ADVISORIES_FILE). */
  searchAdvisoriesFile: string | null;
  /** How old an account must be to quick-promote, in hours (QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS, default 24). */
  quickPromoteMinAccountAgeHours: number;
  /** Where the main site, the ads site and the business hub live (SITE_URL_*); empty: this host. */
  siteOrigins: SiteOrigins;
  /** Social log-in through OpenID Connect providers (OIDC_<NAME>_ISSUER/_CLIENT_ID/_CLIENT_SECRET). */
  socialLogin: SocialLoginSettings;
  /**
   * GET /metrics: behind `Authorization: Bearer <METRICS_TOKEN>` when that is set; otherwise open, except in
   * production (NODE_ENV=production), where it is off.
   */
  metrics: { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'off' };
}

function metricsAccess(env: NodeJS.ProcessEnv): Config['metrics'] {
  const token = env.METRICS_TOKEN?.trim() ?? '';
  if (token !== '') return { kind: 'token', token };
  return env.NODE_ENV === 'production' ? { kind: 'off' } : { kind: 'open' };
}

function experimentOverrides(value: string | undefined): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [name, group] = pair.split('=').map((part) => part.trim());
    if (name && group) overrides.set(name, group);
  }
  return overrides;
}

function domainList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((domain) =>
      domain
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, ''),
    )
    .filter(Boolean);
}

/**
 * The bot check's difficulty: the solver tries up to this many numbers, half of them on average (0.22 s on average,
 * 0.43 s at worst, in Chromium on the project's shared two-core server; `npx tsx bench/botCheck.ts`).
 */
const DEFAULT_BOT_CHECK_MAX_NUMBER = 50_000;

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1)
    throw new Error(`${name} must be a positive whole number.`);
  return number;
}

/**
 * SITE_URL_MAIN, SITE_URL_ADS, SITE_URL_BUSINESS: the address each site type lives at when it has a host (or path
 * prefix) of its own; links that cross site types are prefixed with it (core/siteTypes.ts `sitePath`). Unset: all
 * on the host the page is on.
 */
function siteOrigins(env: NodeJS.ProcessEnv): SiteOrigins {
  const read = (name: string) => {
    const value = parseSiteOrigin(env[name]);
    if (value === null)
      throw new Error(`${name} must be an http(s) address without a query, like https://ads.example.com.`);
    return value;
  };
  return {
    [SITE_TYPES.www]: read('SITE_URL_MAIN'),
    [SITE_TYPES.ads]: read('SITE_URL_ADS'),
    [SITE_TYPES.business]: read('SITE_URL_BUSINESS'),
  };
}

/** Quick promote's minimum account age: 24 hours unless the operator says otherwise. */
function accountAgeHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 24;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours < 0) {
    throw new Error('QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS must be a number of hours, 0 or more.');
  }
  return hours;
}

/**
 * TRUST_PROXY: off (the default) believes no X-Forwarded-For; a number believes that many proxies in front; a
 * comma-separated list believes the proxies at those addresses or CIDR ranges. `true` (believe anyone) is not
 * offered: it lets every client pick the address the rate limits count.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'off', 'no'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (
      !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    ) {
      throw new Error(
        `TRUST_PROXY must be a hop count or proxy addresses/CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); got ${entry}.`,
      );
    }
  }
  return entries;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function mediaStoreConfig(env: NodeJS.ProcessEnv): Config['mediaStore'] {
  const bucket = env.S3_BUCKET;
  if (!bucket) return { kind: 'local' };
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too.');
  }
  return {
    kind: 's3',
    bucket,
    region,
    endpoint: env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
    accessKeyId,
    secretAccessKey,
    prefix: env.S3_PREFIX ?? '',
    // Self-hosted services (MinIO, Garage, Ceph) want /bucket/key; AWS prefers bucket.host.
    pathStyle: flag(env.S3_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
  };
}

/**
 * The OpenID providers the operator configured, one block of three variables per name (google, facebook, line,
 * sso). A half-filled block stops the start with what is missing, rather than offering a button that fails.
 */
function oidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const name of SOCIAL_PROVIDERS) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const values = {
      ISSUER: env[`${prefix}ISSUER`]?.trim() ?? '',
      CLIENT_ID: env[`${prefix}CLIENT_ID`]?.trim() ?? '',
      CLIENT_SECRET: env[`${prefix}CLIENT_SECRET`]?.trim() ?? '',
    };
    const missing = Object.entries(values)
      .filter(([, value]) => value === '')
      .map(([key]) => `${prefix}${key}`);
    if (missing.length === 3) continue;
    if (missing.length > 0) throw new Error(`${prefix}* is partly set: ${missing.join(', ')} missing.`);
    try {
      new URL(values.ISSUER);
    } catch {
      throw new Error(`${prefix}ISSUER must be the provider's issuer URL, e.g. https://accounts.google.com.`);
    }
    providers.push({
      name,
      label: (name === 'sso' ? env.OIDC_SSO_LABEL?.trim() : '') || DEFAULT_PROVIDER_LABELS[name],
      issuer: values.ISSUER,
      clientId: values.CLIENT_ID,
      clientSecret: values.CLIENT_SECRET,
    });
  }
  return providers;
}

/** Reads the configuration from environment variables (see the README's Configuration table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const publicUrl = env.PUBLIC_URL ?? '';
  const graphiql = flag(env.GRAPHIQL, true);
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaStore: mediaStoreConfig(env),
    database,
    graphiql,
    introspection: flag(env.INTROSPECTION, graphiql),
    // The demo's passwords are published in the README: only a local, embedded start gets them unasked.
    seedDemo: flag(env.SEED_DEMO, database.kind === 'pglite'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    httpsOrigin: publicUrl.startsWith('https://'),
    maxImagePixels: positiveInteger(env.MAX_IMAGE_PIXELS, 'MAX_IMAGE_PIXELS', DEFAULT_MAX_IMAGE_PIXELS),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    secureCookies: flag(env.SECURE_COOKIES, publicUrl.startsWith('https://')),
    clientDir: path.resolve(env.CLIENT_DIR ?? './client/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: publicUrl || `http://localhost:${env.PORT ?? 4000}`,
    smtpUrl: env.SMTP_URL || null,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadDir: path.join(dataDir, 'uploads'),
    allowPrivateFetch: flag(env.ALLOW_PRIVATE_FETCH, false),
    fetchAllowAddresses: (env.FETCH_ALLOW_ADDRESSES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    fetchTimeoutMs: Number(env.FETCH_TIMEOUT_MS ?? 10_000),
    mediaWorker: flag(env.MEDIA_WORKER, true),
    experimentOverrides: experimentOverrides(env.EXPERIMENTS),
    botCheck: {
      enabled: flag(env.BOT_CHECK, true),
      maxNumber: positiveInteger(
        env.BOT_CHECK_MAX_NUMBER,
        'BOT_CHECK_MAX_NUMBER',
        DEFAULT_BOT_CHECK_MAX_NUMBER,
      ),
    },
    searchAdvisoriesFile: env.SEARCH_ADVISORIES_FILE?.trim() || null,
    quickPromoteMinAccountAgeHours: accountAgeHours(env.QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS),
    siteOrigins: siteOrigins(env),
    socialLogin: {
      providers: oidcProviders(env),
      publicOrigin: publicUrl ? new URL(publicUrl).origin : null,
    },
    metrics: metricsAccess(env),
    linkRules: {
      blocked: domainList(env.OFFSITE_BLOCKED_DOMAINS),
      adult: domainList(env.OFFSITE_ADULT_DOMAINS),
      suspicious: domainList(env.OFFSITE_SUSPICIOUS_DOMAINS),
    },
  };
}
