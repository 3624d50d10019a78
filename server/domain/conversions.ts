import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  ATTRIBUTION_WINDOW_DAYS,
  CLICK_ID_PARAM,
  CONVERSION_TEXTS,
  type ConversionEventName,
  type ConversionSource,
  isConversionEventName,
  isSha256Hex,
  MAX_CONVERSION_TOKENS,
  MAX_EVENT_AGE_DAYS,
  MAX_EVENT_ID_LENGTH,
  MAX_EVENT_VALUE_MINOR,
  MAX_EVENTS_PER_REQUEST,
  MAX_PAGE_URL_LENGTH,
  normalizeEmail,
  TAG_EVENTS_PER_MINUTE,
} from '../../core/conversions';
import { DAY_MS } from '../../core/time';
import type { Db, DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { ConversionEventRow, ConversionTokenRow } from '../db/tables/conversions';
import { advertiserFor } from './advertisers';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { countedAdOf } from './promote';
import { hashToken } from './sessions';
import { countRequest } from './throttle';

/** sha256 (hex) of an email as conversions match it. */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/** The link with the click id added (replacing one it carried), or the link unchanged when it is not a URL. */
export function withClickId(url: string, clickId: string): string {
  try {
    const link = new URL(url);
    link.searchParams.set(CLICK_ID_PARAM, clickId);
    return link.toString();
  } catch {
    return url;
  }
}

/**
 * Records a counted click on a promoted pin's link for attribution: a random click id (appended to the link), the
 * ad and campaign, and the signed-in person who clicked with their email's hash. Returns the click id, or null
 * when no delivered ad of the pin counts this click (see countedAdOf).
 */
export async function recordConversionClick(ctx: RequestContext, pinId: string): Promise<string | null> {
  const counted = await countedAdOf(ctx, pinId);
  if (!counted) return null;
  const person = ctx.actor
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', ctx.actor.id)
        .executeTakeFirst()
    : undefined;
  const clickId = randomBytes(18).toString('base64url');
  await ctx.db
    .insertInto('ad_clicks')
    .values((eb) => ({
      click_id: clickId,
      advertiser_id: eb.selectFrom('campaigns').select('advertiser_id').where('id', '=', counted.campaignId),
      campaign_id: counted.campaignId,
      ad_id: counted.adId,
      user_id: person?.id ?? null,
      email_hash: person?.email ? emailHash(person.email) : null,
      created_at: ctx.now(),
    }))
    .execute();
  return clickId;
}

// --- Conversion access tokens -------------------------------------------------------------------------------

export interface NewConversionToken {
  token: ConversionTokenRow;
  /** Shown once: only its hash is kept. */
  secret: string;
}

/**
 * Makes a conversion access token for the viewer's advertiser. At most MAX_CONVERSION_TOKENS unrevoked ones: the
 * count is checked by the insert itself, under a lock on the advertiser, so two at once cannot pass it.
 */
export async function createConversionToken(
  ctx: RequestContext,
  advertiserId: string,
): Promise<NewConversionToken> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'MANAGE');
  const secret = `tbc_${randomBytes(32).toString('base64url')}`;
  const token = await ctx.db.transaction().execute(async (tx) => {
    await tx.selectFrom('advertisers').select('id').where('id', '=', advertiser.id).forUpdate().execute();
    const result = await sql<ConversionTokenRow>`
      insert into conversion_tokens (advertiser_id, token_hash, hint, created_at)
      select ${advertiser.id}, ${hashToken(secret)}, ${secret.slice(-4)}, ${ctx.now()}
      where (select count(*) from conversion_tokens
        where advertiser_id = ${advertiser.id} and revoked_at is null) < ${MAX_CONVERSION_TOKENS}
      returning *`.execute(tx);
    return result.rows[0];
  });
  if (!token) throw validationError(CONVERSION_TEXTS.tokenLimit);
  return { token, secret };
}

export async function listConversionTokens(
  ctx: RequestContext,
  advertiserId: string,
): Promise<ConversionTokenRow[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'MANAGE');
  return ctx.db
    .selectFrom('conversion_tokens')
    .selectAll()
    .where('advertiser_id', '=', advertiser.id)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the viewer's advertisers' tokens; anyone else's is "not found". */
