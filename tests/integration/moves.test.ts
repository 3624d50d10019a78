import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import {
  addCollaborator,
  createBoard,
  createSection,
  newUser,
  savePin,
  storeTestImage,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const MOVE = graphql(`
  mutation MovesMove($input: MovePinsInput!) {
    movePins(input: $input) {
      __typename ...DomainErrorFields
      ... on DomainError { apiErrorCode }
      ... on MutationMovePinsSuccess { data { fromBoard { pinCount } toBoard { pinCount } } }
    }
  }`);

async function move(
  client: TestClient,
  pinIds: string[],
  toBoardId: string,
  toSectionId: string | null = null,
) {
  return (await client.query(MOVE, { input: { pinIds, toBoardId, toSectionId } })).movePins;
}

async function boardRow(id: string) {
  return app.db
    .selectFrom('boards')
    .select(['pin_count', 'section_count', 'cover_image_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function sectionCount(id: string) {
  return (
    await app.db
      .selectFrom('board_sections')
      .select('pin_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).pin_count;
}

async function pinPlace(id: string) {
  return app.db
    .selectFrom('pins')
    .select(['board_id', 'section_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('moving pins', () => {
  it('moves pins between sections of a board and keeps section counts exact', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Rooms' });
    const a = await createSection(client, { boardId: board.entityId, name: 'Kitchen' });
    const b = await createSection(client, { boardId: board.entityId, name: 'Bath' });
    const p1 = await savePin(app, user, { boardId: board.entityId, sectionId: a.entityId });
    const p2 = await savePin(app, user, { boardId: board.entityId, sectionId: a.entityId });
    const result = await move(client, [p1.id, p2.id], board.entityId, b.entityId);
    expect(result).toMatchObject({
      __typename: 'MutationMovePinsSuccess',
      data: { toBoard: { pinCount: 2 } },
    });
    expect([await sectionCount(a.entityId), await sectionCount(b.entityId)]).toEqual([0, 2]);
    expect(await pinPlace(p1.id)).toEqual({ board_id: board.entityId, section_id: b.entityId });
  });

  it('moves pins to another board: both boards count right and the automatic covers follow the pictures', async () => {
    const { client, user } = await newUser(app);
    const from = await createBoard(client, { name: 'From' });
    const to = await createBoard(client, { name: 'To' });
    const keep = await savePin(app, user, {
      boardId: from.entityId,
      imageId: (await storeTestImage(app, 71)).id,
    });
    const leave = await savePin(app, user, {
      boardId: from.entityId,
      imageId: (await storeTestImage(app, 72)).id,
    });
    await app.db
      .updateTable('boards')
      .set({ cover_image_id: leave.image_id, cover_pin_id: leave.id })
      .where('id', '=', from.entityId)
      .execute();
    const result = await move(client, [leave.id], to.entityId);
    expect(result).toMatchObject({ data: { fromBoard: { pinCount: 1 }, toBoard: { pinCount: 1 } } });
    expect(await boardRow(from.entityId)).toMatchObject({ pin_count: 1, cover_image_id: keep.image_id });
    expect(await boardRow(to.entityId)).toMatchObject({ pin_count: 1, cover_image_id: leave.image_id });
    const users = await app.db
      .selectFrom('users')
      .select('pin_count')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(users.pin_count).toBe(2);
  });

  it('refuses a move to the same board and the same section, and changes nothing', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Stay' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Here' });
    const pin = await savePin(app, user, { boardId: board.entityId, sectionId: section.entityId });
    const result = await move(client, [pin.id], board.entityId, section.entityId);
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'VALIDATION' });
    expect(await pinPlace(pin.id)).toEqual({ board_id: board.entityId, section_id: section.entityId });
    expect(await sectionCount(section.entityId)).toBe(1);
  });

  it("refuses strangers: they cannot move someone's pins, nor move their own pins onto someone's board", async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Owner board' });
    const pin = await savePin(app, owner.user, { boardId: board.entityId });
    const stranger = await newUser(app);
    const strangerBoard = await createBoard(stranger.client, { name: 'Stranger board' });
    const own = await savePin(app, stranger.user, { boardId: strangerBoard.entityId });
    // Someone else's pin answers like a missing one (see "movePins tells strangers nothing" below).
    expect(await move(stranger.client, [pin.id], strangerBoard.entityId)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await move(stranger.client, [own.id], board.entityId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await pinPlace(pin.id)).toMatchObject({ board_id: board.entityId });
    expect(await pinPlace(own.id)).toMatchObject({ board_id: strangerBoard.entityId });
  });

  it('collaborators may move pins on the shared board', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Shared moves' });
    const section = await createSection(owner.client, { boardId: board.entityId, name: 'Sorted' });
    const pin = await savePin(app, owner.user, { boardId: board.entityId });
    const helper = await newUser(app);
    await addCollaborator(app, board.entityId, helper.user.id);
    expect((await move(helper.client, [pin.id], board.entityId, section.entityId)).__typename).toBe(
      'MutationMovePinsSuccess',
    );
  });

  it('a second action on a busy board is refused with 2171 and "Please wait until the previous board action finishes."', async (context) => {
    // NOTE: PGlite has one connection, so its transactions never overlap; the race exists on a Postgres server.
    if (app.kind !== 'postgres') context.skip();
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Busy' });
    // One at a time: creating a section is a board action too, so parallel creates would race each other.
    const sections = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      sections.push(await createSection(client, { boardId: board.entityId, name }));
    }
    const pins = [];
    for (let i = 0; i < 40; i++) pins.push(await savePin(app, user, { boardId: board.entityId }));
    const ids = pins.map((p) => p.id);
    const results = await Promise.all(sections.map((s) => move(client, ids, board.entityId, s.entityId)));
    const refused = results.filter((r) => r.__typename === 'DomainError');
    expect(results.some((r) => r.__typename === 'MutationMovePinsSuccess')).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r).toMatchObject({
        message: 'Please wait until the previous board action finishes.',
        apiErrorCode: 2171,
      });
    }
    const counts = await Promise.all(sections.map((s) => sectionCount(s.entityId)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
  });
});

