import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_TEXTS, SCHEDULED_PINS_MAX } from '../../core/scheduledPins';
import { purgeMedia } from '../../server/domain/media/mediaPurge';
import { startScheduledPinWorker } from '../../server/jobs/scheduledPinWorker';
import type { Worker } from '../../server/jobs/worker';
import { graphql } from '../gql';
import { createBoard, createSection, newUser, storeTestImage, type TestBoard } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let worker: Worker;
beforeAll(async () => {
  app = await startTestApp();
  const context = app.context(null);
  worker = startScheduledPinWorker({
    db: app.db,
    media: app.media,
    mailer: context.mailer,
    settings: context.settings,
    now: app.clock.now,
    pollMs: 50,
  });
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

const SCHEDULE = graphql(`mutation ScheduledPinsSchedule($input: SchedulePinInput!) {
  schedulePin(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationSchedulePinSuccess { data { id publishAt title board { entityId } section { title } imageSpec_236x { url } } }
  }
}`);
const LIST = graphql(
  `query ScheduledPinsList { scheduledPins { id title publishAt } viewer { scheduledPinCount } }`,
);
const CANCEL = graphql(`mutation ScheduledPinsCancel($id: String!) {
  cancelScheduledPin(id: $id) { __typename ...DomainErrorFields ... on MutationCancelScheduledPinSuccess { data } }
}`);
const BOARD_PINS = graphql(`query ScheduledPinsBoard($id: String!) {
  board(id: $id) { pinCount pins(first: 10) { edges { node { title description } } } }
}`);

interface Partner {
  client: TestClient;
  id: string;
  board: TestBoard;
}

let seed = 700;
/** A business account with a board, as the pin builder's partner tools need. */
async function partner(): Promise<Partner> {
  const { client, user } = await newUser(app);
  await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
  const board = await createBoard(client, { name: `Launches ${seed}` });
  return { client, id: user.id, board };
}

/** A finished upload of this person's, as the pin builder has before it publishes. */
async function upload(userId: string): Promise<string> {
  const image = await storeTestImage(app, seed++);
  const row = await app.db
    .insertInto('media_uploads')
    .values({ user_id: userId, kind: 'pinimage', source: 'upload', status: 'succeeded', image_id: image.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const inHours = (hours: number) => new Date(app.clock.now().getTime() + hours * 3_600_000).toISOString();

describe('scheduled pins', () => {
  it('a business account schedules a pin: only its owner sees it, and the job publishes it at its time', async () => {
    const owner = await partner();
    const section = await createSection(owner.client, { boardId: owner.board.entityId, name: 'Spring' });
    const { schedulePin } = await owner.client.query(SCHEDULE, {
      input: {
        boardId: owner.board.entityId,
        sectionId: section.entityId,
        mediaUploadId: await upload(owner.id),
        title: 'Spring launch',
        description: 'Out next week',
        publishAt: inHours(2),
      },
    });
    if (schedulePin.__typename !== 'MutationSchedulePinSuccess') throw new Error(JSON.stringify(schedulePin));
    expect(schedulePin.data).toMatchObject({
      title: 'Spring launch',
      board: { entityId: owner.board.entityId },
      section: { title: 'Spring' },
    });
    expect(schedulePin.data.imageSpec_236x.url).toMatch(/236x/);

    const listed = await owner.client.query(LIST);
    expect(listed.scheduledPins.map((p) => p.title)).toEqual(['Spring launch']);
    expect(listed.viewer.scheduledPinCount).toBe(1);
    // Not a pin yet: the board, its count and other people's lists know nothing of it.
    expect((await owner.client.query(BOARD_PINS, { id: owner.board.entityId })).board?.pinCount).toBe(0);
    const stranger = await newUser(app);
    expect((await stranger.client.query(LIST)).scheduledPins).toEqual([]);

    app.clock.set(inHours(2.01));
    await expect
      .poll(
        async () => (await owner.client.query(BOARD_PINS, { id: owner.board.entityId })).board?.pinCount,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    app.clock.reset();
    const board = await owner.client.query(BOARD_PINS, { id: owner.board.entityId });
    expect(board.board?.pins.edges.map((e) => e.node)).toEqual([
      { title: 'Spring launch', description: 'Out next week' },
    ]);
    const after = await owner.client.query(LIST);
    expect(after.scheduledPins).toEqual([]);
    expect(after.viewer.scheduledPinCount).toBe(0);
  });

  it('is for business accounts, 10 minutes to 30 days ahead, on a board they may pin to', async () => {
    const owner = await partner();
    const uploadId = await upload(owner.id);
    const tries = [
      { publishAt: inHours(0.1), message: SCHEDULE_TEXTS.tooSoon },
      { publishAt: inHours(31 * 24), message: SCHEDULE_TEXTS.tooLate },
    ];
    for (const { publishAt, message } of tries) {
      const { schedulePin } = await owner.client.query(SCHEDULE, {
        input: { boardId: owner.board.entityId, mediaUploadId: uploadId, publishAt },
      });
      expect(schedulePin).toMatchObject({ __typename: 'DomainError', message, field: 'publishAt' });
    }

    const regular = await newUser(app);
    const regularBoard = await createBoard(regular.client, { name: 'Mine' });
    const refused = await regular.client.query(SCHEDULE, {
      input: {
        boardId: regularBoard.entityId,
        mediaUploadId: await upload(regular.user.id),
        publishAt: inHours(1),
      },
    });
    expect(refused.schedulePin).toMatchObject({ code: 'FORBIDDEN', message: SCHEDULE_TEXTS.partnersOnly });

    // Someone else's board, and someone else's upload, are refused like missing ones.
    const other = await partner();
    const onOthersBoard = await owner.client.query(SCHEDULE, {
      input: { boardId: other.board.entityId, mediaUploadId: uploadId, publishAt: inHours(1) },
    });
    expect(onOthersBoard.schedulePin).toMatchObject({ __typename: 'DomainError' });
    const othersUpload = await owner.client.query(SCHEDULE, {
      input: { boardId: owner.board.entityId, mediaUploadId: await upload(other.id), publishAt: inHours(1) },
    });
    expect(othersUpload.schedulePin).toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.client.query(LIST)).scheduledPins).toEqual([]);
  });

  it(`holds at most ${SCHEDULED_PINS_MAX} waiting pins, even when they are asked for at once`, async () => {
    const owner = await partner();
    const uploadId = await upload(owner.id);
    const answers = await Promise.all(
      Array.from({ length: SCHEDULED_PINS_MAX + 20 }, (_, i) =>
        owner.client.query(SCHEDULE, {
          input: {
            boardId: owner.board.entityId,
            mediaUploadId: uploadId,
            title: `#${i}`,
            publishAt: inHours(3),
          },
        }),
      ),
    );
    const made = answers.filter((a) => a.schedulePin.__typename === 'MutationSchedulePinSuccess');
    expect(made).toHaveLength(SCHEDULED_PINS_MAX);
    expect(answers.filter((a) => a.schedulePin.__typename === 'DomainError')).toHaveLength(20);
    expect((await owner.client.query(LIST)).viewer.scheduledPinCount).toBe(SCHEDULED_PINS_MAX);
  });

  it('a cancelled pin is never published, its picture is purged, and nobody else can cancel it', async () => {
    const owner = await partner();
    const { schedulePin } = await owner.client.query(SCHEDULE, {
      input: {
        boardId: owner.board.entityId,
        mediaUploadId: await upload(owner.id),
        title: 'Not yet',
        publishAt: inHours(1),
      },
    });
    if (schedulePin.__typename !== 'MutationSchedulePinSuccess') throw new Error(JSON.stringify(schedulePin));
    const id = schedulePin.data.id;
    const stored = await app.db
      .selectFrom('scheduled_pins')
      .select('image_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    // While it waits, the media purge keeps its picture even once the upload itself is gone.
    await app.db.deleteFrom('media_uploads').where('user_id', '=', owner.id).execute();
    await app.db
      .insertInto('media_purge_candidates')
      .values({ image_id: stored.image_id, video_id: null })
      .execute();
    await purgeMedia({ db: app.db, media: app.media }, app.clock.now());
    const kept = await app.db.selectFrom('images').select('id').where('id', '=', stored.image_id).execute();
    expect(kept).toHaveLength(1);

    const stranger = await partner();
    expect((await stranger.client.query(CANCEL, { id })).cancelScheduledPin).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await owner.client.query(CANCEL, { id })).cancelScheduledPin).toEqual({
      __typename: 'MutationCancelScheduledPinSuccess',
      data: id,
    });
    expect((await owner.client.query(LIST)).scheduledPins).toEqual([]);
    await purgeMedia({ db: app.db, media: app.media }, app.clock.now());
    const gone = await app.db.selectFrom('images').select('id').where('id', '=', stored.image_id).execute();
    expect(gone).toEqual([]);

    app.clock.set(inHours(1.1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    app.clock.reset();
    expect((await owner.client.query(BOARD_PINS, { id: owner.board.entityId })).board?.pinCount).toBe(0);
  });
});
