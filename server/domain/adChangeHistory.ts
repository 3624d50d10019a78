import { sql } from 'kysely';
import {
  type AdChangeAction,
  type AdChangeField,
  type AdChangeObject,
  type AdChangeValue,
  settingChanges,
} from '../../core/adChangeHistory';
import { targetingList } from '../../core/adTargeting';
import type { DbOrTx, Tx } from '../db/database';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { AdChangeRow } from '../db/tables/adChanges';
import type { AdGroupRow } from '../db/tables/adGroups';
import type { AdRow } from '../db/tables/ads';
import type { CampaignRow } from '../db/tables/campaigns';
import { advertiserFor } from './advertisers';
import { type RequestContext, viewerIdOf } from './context';

/**
 * The ads manager's change history. Each write of adsManager.ts and quick promote records what it changed here,
 * inside its own transaction, so an entry exists exactly when the change does. Only the advertiser's owner (or
 * whoever may read its campaigns) reads it.
 */

type Snapshot = Partial<Record<AdChangeField, AdChangeValue>>;

function time(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

export function campaignSnapshot(row: CampaignRow): Snapshot {
  return {
    name: row.name,
    status: row.status,
    objective: row.objective_type,
    budgetType: row.budget_type,
    budget: String(row.budget_minor),
    startsAt: time(row.starts_at),
    endsAt: time(row.ends_at),
  };
}

export function adGroupSnapshot(row: AdGroupRow): Snapshot {
  const targeting = JSON.parse(row.targeting) as Record<string, unknown>;
  return {
    name: row.name,
    status: row.status,
    bid: String(row.bid_minor),
    budgetType: row.budget_type,
    budget: row.budget_minor === null ? null : String(row.budget_minor),
    countries: targetingList(targeting, 'country'),
    interests: targetingList(targeting, 'interests'),
    audiencesInclude: targetingList(targeting, 'audiences_include'),
    audiencesExclude: targetingList(targeting, 'audiences_exclude'),
  };
}

export function adSnapshot(row: AdRow): Snapshot {
  return row.product_group_id === null
    ? { name: row.name, status: row.status, pin: row.pin_id }
    : { name: row.name, status: row.status, productGroup: row.product_group_id };
}

export interface AdChangeEntry {
  advertiserId: string;
  objectType: AdChangeObject;
  objectId: string;
  objectName: string;
  action: AdChangeAction;
  before: Snapshot;
  after: Snapshot;
}

/** Records changes in one statement; an edit that changed nothing is not recorded. */
export async function recordAdChanges(
  tx: Tx,
  ctx: RequestContext,
  entries: readonly AdChangeEntry[],
): Promise<void> {
  // The person, not the business profile they act for: the history says who did it.
  const actorId = ctx.actor?.id ?? viewerIdOf(ctx);
  const now = ctx.now();
  const rows = entries.flatMap((entry) => {
    const changes = settingChanges(entry.before, entry.after);
    const made = entry.action === 'CREATED' || entry.action === 'DUPLICATED';
    if (!made && changes.length === 0) return [];
    return [
      {
        advertiser_id: entry.advertiserId,
        actor_id: actorId,
        object_type: entry.objectType,
        object_id: entry.objectId,
        object_name: entry.objectName,
        action: entry.action,
        changes: sql<string>`${JSON.stringify(changes)}::jsonb`,
        created_at: now,
      },
    ];
  });
  if (rows.length > 0) await tx.insertInto('ad_changes').values(rows).execute();
}

export function recordAdChange(tx: Tx, ctx: RequestContext, entry: AdChangeEntry): Promise<void> {
  return recordAdChanges(tx, ctx, [entry]);
}

/** History entries for what a create made: the campaign (when new), its ad groups and its ads. */
export async function recordCreated(
  tx: Tx,
  ctx: RequestContext,
  advertiserId: string,
  made: { campaign: CampaignRow | null; adGroups: readonly AdGroupRow[]; ads: readonly AdRow[] },
): Promise<void> {
  const entries = [
    ...(made.campaign
      ? [{ type: 'CAMPAIGN' as const, row: made.campaign, after: campaignSnapshot(made.campaign) }]
      : []),
    ...made.adGroups.map((row) => ({ type: 'AD_GROUP' as const, row, after: adGroupSnapshot(row) })),
    ...made.ads.map((row) => ({ type: 'AD' as const, row, after: adSnapshot(row) })),
  ];
  await recordAdChanges(
    tx,
    ctx,
    entries.map(({ type, row, after }) => ({
      advertiserId,
      objectType: type,
      objectId: row.id,
      objectName: row.name,
      action: 'CREATED' as const,
      before: {},
      after,
    })),
  );
}

export function recordCampaignEdit(
  tx: Tx,
  ctx: RequestContext,
  action: 'EDITED' | 'STATUS',
  before: CampaignRow,
  after: CampaignRow,
): Promise<void> {
  return recordAdChange(tx, ctx, {
    advertiserId: after.advertiser_id,
    objectType: 'CAMPAIGN',
    objectId: after.id,
    objectName: after.name,
    action,
    before: campaignSnapshot(before),
    after: campaignSnapshot(after),
  });
}

export function recordAdGroupEdit(
  tx: Tx,
  ctx: RequestContext,
  advertiserId: string,
  action: 'EDITED' | 'STATUS',
  before: AdGroupRow,
  after: AdGroupRow,
): Promise<void> {
  return recordAdChange(tx, ctx, {
    advertiserId,
    objectType: 'AD_GROUP',
    objectId: after.id,
    objectName: after.name,
    action,
    before: adGroupSnapshot(before),
    after: adGroupSnapshot(after),
  });
}

export function recordAdEdit(
  tx: Tx,
  ctx: RequestContext,
  advertiserId: string,
  action: 'EDITED' | 'STATUS',
  before: AdRow,
  after: AdRow,
): Promise<void> {
  return recordAdChange(tx, ctx, {
    advertiserId,
    objectType: 'AD',
    objectId: after.id,
    objectName: after.name,
    action,
    before: adSnapshot(before),
    after: adSnapshot(after),
  });
}

const NEWEST_FIRST: KeysetOrder = {
  sort: 'ad_changes.id',
  id: 'ad_changes.id',
  sortType: 'bigint',
  direction: 'desc',
};

export interface AdChangeWithActor extends AdChangeRow {
  actor_username: string | null;
  actor_name: string | null;
  currency: string;
}

/** The advertiser's history, newest first, optionally of one kind of object. */
export async function listAdChanges(
  ctx: RequestContext,
  advertiserId: string,
  objectType: AdChangeObject | null,
  page: KeysetPage,
  db: DbOrTx = ctx.db,
): Promise<AdChangeWithActor[]> {
  const advertiser = await advertiserFor(db, ctx, advertiserId, 'READ');
  let query = db
    .selectFrom('ad_changes')
    .leftJoin('users', 'users.id', 'ad_changes.actor_id')
    .selectAll('ad_changes')
    .select(['users.username as actor_username', 'users.full_name as actor_name'])
    .select(sql<string>`${advertiser.currency}::text`.as('currency'))
    .where('ad_changes.advertiser_id', '=', advertiser.id);
  if (objectType !== null) query = query.where('ad_changes.object_type', '=', objectType);
  return applyKeyset(query, NEWEST_FIRST, page).execute();
}
