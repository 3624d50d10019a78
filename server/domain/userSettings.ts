import { isSafeLink } from '../../core/links';
import type { DbOrTx } from '../db/database';
import type { ConnectedAccountRow } from '../db/tables/connectedAccounts';
import { requireBrowserSession } from './apiTokens';
import { requireViewer } from './auth';
import type { RequestContext } from './context';
import { validationError } from './errors';

/** Networks a user can record a connected account for on /settings/claim/ (the photo-network upsell). */
export const PHOTO_NETWORKS = ['instagram'] as const;
export type PhotoNetwork = (typeof PHOTO_NETWORKS)[number];

/** GET /v3/users/settings (User settings), plus what the settings pages show. */
export interface UserSettingsView {
  connectedToInstagram: boolean;
  listedWebsiteUrl: string | null;
  videoUploadAllowed: boolean;
  /** Feeds play videos by themselves (muted, while in view); off, they show the cover until opened. */
  autoplayVideos: boolean;
  connectedAccounts: ConnectedAccountRow[];
}

const WEBSITE_MAX_LENGTH = 2048;
const NETWORK_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

/** Whether the user may upload videos; true unless switched off for them. */
export async function videoUploadAllowed(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_settings')
    .select('video_upload_allowed')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.video_upload_allowed ?? true;
}

/** Switches video uploads on or off for a user (an operator's decision, not the user's). */
export async function setVideoUploadAllowed(db: DbOrTx, userId: string, allowed: boolean): Promise<void> {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, video_upload_allowed: allowed, listed_website_url: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ video_upload_allowed: allowed, updated_at: new Date() }),
    )
    .execute();
}

/** Whether feeds play videos by themselves for the user; on unless they switched it off. */
export async function autoplayVideos(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_settings')
    .select('autoplay_videos')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.autoplay_videos ?? true;
}

export async function userSettings(ctx: RequestContext): Promise<UserSettingsView> {
  const viewer = requireViewer(ctx);
  const settings = await ctx.db
    .selectFrom('user_settings')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  const accounts = await ctx.db
    .selectFrom('connected_accounts')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .orderBy('network')
    .execute();
  return {
    connectedToInstagram: accounts.some((a) => a.network === 'instagram'),
    listedWebsiteUrl: settings?.listed_website_url ?? null,
    videoUploadAllowed: settings?.video_upload_allowed ?? true,
    autoplayVideos: settings?.autoplay_videos ?? true,
    connectedAccounts: accounts,
  };
}

/**
 * Sets the website listed on the viewer's profile (an empty value removes it) and whether feeds play videos by
 * themselves; what is not given stays.
 */
export async function updateUserSettings(
  ctx: RequestContext,
  input: { listedWebsiteUrl?: string | null; autoplayVideos?: boolean | null },
): Promise<UserSettingsView> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  if (input.listedWebsiteUrl !== undefined) {
    const website = input.listedWebsiteUrl?.trim() || null;
    if (website && (website.length > WEBSITE_MAX_LENGTH || !isSafeLink(website))) {
      throw validationError(
        'Please enter a valid website (starting with http:// or https://).',
        'listed_website_url',
      );
    }
    await ctx.db
      .insertInto('user_settings')
      .values({ user_id: viewer.id, listed_website_url: website })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ listed_website_url: website, updated_at: ctx.now() }),
      )
      .execute();
  }
  if (input.autoplayVideos !== undefined && input.autoplayVideos !== null) {
    const autoplay = input.autoplayVideos;
    await ctx.db
      .insertInto('user_settings')
      .values({ user_id: viewer.id, listed_website_url: null, autoplay_videos: autoplay })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ autoplay_videos: autoplay, updated_at: ctx.now() }),
      )
      .execute();
  }
  return userSettings(ctx);
}

function photoNetwork(network: string): PhotoNetwork {
  const known = PHOTO_NETWORKS.find((n) => n === network.trim().toLowerCase());
  if (!known) throw validationError(`Accounts on ${network} can't be connected.`, 'network');
  return known;
}

/** Records the viewer's account on a photo network (the /settings/claim/ page). */
export async function connectAccount(
  ctx: RequestContext,
  input: { network: string; username: string },
): Promise<UserSettingsView> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  const network = photoNetwork(input.network);
  const username = input.username.trim().replace(/^@/, '');
  if (!NETWORK_USERNAME.test(username)) {
    throw validationError(
      'Enter the username of your account (letters, numbers, dots and underscores).',
      'username',
    );
  }
  await ctx.db
    .insertInto('connected_accounts')
    .values({ user_id: viewer.id, network, username })
    .onConflict((oc) => oc.columns(['user_id', 'network']).doUpdateSet({ username, connected_at: ctx.now() }))
    .execute();
  return userSettings(ctx);
}

export async function disconnectAccount(ctx: RequestContext, network: string): Promise<UserSettingsView> {
  const viewer = requireViewer(ctx);
  requireBrowserSession(ctx);
  await ctx.db
    .deleteFrom('connected_accounts')
    .where('user_id', '=', viewer.id)
    .where('network', '=', photoNetwork(network))
    .execute();
  return userSettings(ctx);
}
