import type { Db } from '../db/database';
import type { Mailer } from './mailer';
import type { MediaStore } from './mediaStore';

export interface Viewer {
  id: string;
  username: string;
}

/** What every domain function receives: who is asking, the database, the clock, media and mail. */
export interface RequestContext {
  db: Db;
  viewer: Viewer | null;
  now(): Date;
  media: MediaStore;
  mailer: Mailer;
}

export function viewerIdOf(ctx: RequestContext): string | null {
  return ctx.viewer?.id ?? null;
}