describe('movePins tells strangers nothing about pins that are not theirs', () => {
  const form = (options: object) => new URLSearchParams({ data: JSON.stringify({ options }) });

  async function restMove(client: TestClient, pinIds: string[], boardId: string) {
    const { status, body } = await restJson(
      await client.post('/resource/BulkEditResource/update/', form({ board_id: boardId, pin_ids: pinIds })),
    );
    return { status, body };
  }

  it('answers one way for a missing pin, a secret pin and a public pin of someone else, whatever the mix', async () => {
    const owner = await newUser(app);
    const openBoard = await createBoard(owner.client, { name: 'Their open board' });
    const secretOne = await createBoard(owner.client, { name: 'Their secret one', privacy: 'secret' });
    const secretTwo = await createBoard(owner.client, { name: 'Their secret two', privacy: 'secret' });
    const publicPin = await savePin(app, owner.user, { boardId: openBoard.entityId });
    const secretPin = await savePin(app, owner.user, { boardId: secretOne.entityId });
    const secretSibling = await savePin(app, owner.user, { boardId: secretOne.entityId });
    const secretElsewhere = await savePin(app, owner.user, { boardId: secretTwo.entityId });
    const stranger = await newUser(app);
    const ownBoard = await createBoard(stranger.client, { name: 'My board' });
    const ownPin = await savePin(app, stranger.user, { boardId: ownBoard.entityId });
    const otherOwnBoard = await createBoard(stranger.client, { name: 'My other board' });
    const missing = String(BigInt(secretElsewhere.id) + 1000n);

    const mixes: Record<string, string[]> = {
      'a missing pin': [missing],
      'a malformed id': ['not-an-id'],
      "someone else's secret pin": [secretPin.id],
      "someone else's public pin": [publicPin.id],
      'two secret pins on one board': [secretPin.id, secretSibling.id],
      'two secret pins on two boards': [secretPin.id, secretElsewhere.id],
      'an own pin with a missing one': [ownPin.id, missing],
      'an own pin with a secret one': [ownPin.id, secretPin.id],
      'an own pin with a public one': [ownPin.id, publicPin.id],
    };
    const graphql = new Map<string, unknown>();
    const rest = new Map<string, unknown>();
    for (const [name, ids] of Object.entries(mixes)) {
      graphql.set(name, await move(stranger.client, ids, otherOwnBoard.entityId));
      rest.set(name, await restMove(stranger.client, ids, otherOwnBoard.entityId));
    }
    const expectedGraphql = {
      __typename: 'DomainError',
      code: 'NOT_FOUND',
      message: "Sorry, we couldn't find that Pin.",
    };
    for (const [name, answer] of graphql) {
      expect(answer, name).toMatchObject(expectedGraphql);
      expect(answer, name).toEqual(graphql.get('a missing pin'));
    }
    for (const [name, answer] of rest) {
      expect(answer, name).toMatchObject({ status: 404, body: { status: 'failure' } });
      expect(answer, name).toEqual(rest.get('a missing pin'));
    }
    // And the same for the target: their secret board is a board that does not exist.
    const toSecret = await move(stranger.client, [ownPin.id], secretOne.entityId);
    expect(toSecret).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    expect(toSecret).toEqual(await move(stranger.client, [ownPin.id], missing));
    expect(await restMove(stranger.client, [ownPin.id], secretOne.entityId)).toEqual(
      await restMove(stranger.client, [ownPin.id], missing),
    );
    // A malformed section id is a missing section, not a server error.
    expect(await move(stranger.client, [ownPin.id], otherOwnBoard.entityId, 'nope')).toMatchObject({
      code: 'NOT_FOUND',
      message: "Sorry, we couldn't find that section.",
    });
    // Nothing moved.
    for (const pin of [publicPin, secretPin, secretSibling, secretElsewhere]) {
      expect((await pinPlace(pin.id)).board_id).toBe(pin.board_id);
    }
    expect((await pinPlace(ownPin.id)).board_id).toBe(ownBoard.entityId);
  });

  it("still tells a board's own people to move pins from one board at a time", async () => {
    const { client, user } = await newUser(app);
    const one = await createBoard(client, { name: 'One of mine', privacy: 'secret' });
    const two = await createBoard(client, { name: 'Two of mine' });
    const target = await createBoard(client, { name: 'Target of mine' });
    const a = await savePin(app, user, { boardId: one.entityId });
    const b = await savePin(app, user, { boardId: two.entityId });
    expect(await move(client, [a.id, b.id], target.entityId)).toMatchObject({
      code: 'VALIDATION',
      message: 'Move Pins from one board at a time.',
    });
  });
});

