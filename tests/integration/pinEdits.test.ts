import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import type { UpdatePinInput } from '../gql/graphql';
import {
  addCollaborator,
  createBoard,
  newUser,
  savePin,
  type TestBoard,
  type TestUser,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let saver: { client: TestClient; user: TestUser };
let board: TestBoard;

beforeAll(async () => {
  app = await startTestApp();
  saver = await newUser(app);
  board = await createBoard(saver.client, { name: 'Kitchen' });
});
afterAll(async () => {
  await app?.close();
});

const UPDATE_PIN = graphql(`
  mutation PinEditsUpdatePin($input: UpdatePinInput!) {
    updatePin(input: $input) {
      __typename
      ... on MutationUpdatePinSuccess { data { entityId title description link altText canEdit } }
      ... on DomainError { code message field }
    }
  }`);

async function update(client: TestClient, input: UpdatePinInput) {
  return (await client.query(UPDATE_PIN, { input })).updatePin;
}

async function stored(pinId: string) {
  return app.db
    .selectFrom('pins')
    .select(['title', 'description', 'link', 'alt_text'])
    .where('id', '=', pinId)
    .executeTakeFirstOrThrow();
}

async function newPin() {
  return savePin(app, saver.user, {
    boardId: board.entityId,
    title: 'Olive oil cake',
    description: 'Moist',
    link: 'https://cakes.example/olive',
    altText: 'A slice of cake',
  });
}

describe('editing a pin', () => {
  it('changes title, description, link and alt text; fields left out stay', async () => {
    const pin = await newPin();
    const result = await update(saver.client, {
      pinId: pin.id,
      title: '  Lemon olive oil cake ',
      description: 'Moist and lemony',
      altText: 'A slice of cake on a plate',
    });
    expect(result).toEqual({
      __typename: 'MutationUpdatePinSuccess',
      data: {
        entityId: pin.id,
        title: 'Lemon olive oil cake',
        description: 'Moist and lemony',
        link: 'https://cakes.example/olive',
        altText: 'A slice of cake on a plate',
        canEdit: true,
      },
    });
    // An empty link removes it.
    const unlinked = await update(saver.client, { pinId: pin.id, link: '' });
    expect(unlinked.__typename === 'MutationUpdatePinSuccess' && unlinked.data.link).toBeNull();
  });

  it('refuses what creating a pin refuses, field by field, and changes nothing', async () => {
    const pin = await newPin();
    const before = await stored(pin.id);
    for (const [input, message, field] of [
      [{ title: 'x'.repeat(101) }, 'Please enter no more than 100 characters', 'title'],
      [{ description: 'x'.repeat(2501) }, 'Please enter no more than 2500 characters', 'description'],
      [{ altText: 'x'.repeat(501) }, 'Please enter no more than 500 characters', 'altText'],
      [{ link: 'javascript:alert(1)' }, 'Please enter a valid link.', 'link'],
      [{ title: 'Fine', link: 'not a link' }, 'Please enter a valid link.', 'link'],
    ] as const) {
      expect(await update(saver.client, { pinId: pin.id, ...input })).toEqual({
        __typename: 'DomainError',
        code: 'VALIDATION',
        message,
        field,
      });
    }
    expect(await stored(pin.id)).toEqual(before);
  });

  it('lets the board’s owner and collaborators edit a pin someone else saved there', async () => {
    const collaborator = await newUser(app);
    await addCollaborator(app, board.entityId, collaborator.user.id);
    const theirs = await savePin(app, collaborator.user, { boardId: board.entityId, title: 'Their pin' });
    expect((await update(saver.client, { pinId: theirs.id, title: 'Owner edit' })).__typename).toBe(
      'MutationUpdatePinSuccess',
    );
    const mine = await newPin();
    expect(
      (await update(collaborator.client, { pinId: mine.id, title: 'Collaborator edit' })).__typename,
    ).toBe('MutationUpdatePinSuccess');
  });

  it('refuses everyone else: a stranger is forbidden, a signed-out visitor must log in', async () => {
    const pin = await newPin();
    const before = await stored(pin.id);
    const stranger = await newUser(app);
    expect(await update(stranger.client, { pinId: pin.id, title: 'Mine now' })).toMatchObject({
      __typename: 'DomainError',
      code: 'FORBIDDEN',
      message: "You can't edit this Pin.",
    });
    const { pin: seen } = await stranger.client.query(
      graphql(`query PinEditsPin($id: String!) { pin(id: $id) { canEdit } }`),
      { id: pin.id },
    );
    expect(seen!.canEdit).toBe(false);
    expect(await update(app.client(), { pinId: pin.id, title: 'Anon' })).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
      message: 'You need to log in first.',
    });
    expect(await stored(pin.id)).toEqual(before);
  });

  it('answers "not found" for a secret board’s pin to someone outside it', async () => {
    const secret = await createBoard(saver.client, { name: 'Hidden', privacy: 'secret' });
    const pin = await savePin(app, saver.user, { boardId: secret.entityId, title: 'Hidden pin' });
    const stranger = await newUser(app);
    expect(await update(stranger.client, { pinId: pin.id, title: 'Found you' })).toMatchObject({
      __typename: 'DomainError',
      code: 'NOT_FOUND',
    });
    expect((await stored(pin.id)).title).toBe('Hidden pin');
  });
});

describe('the legacy PinResource update', () => {
  const form = (options: object) => new URLSearchParams({ data: JSON.stringify({ options }) });
  const put = (client: TestClient, options: object) =>
    client.request('PUT', '/resource/PinResource/update/', form(options), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('edits through the same rules: changes for the saver, refusals for a stranger', async () => {
    const pin = await newPin();
    const edited = await restJson<{ id: string; title: string; link: string | null }>(
      await put(saver.client, { id: pin.id, title: 'Renamed', link: '' }),
    );
    expect(edited.body).toMatchObject({
      status: 'success',
      data: { id: pin.id, title: 'Renamed', link: null },
    });
    const tooLong = await restJson(await put(saver.client, { id: pin.id, description: 'x'.repeat(2501) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'Please enter no more than 2500 characters' });
    const stranger = await newUser(app);
    const refused = await restJson(await put(stranger.client, { id: pin.id, title: 'Mine' }));
    expect(refused.status).toBe(403);
    expect((await stored(pin.id)).title).toBe('Renamed');
  });
});
