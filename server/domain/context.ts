import type { Db } from '../db/database';
import type { MediaStore } from './mediaStore';

export interface Viewer {
  id: string;
  username: string;
}

/** What every domain function receives: who is asking, the database, the clock and the media store. */
export interface RequestContext {
  db: Db;
  viewer: Viewer | null;
  now(): Date;
  media: MediaStore;
}

export function viewerIdOf(ctx: RequestContext): string | null {
  return ctx.viewer?.id ?? null;
}