describe('legacy move resources', () => {
  const form = (options: object) => new URLSearchParams({ data: JSON.stringify({ options }) });

  it('BulkEditResource update moves pins to a board and section', async () => {
    const { client, user } = await newUser(app);
    const from = await createBoard(client, { name: 'Bulk from' });
    const to = await createBoard(client, { name: 'Bulk to' });
    const section = await createSection(client, { boardId: to.entityId, name: 'Inbox' });
    const pin = await savePin(app, user, { boardId: from.entityId });
    const response = await client.request(
      'PUT',
      '/resource/BulkEditResource/update/',
      form({ board_id: to.entityId, section_id: section.entityId, pin_ids: [pin.id] }),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    const { status, body } = await restJson(response);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      data: { board_id: to.entityId, section_id: section.entityId },
    });
    expect(await pinPlace(pin.id)).toEqual({ board_id: to.entityId, section_id: section.entityId });
  });

  it('BulkEditSelectAllResource update moves to the new board and section', async () => {
    const { client, user } = await newUser(app);
    const from = await createBoard(client, { name: 'Select all from' });
    const to = await createBoard(client, { name: 'Select all to' });
    const pin = await savePin(app, user, { boardId: from.entityId });
    const { body } = await restJson(
      await client.post(
        '/resource/BulkEditSelectAllResource/update/',
        form({
          board_id: from.entityId,
          new_board_id: to.entityId,
          old_section_id: null,
          new_section_id: null,
          pin_ids: [pin.id],
        }),
      ),
    );
    expect(body.status).toBe('success');
    expect(await pinPlace(pin.id)).toEqual({ board_id: to.entityId, section_id: null });
  });

  it('BoardSectionEditResource update adds pins to a section and BoardSectionPinsResource delete takes them out', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Section edits' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Picked' });
    const pin = await savePin(app, user, { boardId: board.entityId });
    const added = await restJson(
      await client.post(
        '/resource/BoardSectionEditResource/update/',
        form({ section_id: section.entityId, pins: [pin.id] }),
      ),
    );
    expect(added.body.status).toBe('success');
    expect(await sectionCount(section.entityId)).toBe(1);
    const removed = await restJson(
      await client.request(
        'DELETE',
        '/resource/BoardSectionPinsResource/delete/',
        form({ section_id: section.entityId, pins: [pin.id] }),
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ),
    );
    expect(removed.body.status).toBe('success');
    expect(await sectionCount(section.entityId)).toBe(0);
    expect(await pinPlace(pin.id)).toEqual({ board_id: board.entityId, section_id: null });
  });

  it('a refused move answers a failure envelope with the server message', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Same place' });
    const pin = await savePin(app, user, { boardId: board.entityId });
    const { status, body } = await restJson(
      await client.post(
        '/resource/BulkEditResource/update/',
        form({ board_id: board.entityId, pin_ids: [pin.id] }),
      ),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'failure',
      message: 'These Pins are already on that board and section.',
    });
  });
});

