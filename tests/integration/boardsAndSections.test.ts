import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imagePath } from '../../core/pinSize';
import { graphql } from '../gql';
import type { CreateBoardInput, CreateSectionInput } from '../gql/graphql';
import {
  CREATE_BOARD,
  CREATE_SECTION,
  type CreateBoardResult,
  type CreateSectionResult,
  createBoard,
  createSection,
  newUser,
  savePin,
  storeTestImage,
  type TestUser,
} from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Counts {
  userBoards: number;
  userPins: number;
  boardPins: number;
  boardSections: number;
  sectionPins: number[];
}

/** The counters a client sees for a person, one of their boards and its sections. */
async function counts(client: TestClient, user: TestUser, boardId: string): Promise<Counts> {
  const data = await client.query(
    graphql(`query BoardsAndSectionsUserBoard($u: String!, $b: String!) {
      user(username: $u) { boardCount pinCount }
      board(id: $b) { pinCount sectionCount sections(first: 50) { edges { node { pinCount } } } }
    }`),
    { u: user.username, b: boardId },
  );
  return {
    userBoards: data.user!.boardCount,
    userPins: data.user!.pinCount,
    boardPins: data.board!.pinCount,
    boardSections: data.board!.sectionCount,
    sectionPins: data.board!.sections.edges.map((e) => e.node.pinCount),
  };
}

async function tryCreateBoard(client: TestClient, input: CreateBoardInput): Promise<CreateBoardResult> {
  return (await client.query(CREATE_BOARD, { input })).createBoard;
}

async function tryCreateSection(client: TestClient, input: CreateSectionInput): Promise<CreateSectionResult> {
  return (await client.query(CREATE_SECTION, { input })).createSection;
}

async function boardCountOf(user: TestUser): Promise<number> {
  const row = await app.db
    .selectFrom('boards')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('create board', () => {
  it('creates a public board by default, reachable by its owner and slug, and counts it', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Weekend   trips ', description: '  Places nearby  ' });
    expect(board).toMatchObject({ name: 'Weekend trips', slug: 'weekend-trips', privacy: 'public' });
    const { board: bySlug } = await app
      .client()
      .query(
        graphql(
          `query BoardsAndSectionsBoard($u: String!, $s: String!) { board(username: $u, slug: $s) { entityId description url } }`,
        ),
        { u: user.username, s: 'weekend-trips' },
      );
    expect(bySlug).toEqual({
      entityId: board.entityId,
      description: 'Places nearby',
      url: `/${user.username}/weekend-trips/`,
    });
    expect(await counts(client, user, board.entityId)).toEqual({
      userBoards: 1,
      userPins: 0,
      boardPins: 0,
      boardSections: 0,
      sectionPins: [],
    });
  });

  it('creates a secret board when asked', async () => {
    const { client } = await newUser(app);
    expect((await createBoard(client, { name: 'Gift ideas', privacy: 'secret' })).privacy).toBe('secret');
  });

  it('never lets a person create a protected board themselves', async () => {
    const { client } = await newUser(app);
    const result = await tryCreateBoard(client, { name: 'Sneaky', privacy: 'protected' });
    if (result.__typename === 'MutationCreateBoardSuccess') expect(result.data.privacy).not.toBe('protected');
    else expect(result.code).toBe('VALIDATION');
  });

  it.each([
    ['an empty name', '', "Don't forget to name your board!"],
    ['a name of spaces', '    ', "Don't forget to name your board!"],
    ['a 51-character name', 'x'.repeat(51), 'Please enter no more than 50 characters'],
  ])('refuses %s with its message and creates nothing', async (_, name, message) => {
    const { client, user } = await newUser(app);
    const result = await tryCreateBoard(client, { name });
    expect(result).toEqual({
      __typename: 'DomainError',
      code: 'VALIDATION',
      message,
      messageDetail: null,
      field: 'name',
    });
    expect(await boardCountOf(user)).toBe(0);
    const { user: after } = await client.query(
      graphql(`query BoardsAndSectionsUser($u: String!) { user(username: $u) { boardCount } }`),
      { u: user.username },
    );
    expect(after!.boardCount).toBe(0);
  });

  it('accepts a name of exactly 50 characters', async () => {
    const { client } = await newUser(app);
    expect((await createBoard(client, { name: 'y'.repeat(50) })).name).toBe('y'.repeat(50));
  });

  it('refuses a second board of the same name, whatever its case, and keeps the count', async () => {
    const { client, user } = await newUser(app);
    await createBoard(client, { name: 'Recipes' });
    const again = await tryCreateBoard(client, { name: '  RECIPES ' });
    expect(again).toEqual({
      __typename: 'DomainError',
      code: 'CONFLICT',
      message: 'You already have a board with that name.',
      messageDetail: 'Try a different name.',
      field: 'name',
    });
    expect(await boardCountOf(user)).toBe(1);
  });

  it('lets two people use the same board name', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    await createBoard(a.client, { name: 'Shared name' });
    expect((await createBoard(b.client, { name: 'Shared name' })).slug).toBe('shared-name');
  });

  it('gives names that slugify alike distinct slugs, each reachable', async () => {
    const { client, user } = await newUser(app);
    const first = await createBoard(client, { name: 'Home & Garden' });
    const second = await createBoard(client, { name: 'Home Garden' });
    expect([first.slug, second.slug]).toEqual(['home-garden', 'home-garden-2']);
    const { a, b } = await app
      .client()
      .query(
        graphql(
          `query BoardsAndSectionsAB($u: String!) { a: board(username: $u, slug: "home-garden") { name } b: board(username: $u, slug: "home-garden-2") { name } }`,
        ),
        { u: user.username },
      );
    expect([a!.name, b!.name]).toEqual(['Home & Garden', 'Home Garden']);
  });

  it('refuses an anonymous caller with the log-in text', async () => {
    const result = await app.client().gql(CREATE_BOARD, { input: { name: 'Anon' } });
    const refusal = result.data?.createBoard ?? result.errors?.[0];
    expect(refusal).toMatchObject({ message: 'You need to log in first.' });
  });

  it('rolls the board back when a later step of the same transaction fails', async () => {
    const { client, user } = await newUser(app);
    await withFailingTrigger('users', async () => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const result = await client.gql(CREATE_BOARD, { input: { name: 'Half written' } });
        expect(result.errors?.[0]?.message).toBe('Unexpected error.');
      } finally {
        spy.mockRestore();
      }
    });
    expect(await boardCountOf(user)).toBe(0);
    const { user: after } = await client.query(
      graphql(`query BoardsAndSectionsUser($u: String!) { user(username: $u) { boardCount } }`),
      { u: user.username },
    );
    expect(after!.boardCount).toBe(0);
  });
});

