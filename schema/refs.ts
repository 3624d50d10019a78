import type { AdGroupRow } from '../server/db/tables/adGroups';
import type { AdRow } from '../server/db/tables/ads';
import type { SectionRow } from '../server/db/tables/boardSections';
import type { BoardRow } from '../server/db/tables/boards';
import type { CampaignRow } from '../server/db/tables/campaigns';
import type { ImageRow } from '../server/db/tables/images';
import type { PinRow } from '../server/db/tables/pins';
import type { UserRow } from '../server/db/tables/users';
import { loadAdGroups, loadAds } from '../server/domain/adsManager';
import { loadAll, loadersOf } from '../server/domain/loaders';
import { loadCampaigns } from '../server/domain/promote';
import { builder } from './builder';

// NOTE: the loadable refs live together so the type files can reference each other (Board → Pin → Board)
// without circular type inference; each type's fields are implemented in its own file. They load through the
// request's shared loaders (server/domain/loaders.ts), which the REST shim reads too and list queries prime.

function present<T>(rows: (T | null)[]): T[] {
  return rows.filter((row): row is T => row !== null);
}

export const UserRef = builder.loadableNodeRef('User', {
  id: { resolve: (user: UserRow) => user.id },
  load: async (ids: string[], ctx) => present(await loadAll(loadersOf(ctx).users, ids)),
  sort: (user) => user.id,
});

export const BoardRef = builder.loadableNodeRef('Board', {
  id: { resolve: (board: BoardRow) => board.id },
  load: async (ids: string[], ctx) => present(await loadAll(loadersOf(ctx).boards, ids)),
  sort: (board) => board.id,
});

export const SectionRef = builder.loadableNodeRef('BoardSection', {
  id: { resolve: (section: SectionRow) => section.id },
  load: async (ids: string[], ctx) => present(await loadAll(loadersOf(ctx).sections, ids)),
  sort: (section) => section.id,
});

export const PinRef = builder.loadableNodeRef('Pin', {
  id: { resolve: (pin: PinRow) => pin.id },
  load: async (ids: string[], ctx) => present(await loadAll(loadersOf(ctx).pins, ids)),
  sort: (pin) => pin.id,
});

/** Stored images: pins, board covers and avatars all go through this one loader. */
export const ImageRef = builder.loadableObjectRef('Image', {
  load: async (ids: string[], ctx) => present(await loadAll(loadersOf(ctx).images, ids)),
  sort: (image: ImageRow) => image.id,
});

export const CampaignRef = builder.loadableNodeRef('Campaign', {
  id: { resolve: (campaign: CampaignRow) => campaign.id },
  load: async (ids: string[], ctx) => present(await loadCampaigns(ctx, ids)),
  sort: (campaign) => campaign.id,
});

export const AdGroupRef = builder.loadableNodeRef('AdGroup', {
  id: { resolve: (adGroup: AdGroupRow) => adGroup.id },
  load: async (ids: string[], ctx) => present(await loadAdGroups(ctx, ids)),
  sort: (adGroup) => adGroup.id,
});

export const AdRef = builder.loadableNodeRef('Ad', {
  id: { resolve: (ad: AdRow) => ad.id },
  load: async (ids: string[], ctx) => present(await loadAds(ctx, ids)),
  sort: (ad) => ad.id,
});