describe('sections and pins: rename, reorder, delete', () => {
  it('deleting a section keeps its pins on the board', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Keep pins' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Temporary' });
    const pin = await savePin(app, user, { boardId: board.entityId, sectionId: section.entityId });
    await client.query(
      graphql(`mutation MovesDeleteSection($id: String!) { deleteSection(sectionId: $id) { __typename } }`),
      {
        id: section.entityId,
      },
    );
    expect(await pinPlace(pin.id)).toEqual({ board_id: board.entityId, section_id: null });
    expect(await boardRow(board.entityId)).toMatchObject({ pin_count: 1, section_count: 0 });
  });

  it('renames and reorders sections', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Ordering' });
    const a = await createSection(client, { boardId: board.entityId, name: 'A' });
    const b = await createSection(client, { boardId: board.entityId, name: 'B' });
    await client.query(
      graphql(
        `mutation MovesRenameSection($id: String!) { renameSection(sectionId: $id, name: "  Alpha ") { __typename } }`,
      ),
      {
        id: a.entityId,
      },
    );
    await client.query(
      graphql(
        `mutation MovesReorderSections($b: String!, $ids: [String!]!) { reorderSections(boardId: $b, sectionIds: $ids) { __typename } }`,
      ),
      {
        b: board.entityId,
        ids: [b.entityId, a.entityId],
      },
    );
    const { board: read } = await client.query(
      graphql(`query MovesBoard($id: String!) { board(id: $id) { sections { edges { node { title } } } } }`),
      {
        id: board.entityId,
      },
    );
    expect(read!.sections.edges.map((e) => e.node.title)).toEqual(['B', 'Alpha']);
  });

  it('deleting a pin takes it off every count', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Delete pins' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Doomed' });
    const pin = await savePin(app, user, { boardId: board.entityId, sectionId: section.entityId });
    const { deletePin } = await client.query(
      graphql(`mutation MovesDeletePin($id: String!) { deletePin(pinId: $id) { __typename } }`),
      { id: pin.id },
    );
    expect(deletePin.__typename).toBe('MutationDeletePinSuccess');
    expect(await boardRow(board.entityId)).toMatchObject({ pin_count: 0, cover_image_id: null });
    expect(await sectionCount(section.entityId)).toBe(0);
    const row = await app.db
      .selectFrom('users')
      .select('pin_count')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.pin_count).toBe(0);
  });
});