describe('create section', () => {
  it('adds a trimmed section, counts it and lists it on the board', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Kitchen' });
    const section = await createSection(client, { boardId: board.entityId, name: '  Open   shelves  ' });
    expect(section).toMatchObject({ title: 'Open shelves', slug: 'open-shelves' });
    expect(await counts(client, user, board.entityId)).toMatchObject({ boardSections: 1, sectionPins: [0] });
    const { boardSection } = await app
      .client()
      .query(
        graphql(
          `query BoardsAndSectionsBoardSection($b: String!) { boardSection(boardId: $b, slug: "open-shelves") { entityId board { name } } }`,
        ),
        { b: board.entityId },
      );
    expect(boardSection).toEqual({ entityId: section.entityId, board: { name: 'Kitchen' } });
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [7, 0],
  ])('records name source %i as %i', async (given, stored) => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Sources' });
    const section = await createSection(client, {
      boardId: board.entityId,
      name: 'Beach',
      nameSource: given,
    });
    const row = await app.db
      .selectFrom('board_sections')
      .select('name_source')
      .where('id', '=', section.entityId)
      .executeTakeFirstOrThrow();
    expect(row.name_source).toBe(stored);
  });

  it('refuses a blank name and a duplicate name with texts for under the field, counting nothing', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Garden' });
    await createSection(client, { boardId: board.entityId, name: 'Herbs' });
    const blank = await tryCreateSection(client, { boardId: board.entityId, name: '   ' });
    expect(blank).toMatchObject({
      __typename: 'DomainError',
      message: 'Give your section a name',
      field: 'name',
    });
    const duplicate = await tryCreateSection(client, { boardId: board.entityId, name: ' herbs ' });
    expect(duplicate).toEqual({
      __typename: 'DomainError',
      code: 'CONFLICT',
      message: 'Section already exists',
      messageDetail: 'This board already has a section called "herbs".',
      field: 'name',
    });
    expect(await counts(client, user, board.entityId)).toMatchObject({ boardSections: 1, sectionPins: [0] });
  });

  it('changes nothing when a failure comes after the section was written (initial pins from another board)', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Target' });
    const other = await createBoard(client, { name: 'Elsewhere' });
    const foreign = await savePin(app, user, { boardId: other.entityId });
    const result = await tryCreateSection(client, {
      boardId: board.entityId,
      name: 'Moves in',
      initialPinIds: [foreign.id],
    });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    expect(await counts(client, user, board.entityId)).toMatchObject({ boardSections: 0, sectionPins: [] });
    const rows = await app.db
      .selectFrom('board_sections')
      .select('id')
      .where('board_id', '=', board.entityId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('pins, counters and covers', () => {
  it('keeps board, section and user pin counts exact', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Counting' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Part' });
    await createSection(client, { boardId: board.entityId, name: 'Empty part' });
    await savePin(app, user, { boardId: board.entityId });
    await savePin(app, user, { boardId: board.entityId, sectionId: section.entityId });
    await savePin(app, user, { boardId: board.entityId, sectionId: section.entityId });
    expect(await counts(client, user, board.entityId)).toEqual({
      userBoards: 1,
      userPins: 3,
      boardPins: 3,
      boardSections: 2,
      sectionPins: [2, 0],
    });
  });

  it('sets the cover from the first pin and keeps it for later pins outside sections', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Covers' });
    const first = await storeTestImage(app, 21);
    const second = await storeTestImage(app, 22);
    expect(await coverOf(board.entityId)).toEqual({ imageCoverUrl: null, coverDominantColor: null });
    await savePin(app, user, { boardId: board.entityId, imageId: first.id });
    await savePin(app, user, { boardId: board.entityId, imageId: second.id });
    expect(await coverOf(board.entityId)).toEqual({
      imageCoverUrl: imagePath(first.signature, '236x'),
      coverDominantColor: first.dominant_color,
    });
  });

  it('takes the cover from a pin saved to a section', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Section covers' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Best' });
    const first = await storeTestImage(app, 31);
    const inSection = await storeTestImage(app, 32);
    await savePin(app, user, { boardId: board.entityId, imageId: first.id });
    await savePin(app, user, { boardId: board.entityId, sectionId: section.entityId, imageId: inSection.id });
    expect((await coverOf(board.entityId)).imageCoverUrl).toBe(imagePath(inSection.signature, '236x'));
  });

  it('refuses a pin with a title over 100 characters and counts nothing', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Strict' });
    await expect(savePin(app, user, { boardId: board.entityId, title: 't'.repeat(101) })).rejects.toThrow(
      'Please enter no more than 100 characters',
    );
    expect(await counts(client, user, board.entityId)).toMatchObject({ userPins: 0, boardPins: 0 });
    expect((await coverOf(board.entityId)).imageCoverUrl).toBeNull();
  });

  it('refuses a pin into a section of another board and counts nothing', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Here' });
    const other = await createBoard(client, { name: 'There' });
    const otherSection = await createSection(client, { boardId: other.entityId, name: 'Theirs' });
    await expect(
      savePin(app, user, { boardId: board.entityId, sectionId: otherSection.entityId }),
    ).rejects.toThrow("Sorry, we couldn't find that section.");
    expect(await counts(client, user, board.entityId)).toMatchObject({ userPins: 0, boardPins: 0 });
  });

  it('rolls back the pin and every counter when a later step of the same transaction fails', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Atomic' });
    const section = await createSection(client, { boardId: board.entityId, name: 'Inside' });
    await withFailingTrigger('users', () =>
      expect(savePin(app, user, { boardId: board.entityId, sectionId: section.entityId })).rejects.toThrow(
        /refused by test trigger/,
      ),
    );
    expect(await counts(client, user, board.entityId)).toMatchObject({
      userPins: 0,
      boardPins: 0,
      sectionPins: [0],
    });
    expect((await coverOf(board.entityId)).imageCoverUrl).toBeNull();
  });
});

