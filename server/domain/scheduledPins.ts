import { SCHEDULE_TEXTS, SCHEDULED_PINS_MAX, scheduleError } from '../../core/scheduledPins';
import type { Db, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import type { JobRow } from '../db/tables/jobs';
import type { ScheduledPinRow } from '../db/tables/scheduledPins';
import { requireViewer } from './auth';
import { boardForWrite } from './boards';
import type { RequestContext, Viewer } from './context';
import { DomainError, notFound, validationError } from './errors';
import { requirePinCreationAllowed } from './experiments';
import type { JobHandler } from './jobQueue';
import { attachVideo } from './media/pinMedia';
import { uploadForPin } from './media/uploads';
import { checkPinText, insertPin } from './pins';

// A business account's pin builder may publish a pin later. Until its time the pin is a row of scheduled_pins —
// not a pin: no feed, board, search, count or API sees it, only its owner's list — and a job made with it runs at
// `publish_at` and makes the pin the way the builder would have, as its owner. Its picture is stored when it is
// scheduled, so a bad file fails then, and the media purge counts the row as a use of it.

export const SCHEDULED_PIN_JOB = 'pin.publish';

export interface PinSchedule {
  boardId: string;
  sectionId?: string | null;
  mediaUploadId: string;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  altText?: string | null;
  publishAt: Date;
}

async function requirePartner(ctx: RequestContext, viewer: Viewer): Promise<void> {
  const person = await ctx.db
    .selectFrom('users')
    .select('is_partner')
    .where('id', '=', viewer.id)
    .executeTakeFirst();
  if (!person?.is_partner) throw new DomainError('FORBIDDEN', SCHEDULE_TEXTS.partnersOnly);
}

async function checkSection(tx: Tx, boardId: string, sectionId: string | null | undefined): Promise<void> {
  if (!sectionId) return;
  const section = isEntityId(sectionId)
    ? await tx
        .selectFrom('board_sections')
        .select('id')
        .where('id', '=', sectionId)
        .where('board_id', '=', boardId)
        .executeTakeFirst()
    : undefined;
  if (!section) throw notFound('section');
}

/**
 * Keeps a pin aside to publish at `publishAt` (business accounts only, 10 minutes to 30 days ahead, at most
 * SCHEDULED_PINS_MAX waiting). The board is checked now and again at publishing time.
 */
export async function schedulePin(ctx: RequestContext, input: PinSchedule): Promise<ScheduledPinRow> {
  const viewer = requireViewer(ctx);
  const problem = scheduleError(input.publishAt, ctx.now());
  if (problem) throw validationError(problem, 'publishAt');
  checkPinText({
    title: input.title ?? '',
    description: input.description ?? '',
    link: input.link ?? null,
    altText: input.altText ?? '',
  });
  requirePinCreationAllowed(ctx, {});
  await requirePartner(ctx, viewer);
  const media = await uploadForPin(ctx, input.mediaUploadId);
  if (media.videoId) requirePinCreationAllowed(ctx, { video: true });
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForWrite(tx, ctx, input.boardId, 'pins');
    await checkSection(tx, board.id, input.sectionId);
    // The account's row is the lock that makes "count, then add" one step under parallel requests.
    await tx.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().execute();
    const waiting = await tx
      .selectFrom('scheduled_pins')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    if (Number(waiting.count) >= SCHEDULED_PINS_MAX) throw validationError(SCHEDULE_TEXTS.tooMany);
    const row = await tx
      .insertInto('scheduled_pins')
      .values({
        user_id: viewer.id,
        board_id: board.id,
        section_id: input.sectionId || null,
        image_id: media.imageId,
        video_id: media.videoId,
        title: (input.title ?? '').trim(),
        description: (input.description ?? '').trim(),
        link: input.link?.trim() || null,
        alt_text: (input.altText ?? '').trim(),
        publish_at: input.publishAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await ctx.jobs.enqueue(tx, { type: SCHEDULED_PIN_JOB, subjectId: row.id, runAt: input.publishAt });
    return row;
  });
}

/** The viewer's pins waiting to be published, soonest first. */
export function listScheduledPins(ctx: RequestContext): Promise<ScheduledPinRow[]> {
  const viewer = requireViewer(ctx);
  return ctx.db
    .selectFrom('scheduled_pins')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .orderBy('publish_at')
    .orderBy('id')
    .execute();
}

/** Queues a dropped scheduled pin's picture and video for the media purge (they were stored for it alone). */
async function queueForPurge(tx: Tx, row: Pick<ScheduledPinRow, 'image_id' | 'video_id'>): Promise<void> {
  await tx
    .insertInto('media_purge_candidates')
    .values({ image_id: row.image_id, video_id: row.video_id })
    .execute();
}

/**
 * Takes a scheduled pin out of the queue (its owner's only, with `userId`): the row, or undefined when it is gone
 * (another run published or dropped it, or it is not theirs).
 */
function takeScheduledPin(tx: Tx, id: string, userId?: string) {
  let query = tx.deleteFrom('scheduled_pins').where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returningAll().executeTakeFirst();
}

/** Drops a pin the viewer scheduled; someone else's is "not found", as if it did not exist. */
export async function cancelScheduledPin(ctx: RequestContext, id: string): Promise<string> {
  const viewer = requireViewer(ctx);
  if (!isEntityId(id)) throw notFound('scheduled pin');
  return ctx.db.transaction().execute(async (tx) => {
    const row = await takeScheduledPin(tx, id, viewer.id);
    if (!row) throw notFound('scheduled pin');
    await tx
      .deleteFrom('jobs')
      .where('type', '=', SCHEDULED_PIN_JOB)
      .where('subject_id', '=', row.id)
      .execute();
    await queueForPurge(tx, row);
    return row.id;
  });
}

/**
 * Publishes one scheduled pin as its owner, in one transaction with the row's removal, so a job run twice makes
 * one pin. A pin that can no longer be made (the board was made read-only to its owner, the section went) is
 * dropped with its picture: retrying would not help.
 */
export async function publishScheduledPin(
  contextFor: (viewer: Viewer) => RequestContext,
  db: Db,
  id: string,
): Promise<void> {
  const owner = await db
    .selectFrom('scheduled_pins')
    .innerJoin('users', 'users.id', 'scheduled_pins.user_id')
    .select(['users.id', 'users.username'])
    .where('scheduled_pins.id', '=', id)
    .executeTakeFirst();
  if (!owner) return;
  const ctx = contextFor({ id: owner.id, username: owner.username });
  try {
    await db.transaction().execute(async (tx) => {
      const row = await takeScheduledPin(tx, id);
      if (!row) return;
      const { pin } = await insertPin(tx, ctx, {
        boardId: row.board_id,
        sectionId: row.section_id,
        imageId: row.image_id,
        title: row.title,
        description: row.description,
        link: row.link,
        altText: row.alt_text,
        method: 'pinbuilder',
      });
      await attachVideo(tx, pin, row.video_id);
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await db.transaction().execute(async (tx) => {
      const row = await takeScheduledPin(tx, id);
      if (row) await queueForPurge(tx, row);
    });
    console.warn(`[scheduled pins] ${id} dropped: ${error.message}`);
  }
}

/** The job that publishes scheduled pins at their time. */
export function scheduledPinJobHandler(deps: {
  db: Db;
  contextFor: (viewer: Viewer) => RequestContext;
}): JobHandler {
  return {
    run: (job: JobRow) => publishScheduledPin(deps.contextFor, deps.db, job.subject_id),
    giveUp: async () => {},
  };
}