export async function revokeConversionToken(
  ctx: RequestContext,
  tokenId: string,
): Promise<ConversionTokenRow> {
  const token = isEntityId(tokenId)
    ? await ctx.db
        .selectFrom('conversion_tokens')
        .select(['id', 'advertiser_id'])
        .where('id', '=', tokenId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!token) throw new DomainError('NOT_FOUND', CONVERSION_TEXTS.tokenNotFound);
  try {
    await advertiserFor(ctx.db, ctx, token.advertiser_id, 'MANAGE');
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') {
      throw new DomainError('NOT_FOUND', CONVERSION_TEXTS.tokenNotFound);
    }
    throw error;
  }
  return ctx.db
    .updateTable('conversion_tokens')
    .set({ revoked_at: ctx.now() })
    .where('id', '=', token.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Whether the secret is an unrevoked conversion token of this advertiser (marking it used, at most once a minute).
 * A token of another advertiser is refused like an unknown one.
 */
async function authenticateConversionToken(
  db: DbOrTx,
  advertiserId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  if (!isEntityId(advertiserId) || secret === '') return false;
  const token = await db
    .selectFrom('conversion_tokens')
    .select(['id', 'last_used_at'])
    .where('token_hash', '=', hashToken(secret))
    .where('advertiser_id', '=', advertiserId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!token) return false;
  if (!token.last_used_at || now.getTime() - token.last_used_at.getTime() > 60_000) {
    await db.updateTable('conversion_tokens').set({ last_used_at: now }).where('id', '=', token.id).execute();
  }
  return true;
}

// --- Receiving events ----------------------------------------------------------------------------------------

/** One event, checked. */
export interface ConversionEventInput {
  eventName: ConversionEventName;
  eventId: string;
  eventTime: Date;
  pageUrl: string | null;
  valueMinor: string | null;
  currency: string | null;
  clickId: string | null;
  emailHashes: readonly string[];
}

/** An event as the API or the tag sends it, before checks (loosely typed: it is whatever arrived). */
export interface RawConversionEvent {
  event_name?: unknown;
  event_id?: unknown;
  event_time?: unknown;
  event_source_url?: unknown;
  user_data?: { em?: unknown; click_id?: unknown } | null;
  custom_data?: { value?: unknown; currency?: unknown } | null;
}

/** Checks one raw event; throws a validation error naming the first problem. */
export function checkedEvent(
  raw: RawConversionEvent,
  now: Date,
  defaultTime: Date | null,
): ConversionEventInput {
  const name = typeof raw.event_name === 'string' ? raw.event_name : '';
  if (!isConversionEventName(name)) throw validationError(CONVERSION_TEXTS.eventNameInvalid, 'event_name');
  const eventId = typeof raw.event_id === 'string' ? raw.event_id.trim() : '';
  if (eventId === '' || eventId.length > MAX_EVENT_ID_LENGTH) {
    throw validationError(CONVERSION_TEXTS.eventIdInvalid, 'event_id');
  }
  let eventTime = defaultTime;
  if (raw.event_time !== undefined || !defaultTime) {
    const seconds = typeof raw.event_time === 'number' ? raw.event_time : Number.NaN;
    const time = new Date(seconds * 1000);
    const age = now.getTime() - time.getTime();
    if (!Number.isFinite(seconds) || age < -5 * 60_000 || age > MAX_EVENT_AGE_DAYS * DAY_MS) {
      throw validationError(CONVERSION_TEXTS.eventTimeInvalid, 'event_time');
    }
    eventTime = time;
  }
  let pageUrl: string | null = null;
  if (raw.event_source_url !== undefined && raw.event_source_url !== null) {
    pageUrl = typeof raw.event_source_url === 'string' ? raw.event_source_url : '';
    if (pageUrl.length > MAX_PAGE_URL_LENGTH || !/^https?:\/\//i.test(pageUrl)) {
      throw validationError(CONVERSION_TEXTS.pageUrlInvalid, 'event_source_url');
    }
  }
  let valueMinor: string | null = null;
  let currency: string | null = null;
  const custom = raw.custom_data ?? {};
  if (custom.value !== undefined && custom.value !== null) {
    const value = typeof custom.value === 'string' ? Number(custom.value) : custom.value;
    const minor = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
    currency = typeof custom.currency === 'string' ? custom.currency.toUpperCase() : '';
    if (
      !Number.isFinite(minor) ||
      minor < 0 ||
      minor > MAX_EVENT_VALUE_MINOR ||
      !/^[A-Z]{3}$/.test(currency)
    ) {
      throw validationError(CONVERSION_TEXTS.valueInvalid, 'custom_data.value');
    }
    valueMinor = String(minor);
  }
  const user = raw.user_data ?? {};
  const em = user.em === undefined || user.em === null ? [] : user.em;
  if (!Array.isArray(em) || em.length > 10 || em.some((h) => typeof h !== 'string' || !isSha256Hex(h))) {
    throw validationError(CONVERSION_TEXTS.emailHashInvalid, 'user_data.em');
  }
  const clickId =
    typeof user.click_id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(user.click_id) ? user.click_id : null;
  return {
    eventName: name,
    eventId,
    eventTime: eventTime ?? now,
    pageUrl,
    valueMinor,
    currency,
    clickId,
    emailHashes: em as string[],
  };
}

/**
 * Stores one event unless its event id was seen before for this advertiser (the unique key decides, so two
 * deliveries at once store it once), attributed to the advertiser's latest click within ATTRIBUTION_WINDOW_DAYS
 * before it — by click id, else by a hashed email of a signed-in clicker. Test events are never attributed. The
 * insert and the campaign's conversion count are one transaction. Returns whether it was new.
 */
async function storeEvent(
  db: Db,
  advertiserId: string,
  event: ConversionEventInput,
  source: ConversionSource,
  isTest: boolean,
  now: Date,
): Promise<boolean> {
  const click =
    isTest || (event.clickId === null && event.emailHashes.length === 0)
      ? undefined
      : await db
          .selectFrom('ad_clicks')
          .select(['id', 'campaign_id', 'user_id'])
          .where('advertiser_id', '=', advertiserId)
          .where('created_at', '>', new Date(event.eventTime.getTime() - ATTRIBUTION_WINDOW_DAYS * DAY_MS))
          .where('created_at', '<=', new Date(event.eventTime.getTime() + 10 * 60_000))
          .where((eb) => {
            const matches = [];
            if (event.clickId) matches.push(eb('click_id', '=', event.clickId));
            if (event.emailHashes.length > 0) matches.push(eb('email_hash', 'in', [...event.emailHashes]));
            return eb.or(matches);
          })
          .orderBy(sql`(click_id = ${event.clickId ?? ''})`, 'desc')
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst();
  const write = async (tx: DbOrTx) => {
    const inserted = await tx
      .insertInto('conversion_events')
      .values({
        advertiser_id: advertiserId,
        event_id: event.eventId,
        event_name: event.eventName,
        source,
        is_test: isTest,
        event_time: event.eventTime,
        received_at: now,
        page_url: event.pageUrl,
        value_minor: event.valueMinor,
        currency: event.currency,
        click_id: click?.id ?? null,
        campaign_id: click?.campaign_id ?? null,
        user_id: click?.user_id ?? null,
      })
      .onConflict((oc) => oc.columns(['advertiser_id', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && click) {
      await tx
        .updateTable('campaigns')
        .set({ conversions: sql`conversions + 1` })
        .where('id', '=', click.campaign_id)
        .execute();
    }
    return inserted !== undefined;
  };
  return click ? db.transaction().execute(write) : write(db);
}

export interface EventOutcome {
  status: 'processed' | 'duplicate' | 'failed';
  errorMessage: string | null;
}

/**
 * The conversions API: events for one advertiser, authenticated by one of its conversion tokens. Each event is
 * checked and stored on its own (one bad event does not refuse the others). `test` marks them all as test events.
 */
export async function receiveApiEvents(
  ctx: RequestContext,
  advertiserId: string,
  secret: string | null,
  events: readonly RawConversionEvent[],
  test: boolean,
): Promise<EventOutcome[]> {
  if (!secret) throw new DomainError('UNAUTHENTICATED', CONVERSION_TEXTS.tokenMissing);
  const now = ctx.now();
  if (!(await authenticateConversionToken(ctx.db, advertiserId, secret, now))) {
    throw new DomainError('UNAUTHENTICATED', CONVERSION_TEXTS.tokenRefused);
  }
  if (events.length === 0 || events.length > MAX_EVENTS_PER_REQUEST) {
    throw validationError(CONVERSION_TEXTS.tooManyEvents, 'data');
  }
  const outcomes: EventOutcome[] = [];
  for (const raw of events) {
    try {
      const event = checkedEvent(raw ?? {}, now, null);
      const stored = await storeEvent(ctx.db, advertiserId, event, test ? 'test' : 'api', test, now);
      outcomes.push({ status: stored ? 'processed' : 'duplicate', errorMessage: null });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ status: 'failed', errorMessage: error.message });
    }
  }
  return outcomes;
}

/** What the conversion tag posts: one event of a page of the advertiser's site. */
export interface TagEventPayload {
  advertiser_id?: unknown;
  event_name?: unknown;
  event_id?: unknown;
  page_url?: unknown;
  click_id?: unknown;
  value?: unknown;
  currency?: unknown;
}

/**
 * The conversion tag's endpoint: public, so limited to TAG_EVENTS_PER_MINUTE per address and advertiser (counted
 * and checked in one statement). The event happens now; the page's click id (kept by the tag from the link)
 * attributes it. Returns whether it was new.
 */
export async function receiveTagEvent(ctx: RequestContext, payload: TagEventPayload): Promise<boolean> {
  const advertiserId = typeof payload.advertiser_id === 'string' ? payload.advertiser_id : '';
  const advertiser = isEntityId(advertiserId)
    ? await ctx.db.selectFrom('advertisers').select('id').where('id', '=', advertiserId).executeTakeFirst()
    : undefined;
  if (!advertiser) throw new DomainError('NOT_FOUND', CONVERSION_TEXTS.advertiserNotFound);
  const now = ctx.now();
  const { hits } = await countRequest(
    ctx.db,
    `conversion-tag:${advertiser.id}:${ctx.clientAddress ?? ''}`,
    60_000,
    now,
  );
  if (hits > TAG_EVENTS_PER_MINUTE) throw new DomainError('RATE_LIMITED', CONVERSION_TEXTS.tagThrottled);
  const event = checkedEvent(
    {
      event_name: payload.event_name,
      event_id: payload.event_id,
      event_source_url: payload.page_url,
      user_data: { click_id: payload.click_id },
      custom_data: payload.value === undefined ? null : { value: payload.value, currency: payload.currency },
    },
    now,
    now,
  );
  return storeEvent(ctx.db, advertiser.id, event, 'tag', false, now);
}

/** The test-events section: a test event of the viewer's advertiser, shown as a test and never attributed. */
export async function sendTestConversionEvent(
  ctx: RequestContext,
  advertiserId: string,
  eventName: string,
): Promise<ConversionEventRow> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'MANAGE');
  if (!isConversionEventName(eventName))
    throw validationError(CONVERSION_TEXTS.eventNameInvalid, 'eventName');
  const now = ctx.now();
  return ctx.db
    .insertInto('conversion_events')
    .values({
      advertiser_id: advertiser.id,
      event_id: `test-${randomBytes(12).toString('base64url')}`,
      event_name: eventName,
      source: 'test',
      is_test: true,
      event_time: now,
      received_at: now,
      page_url: null,
      value_minor: null,
      currency: null,
      click_id: null,
      campaign_id: null,
      user_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

// --- Reading -------------------------------------------------------------------------------------------------

export const CONVERSION_EVENT_ORDER: KeysetOrder = {
  sort: 'conversion_events.id',
  id: 'conversion_events.id',
  sortType: 'bigint',
  direction: 'desc',
};

/** The event history, newest first; `test` picks test events only, or real ones only. */
export async function listConversionEvents(
  ctx: RequestContext,
  advertiserId: string,
  test: boolean | null,
  page: KeysetPage,
): Promise<ConversionEventRow[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  let query = ctx.db.selectFrom('conversion_events').selectAll().where('advertiser_id', '=', advertiser.id);
  if (test !== null) query = query.where('is_test', '=', test);
  return applyKeyset(query, CONVERSION_EVENT_ORDER, page).execute();
}

export interface ConversionOverviewRow {
  eventName: ConversionEventName;
  events: number;
  attributed: number;
  valueMinor: number;
}

/** The events overview: real events of the last 30 days per event name, how many were attributed, their value. */
export async function conversionOverview(
  ctx: RequestContext,
  advertiserId: string,
): Promise<ConversionOverviewRow[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  const rows = await ctx.db
    .selectFrom('conversion_events')
    .select([
      'event_name',
      sql<number>`count(*)::integer`.as('events'),
      sql<number>`count(campaign_id)::integer`.as('attributed'),
      sql<string>`coalesce(sum(value_minor), 0)::text`.as('value'),
    ])
    .where('advertiser_id', '=', advertiser.id)
    .where('is_test', '=', false)
    .where('event_time', '>', new Date(ctx.now().getTime() - 30 * DAY_MS))
    .groupBy('event_name')
    .execute();
  const byName = new Map(rows.map((r) => [r.event_name, r]));
  return (['page_visit', 'signup', 'checkout'] as const).map((name) => {
    const row = byName.get(name);
    return {
      eventName: name,
      events: row?.events ?? 0,
      attributed: row?.attributed ?? 0,
      valueMinor: Number(row?.value ?? 0),
    };
  });
}