describe('legacy board and section resources', () => {
  it('BoardResource create takes a form body and answers id, owner and name', async () => {
    const { client, user } = await newUser(app);
    const response = await client.post(
      '/resource/BoardResource/create/',
      new URLSearchParams({ data: JSON.stringify({ options: { name: 'From a form', privacy: 'secret' } }) }),
    );
    const { status, body } = await restJson<{ id: string; name: string; owner: { id: string } }>(response);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      code: 0,
      message: 'ok',
      data: { name: 'From a form', owner: { id: user.id, username: user.username } },
    });
    if (body.status !== 'success') return;
    const read = await restJson(
      await client.get(`/resource/BoardResource/get/${resourceQuery({ board_id: body.data.id })}`),
    );
    expect(read.body).toMatchObject({ data: { privacy: 'secret', url: `/${user.username}/from-a-form/` } });
  });

  it('BoardResource create takes a JSON body and refuses a blank name in the failure envelope', async () => {
    const { client } = await newUser(app);
    const { status, body } = await restJson(
      await client.post('/resource/BoardResource/create/', { data: { options: { name: '  ' } } }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 'failure',
      code: 1,
      message: "Don't forget to name your board!",
      message_detail: null,
      api_error_code: 1,
    });
  });

  it('BoardResource create refuses an anonymous caller with 401', async () => {
    const { status, body } = await restJson(
      await app.client().post('/resource/BoardResource/create/', { data: { options: { name: 'Anon' } } }),
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 'failure', api_error_code: 7 });
  });

  it('BoardResource get answers the board with its counts', async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Readable' });
    await createSection(client, { boardId: board.entityId, name: 'One' });
    await savePin(app, user, { boardId: board.entityId });
    const { status, body } = await restJson(
      await app.client().get(`/resource/BoardResource/get/${resourceQuery({ board_id: board.entityId })}`),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      data: { id: board.entityId, name: 'Readable', pin_count: 1, section_count: 1, privacy: 'public' },
    });
  });

  it('BoardSectionResource create records the name source and get reads the section back', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Legacy sections' });
    const created = await restJson<{ id: string; title: string; slug: string }>(
      await client.post('/resource/BoardSectionResource/create/', {
        data: { options: { board_id: board.entityId, name: ' Suggested ', name_source: 1 } },
      }),
    );
    expect(created.body).toMatchObject({
      status: 'success',
      data: { title: 'Suggested', slug: 'suggested' },
    });
    if (created.body.status !== 'success') return;
    const row = await app.db
      .selectFrom('board_sections')
      .select('name_source')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.name_source).toBe(1);
    const read = await restJson(
      await app
        .client()
        .get(`/resource/BoardSectionResource/get/${resourceQuery({ section_id: created.body.data.id })}`),
    );
    expect(read.body).toMatchObject({
      status: 'success',
      data: { id: created.body.data.id, title: 'Suggested' },
    });
  });

  it('BoardSectionResource create shows message_detail for a duplicate', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Legacy duplicates' });
    await createSection(client, { boardId: board.entityId, name: 'Same' });
    const { status, body } = await restJson(
      await client.post('/resource/BoardSectionResource/create/', {
        data: { options: { board_id: board.entityId, name: 'same' } },
      }),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({
      status: 'failure',
      message: 'Section already exists',
      message_detail: 'This board already has a section called "same".',
    });
  });
});

async function coverOf(boardId: string) {
  const { board } = await app
    .client()
    .query(
      graphql(
        `query BoardsAndSectionsBoard2($id: String!) { board(id: $id) { imageCoverUrl coverDominantColor } }`,
      ),
      { id: boardId },
    );
  return board!;
}

/**
 * Makes every update of `table` fail while `run` runs, so a write that touches it after its first statement
 * must roll back as a whole.
 */
async function withFailingTrigger(table: 'users', run: () => Promise<unknown>): Promise<void> {
  await sql`create or replace function tb_test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'refused by test trigger'; end $$`.execute(app.db);
  await sql`create trigger tb_test_refuse before update on ${sql.table(table)}
    for each row execute function tb_test_refuse()`.execute(app.db);
  try {
    await run();
  } finally {
    await sql`drop trigger tb_test_refuse on ${sql.table(table)}`.execute(app.db);
  }
}
