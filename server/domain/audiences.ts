import { type RawBuilder, sql } from 'kysely';
import {
  AUDIENCE_KINDS,
  AUDIENCE_MAX_LOOKBACK_DAYS,
  type AudienceKind,
  CONVERSION_TEXTS,
  MAX_AUDIENCES,
} from '../../core/conversions';
import { isEntityId } from '../db/ids';
import type { AudienceRow } from '../db/tables/conversions';
import { advertiserFor } from './advertisers';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';

export interface AudienceInput {
  advertiserId: string;
  name: string;
  kind: string;
  lookbackDays: number;
}

/** An audience with its size (people in it now); the client shows the number only from AUDIENCE_MIN_SHOWN_SIZE. */
export interface SizedAudience extends AudienceRow {
  size: number;
}

const isKind = (kind: string): kind is AudienceKind => (AUDIENCE_KINDS as readonly string[]).includes(kind);

/**
 * The people in audience `a` (an `audiences` row in the query): ENGAGED — who clicked the advertiser's promoted
 * pins' links or saved one of the pins of the advertiser's owner, within the audience's days; VISITORS — who
 * reached the advertiser's site through a click and were reported there by its tag or API (not tests). As a
 * select of person ids, for sizes; server/db/adTargeting.ts asks the same of one person in delivery.
 */
function membersOf(now: Date): RawBuilder<unknown> {
  const since = sql`(${now}::timestamptz - a.lookback_days * interval '1 day')`;
  return sql`(
    select c.user_id as person from ad_clicks c
      where a.kind = 'ENGAGED' and c.advertiser_id = a.advertiser_id and c.user_id is not null and c.created_at > ${since}
    union
    select saved.pinner_id from pins saved
      join pins source on source.id = saved.source_pin_id
      join advertisers owner on owner.id = a.advertiser_id
      where a.kind = 'ENGAGED' and source.pinner_id = owner.owner_id and saved.pinner_id <> owner.owner_id
        and saved.created_at > ${since}
    union
    select e.user_id from conversion_events e
      where a.kind = 'VISITORS' and e.advertiser_id = a.advertiser_id and e.user_id is not null
        and not e.is_test and e.event_time > ${since}
  )`;
}

export async function listAudiences(ctx: RequestContext, advertiserId: string): Promise<SizedAudience[]> {
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  const result = await sql<SizedAudience>`
    select a.*, (select count(*)::integer from ${membersOf(ctx.now())} as members) as size
    from audiences a where a.advertiser_id = ${advertiser.id} order by a.id desc`.execute(ctx.db);
  return result.rows;
}

/**
 * Makes an audience for the viewer's advertiser. At most MAX_AUDIENCES: counted by the insert itself, under a
 * lock on the advertiser.
 */
export async function createAudience(ctx: RequestContext, input: AudienceInput): Promise<SizedAudience> {
  const advertiser = await advertiserFor(ctx.db, ctx, input.advertiserId, 'MANAGE');
  const name = input.name.trim();
  if (name === '' || name.length > 100) throw validationError(CONVERSION_TEXTS.audienceNameInvalid, 'name');
  if (!isKind(input.kind)) throw validationError('Choose who the audience holds.', 'kind');
  if (
    !Number.isInteger(input.lookbackDays) ||
    input.lookbackDays < 1 ||
    input.lookbackDays > AUDIENCE_MAX_LOOKBACK_DAYS
  ) {
    throw validationError(CONVERSION_TEXTS.audienceLookbackInvalid, 'lookbackDays');
  }
  const kind = input.kind;
  const row = await ctx.db.transaction().execute(async (tx) => {
    await tx.selectFrom('advertisers').select('id').where('id', '=', advertiser.id).forUpdate().execute();
    const inserted = await sql<AudienceRow>`
      insert into audiences (advertiser_id, name, kind, lookback_days, created_at)
      select ${advertiser.id}, ${name}, ${kind}, ${input.lookbackDays}, ${ctx.now()}
      where (select count(*) from audiences where advertiser_id = ${advertiser.id}) < ${MAX_AUDIENCES}
      returning *`.execute(tx);
    return inserted.rows[0];
  });
  if (!row) throw validationError(CONVERSION_TEXTS.audienceLimit);
  const sized = (await listAudiences(ctx, advertiser.id)).find((a) => a.id === row.id);
  return sized ?? { ...row, size: 0 };
}

/** Deletes one of the viewer's advertisers' audiences; ad groups targeting it stop matching anyone by it. */
export async function deleteAudience(ctx: RequestContext, audienceId: string): Promise<AudienceRow> {
  const audience = isEntityId(audienceId)
    ? await ctx.db.selectFrom('audiences').selectAll().where('id', '=', audienceId).executeTakeFirst()
    : undefined;
  const notFound = () => new DomainError('NOT_FOUND', CONVERSION_TEXTS.audienceNotFound);
  if (!audience) throw notFound();
  try {
    await advertiserFor(ctx.db, ctx, audience.advertiser_id, 'MANAGE');
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
  await ctx.db.deleteFrom('audiences').where('id', '=', audience.id).execute();
  return audience;
}
