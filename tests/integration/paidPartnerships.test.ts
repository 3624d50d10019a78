import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAID_LINK_NEEDS_LINK,
  SPONSOR_ALREADY_ANSWERED,
  SPONSOR_BLOCKED,
  SPONSOR_NOT_A_BRAND,
  SPONSOR_NOT_APPROVED,
  SPONSOR_NOT_SELF,
  SPONSOR_ORIGINAL_ONLY,
  SPONSOR_OWNER_ONLY,
  SPONSOR_REQUEST_NOT_FOUND,
} from '../../core/sponsorship';
import { issueApiToken } from '../../server/domain/apiTokens';
import { graphql } from '../gql';
import {
  addCollaborator,
  createBoard,
  newUser,
  pngBuffer,
  storeTestImage,
  succeeded,
  type TestBoard,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { actingAs } from '../support/privacyMatrix';
import { startTestApp, type TestApp } from '../support/testApp';

// Paid partnerships and paid links: the maker of a pin names a brand (a business account), the brand approves or
// rejects, and cards and the close-up show "Paid partnership" — with the brand's name only once approved.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CREATE_PIN = graphql(`mutation PaidCreatePin($input: CreatePinInput!) {
  createPin(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreatePinSuccess { data { entityId paidLink paidPartnership { status brandName label } } }
  }
}`);
const UPDATE_PIN = graphql(`mutation PaidUpdatePin($input: UpdatePinInput!) {
  updatePin(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationUpdatePinSuccess {
      data { title paidLink canSetPaidLabels paidPartnership { status brandName brand { username } } }
    }
  }
}`);
const PIN = graphql(`query PaidPin($id: String!) {
  pin(id: $id) {
    title link paidLink paidLabel canSetPaidLabels
    paidPartnership { status brandName label brand { username } }
  }
}`);
const BOARD_CARDS = graphql(`query PaidBoardCards($id: String!) {
  board(id: $id) {
    pins(first: 20) { edges { node { entityId paidLink paidLabel paidPartnership { status brandName label } } } }
  }
}`);
const REQUESTS = graphql(`query PaidRequests {
  paidPartnershipRequests(first: 20) {
    edges { node { id status creator { username } pin { entityId title } } }
  }
}`);
const ANSWER = graphql(`mutation PaidAnswer($requestId: String!, $answer: PaidPartnershipAnswer!) {
  answerPaidPartnership(requestId: $requestId, answer: $answer) {
    __typename ...DomainErrorFields
    ... on MutationAnswerPaidPartnershipSuccess { data { id status } }
  }
}`);
const BRAND_SEARCH = graphql(`query PaidBrandSearch($query: String!) {
  brandSearch(query: $query) { entityId username }
}`);
const SAVE = graphql(`mutation PaidSave($input: SavePinInput!) {
  savePin(input: $input) { __typename ...DomainErrorFields ... on MutationSavePinSuccess { data { entityId } } }
}`);
const BLOCK = graphql(`mutation PaidBlock($userId: String!) {
  blockUser(userId: $userId) { __typename ...DomainErrorFields }
}`);

interface Person {
  client: TestClient;
  id: string;
  username: string;
  board: TestBoard;
}

let seed = 55_000;
async function person(options: { brand?: string; secret?: boolean } = {}): Promise<Person> {
  const { client, user } = await newUser(app);
  if (options.brand) {
    await app.db
      .updateTable('users')
      .set({ is_partner: true, business_name: options.brand })
      .where('id', '=', user.id)
      .execute();
  }
  const board = await createBoard(client, {
    name: `Partnership board ${seed++}`,
    ...(options.secret ? { privacy: 'secret' as const } : {}),
  });
  return { client, id: user.id, username: user.username, board };
}

async function pinFor(maker: Person, input: Record<string, unknown> = {}, board = maker.board) {
  const image = await storeTestImage(app, seed++);
  const upload = await app.db
    .insertInto('media_uploads')
    .values({
      user_id: maker.id,
      kind: 'pinimage',
      source: 'upload',
      status: 'succeeded',
      image_id: image.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { createPin } = await maker.client.query(CREATE_PIN, {
    input: {
      boardId: board.entityId,
      mediaUploadId: upload.id,
      title: 'Linen set',
      link: 'https://shop.example/linen',
      ...input,
    },
  });
  return createPin;
}

async function madePin(maker: Person, input: Record<string, unknown> = {}, board = maker.board) {
  return succeeded(await pinFor(maker, input, board)).entityId;
}

async function requestsOf(client: TestClient) {
  return (await client.query(REQUESTS)).paidPartnershipRequests.edges.map((e) => e.node);
}

async function requestFor(brand: TestClient, pinId: string) {
  const request = (await requestsOf(brand)).find((r) => r.pin?.entityId === pinId);
  if (!request) throw new Error(`no request for pin ${pinId}`);
  return request;
}

async function answer(client: TestClient, requestId: string, how: 'APPROVE' | 'REJECT' | 'END') {
  return (await client.query(ANSWER, { requestId, answer: how })).answerPaidPartnership;
}

async function shown(client: TestClient, pinId: string) {
  const { pin } = await client.query(PIN, { id: pinId });
  if (!pin) throw new Error(`pin ${pinId} not shown`);
  return pin;
}

async function cardOf(client: TestClient, boardId: string, pinId: string) {
  const { board } = await client.query(BOARD_CARDS, { id: boardId });
  return board?.pins.edges.map((e) => e.node).find((p) => p.entityId === pinId);
}

async function block(client: TestClient, userId: string) {
  expect((await client.query(BLOCK, { userId })).blockUser.__typename).toBe('MutationBlockUserSuccess');
}

function refusal<T extends { __typename: string }>(result: T): Extract<T, { __typename: 'DomainError' }> {
  if (result.__typename !== 'DomainError') throw new Error(`expected a refusal, got ${result.__typename}`);
  return result as Extract<T, { __typename: 'DomainError' }>;
}

describe('a creator marks a pin and the brand answers', () => {
  it('shows "Paid partnership" while pending, names the brand once approved, on cards and the close-up', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Fernwood Linen' });
    const visitor = app.client();

    const created = succeeded(await pinFor(creator, { sponsorBrandId: brand.id, paidLink: true }));
    expect(created.paidLink).toBe(true);
    expect(created.paidPartnership).toEqual({ status: 0, brandName: null, label: 'Paid partnership' });

    expect(await cardOf(visitor, creator.board.entityId, created.entityId)).toMatchObject({
      paidLink: true,
      paidLabel: 'Paid partnership · Paid link',
      paidPartnership: { status: 0, brandName: null, label: 'Paid partnership' },
    });
    // The creator sees whom they asked; a visitor does not, until the brand approves.
    expect((await shown(creator.client, created.entityId)).paidPartnership?.brand?.username).toBe(
      brand.username,
    );
    expect((await shown(visitor, created.entityId)).paidPartnership?.brand).toBeNull();

    const request = await requestFor(brand.client, created.entityId);
    expect(request).toMatchObject({ status: 0, creator: { username: creator.username } });
    expect(succeeded(await answer(brand.client, request.id, 'APPROVE')).status).toBe(1);

    const approved = {
      status: 1,
      brandName: 'Fernwood Linen',
      label: 'Paid partnership with Fernwood Linen',
    };
    expect((await cardOf(visitor, creator.board.entityId, created.entityId))?.paidPartnership).toEqual(
      approved,
    );
    expect(await shown(visitor, created.entityId)).toMatchObject({
      paidLink: true,
      paidPartnership: { ...approved, brand: { username: brand.username } },
    });
  });

  it('a rejected request keeps the label without the name, and cannot be answered again', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Quarry Tiles' });
    const pinId = await madePin(creator, { sponsorBrandId: brand.id });
    const request = await requestFor(brand.client, pinId);
    expect(succeeded(await answer(brand.client, request.id, 'REJECT')).status).toBe(2);
    expect(refusal(await answer(brand.client, request.id, 'APPROVE')).message).toBe(SPONSOR_ALREADY_ANSWERED);
    expect(refusal(await answer(brand.client, request.id, 'END')).message).toBe(SPONSOR_NOT_APPROVED);
    expect((await shown(app.client(), pinId)).paidLabel).toBe('Paid partnership');
    expect((await shown(app.client(), pinId)).paidPartnership).toMatchObject({
      status: 2,
      brandName: null,
      label: 'Paid partnership',
    });
  });

  it('the brand ends an approval: status 3, no name', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Harbour Oils' });
    const pinId = await madePin(creator, { sponsorBrandId: brand.id });
    const request = await requestFor(brand.client, pinId);
    succeeded(await answer(brand.client, request.id, 'APPROVE'));
    expect(succeeded(await answer(brand.client, request.id, 'END')).status).toBe(3);
    expect((await shown(app.client(), pinId)).paidPartnership).toMatchObject({ status: 3, brandName: null });
  });

  it('the creator changes the brand (asked afresh) or removes the label, from the pin and its saves', async () => {
    const creator = await person();
    const first = await person({ brand: 'Olive Row' });
    const second = await person({ brand: 'Cedar Row' });
    const saver = await person();
    const pinId = await madePin(creator, { sponsorBrandId: first.id });
    succeeded(await answer(first.client, (await requestFor(first.client, pinId)).id, 'APPROVE'));

    const { savePin } = await saver.client.query(SAVE, { input: { pinId, boardId: saver.board.entityId } });
    const savedId = succeeded(savePin).entityId;
    expect((await shown(saver.client, savedId)).paidPartnership).toMatchObject({ brandName: 'Olive Row' });

    const { updatePin: changed } = await creator.client.query(UPDATE_PIN, {
      input: { pinId, sponsorBrandId: second.id },
    });
    expect(succeeded(changed).paidPartnership).toMatchObject({
      status: 0,
      brand: { username: second.username },
    });
    expect(await requestsOf(first.client)).toEqual([]);
    expect((await requestFor(second.client, pinId)).status).toBe(0);
    expect((await shown(saver.client, savedId)).paidPartnership).toMatchObject({
      status: 0,
      brandName: null,
    });

    const { updatePin: removed } = await creator.client.query(UPDATE_PIN, {
      input: { pinId, sponsorBrandId: '' },
    });
    expect(succeeded(removed).paidPartnership).toBeNull();
    expect((await shown(saver.client, savedId)).paidPartnership).toBeNull();
    expect(await requestsOf(second.client)).toEqual([]);
  });
});

describe('paid links', () => {
  it('a save keeps the paid link with the link, follows the maker, and loses it when its link is removed', async () => {
    const creator = await person();
    const saver = await person();
    const pinId = await madePin(creator);
    expect((await shown(creator.client, pinId)).paidLink).toBe(false);
    const { updatePin } = await creator.client.query(UPDATE_PIN, { input: { pinId, paidLink: true } });
    expect(succeeded(updatePin).paidLink).toBe(true);

    const { savePin } = await saver.client.query(SAVE, { input: { pinId, boardId: saver.board.entityId } });
    const savedId = succeeded(savePin).entityId;
    expect(await shown(saver.client, savedId)).toMatchObject({ paidLink: true, canSetPaidLabels: false });

    succeeded((await creator.client.query(UPDATE_PIN, { input: { pinId, paidLink: false } })).updatePin);
    expect((await shown(saver.client, savedId)).paidLink).toBe(false);
    succeeded((await creator.client.query(UPDATE_PIN, { input: { pinId, paidLink: true } })).updatePin);
    expect((await shown(saver.client, savedId)).paidLink).toBe(true);

    // The saver's own link: no longer the maker's paid link.
    succeeded(
      (await saver.client.query(UPDATE_PIN, { input: { pinId: savedId, link: 'https://saver.example/' } }))
        .updatePin,
    );
    expect((await shown(saver.client, savedId)).paidLink).toBe(false);
    const { savePin: again } = await saver.client.query(SAVE, {
      input: { pinId, boardId: saver.board.entityId },
    });
    const secondId = succeeded(again).entityId;
    expect((await shown(saver.client, secondId)).paidLink).toBe(true);
    succeeded((await saver.client.query(UPDATE_PIN, { input: { pinId: secondId, link: '' } })).updatePin);
    expect((await shown(saver.client, secondId)).paidLink).toBe(false);
    expect((await shown(saver.client, pinId)).paidLink).toBe(true);
  });

  it('needs a link', async () => {
    const creator = await person();
    const refused = refusal(await pinFor(creator, { link: null, paidLink: true }));
    expect(refused).toMatchObject({ message: PAID_LINK_NEEDS_LINK, field: 'paidLink' });
    const pins = await app.db.selectFrom('pins').select('id').where('pinner_id', '=', creator.id).execute();
    expect(pins).toEqual([]);
  });
});

describe('who may set labels and answer', () => {
  it('refuses a brand that is no business, the creator themselves, and one with a block, changing nothing', async () => {
    const creator = await person();
    const personal = await person();
    const blocked = await person({ brand: 'Blocked Brand' });
    await block(creator.client, blocked.id);
    const pinId = await madePin(creator);
    for (const [brandId, text] of [
      [personal.id, SPONSOR_NOT_A_BRAND],
      ['999999999', SPONSOR_NOT_A_BRAND],
      [creator.id, SPONSOR_NOT_SELF],
      [blocked.id, SPONSOR_BLOCKED],
    ] as const) {
      const { updatePin } = await creator.client.query(UPDATE_PIN, {
        input: { pinId, title: 'Renamed', sponsorBrandId: brandId },
      });
      expect(refusal(updatePin)).toMatchObject({ message: text, field: 'sponsorBrandId' });
    }
    // The title edit sent with the refused label did not land either.
    expect(await shown(creator.client, pinId)).toMatchObject({ title: 'Linen set', paidPartnership: null });
  });

  it("only the pin's maker sets labels: not a collaborator, not a saver on their save", async () => {
    const creator = await person();
    const collaborator = await person();
    const brand = await person({ brand: 'Moss & Co' });
    await addCollaborator(app, creator.board.entityId, collaborator.id);
    const pinId = await madePin(creator);
    const asCollaborator = await collaborator.client.query(UPDATE_PIN, { input: { pinId, paidLink: true } });
    expect(refusal(asCollaborator.updatePin).message).toBe(SPONSOR_OWNER_ONLY);
    expect((await shown(collaborator.client, pinId)).canSetPaidLabels).toBe(false);
    // Asking for what the pin already says is no change, so a collaborator's ordinary edit still works.
    const same = await collaborator.client.query(UPDATE_PIN, {
      input: { pinId, title: 'Edited', paidLink: false },
    });
    expect(succeeded(same.updatePin).title).toBe('Edited');

    const { savePin } = await collaborator.client.query(SAVE, {
      input: { pinId, boardId: collaborator.board.entityId },
    });
    const savedId = succeeded(savePin).entityId;
    const onSave = await collaborator.client.query(UPDATE_PIN, {
      input: { pinId: savedId, sponsorBrandId: brand.id },
    });
    expect(refusal(onSave.updatePin).message).toBe(SPONSOR_ORIGINAL_ONLY);
    expect(await requestsOf(brand.client)).toEqual([]);
  });

  it('only the brand answers; anyone else is told the request does not exist', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Tidewater' });
    const stranger = await person({ brand: 'Other Brand' });
    const pinId = await madePin(creator, { sponsorBrandId: brand.id });
    const request = await requestFor(brand.client, pinId);
    for (const client of [stranger.client, creator.client]) {
      expect(refusal(await answer(client, request.id, 'APPROVE')).message).toBe(SPONSOR_REQUEST_NOT_FOUND);
      expect(await requestsOf(client)).toEqual([]);
    }
    expect(refusal(await answer(brand.client, '999999999', 'APPROVE')).message).toBe(
      SPONSOR_REQUEST_NOT_FOUND,
    );
    const signedOut = await app.client().query(ANSWER, { requestId: request.id, answer: 'APPROVE' });
    expect(signedOut.answerPaidPartnership.__typename).toBe('DomainError');
    expect((await requestFor(brand.client, pinId)).status).toBe(0);
  });

  it('a pin on a secret board never shows in the brand’s list, and cannot be answered', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Hidden Gardens' });
    const secret = await createBoard(creator.client, { name: `Drafts ${seed++}`, privacy: 'secret' });
    const pinId = await madePin(creator, { sponsorBrandId: brand.id }, secret);
    expect(await requestsOf(brand.client)).toEqual([]);
    const row = await app.db
      .selectFrom('pin_sponsorships')
      .select('id')
      .where('pin_id', '=', pinId)
      .executeTakeFirstOrThrow();
    expect(refusal(await answer(brand.client, row.id, 'APPROVE')).message).toBe(SPONSOR_REQUEST_NOT_FOUND);
  });

  it('someone acting for a business sets labels on its pins and answers as the brand', async () => {
    const { client: owner } = await newUser(app);
    expect(
      (
        await owner.query(
          graphql(`mutation PaidConvert($input: ConvertToBusinessInput!) {
            convertToBusiness(input: $input) { __typename }
          }`),
          { input: { businessName: 'Saltmarsh Studio', website: 'saltmarsh.example', country: 'us' } },
        )
      ).convertToBusiness.__typename,
    ).toBe('MutationConvertToBusinessSuccess');
    const { createLinkedBusiness } = await owner.query(
      graphql(`mutation PaidCreateLinked($input: CreateLinkedBusinessInput!) {
        createLinkedBusiness(input: $input) {
          __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id } }
        }
      }`),
      { input: { businessName: 'Saltmarsh Goods', email: `goods${seed++}@saltmarsh.example` } },
    );
    const linkedId = succeeded(createLinkedBusiness).id;
    const acting = actingAs(app, owner, linkedId);
    // Acting for the business, they mark the business's own pin; as themselves they may not.
    const business: Person = {
      client: acting,
      id: linkedId,
      username: '',
      board: await createBoard(acting, { name: `Goods ${seed++}` }),
    };
    const ownPin = await madePin(business, { paidLink: true });
    expect(await shown(acting, ownPin)).toMatchObject({ paidLink: true, canSetPaidLabels: true });
    expect((await shown(owner, ownPin)).canSetPaidLabels).toBe(false);
    const asPerson = await owner.query(UPDATE_PIN, { input: { pinId: ownPin, paidLink: false } });
    expect(asPerson.updatePin.__typename).toBe('DomainError');
    expect((await shown(acting, ownPin)).paidLink).toBe(true);
    const creator = await person();
    const pinId = await madePin(creator, { sponsorBrandId: linkedId });

    // The person as themselves is not the brand; acting for it, they are.
    expect(await requestsOf(owner)).toEqual([]);
    const request = await requestFor(acting, pinId);
    expect(succeeded(await answer(acting, request.id, 'APPROVE')).status).toBe(1);
    expect((await shown(app.client(), pinId)).paidPartnership?.brandName).toBe('Saltmarsh Goods');
  });
});

describe('a brand that may not be named', () => {
  it('a suspended brand is not named (status 3), and named again once unsuspended', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Suspended Supply' });
    const pinId = await madePin(creator, { sponsorBrandId: brand.id });
    succeeded(await answer(brand.client, (await requestFor(brand.client, pinId)).id, 'APPROVE'));
    await app.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', brand.id).execute();
    const visitor = app.client();
    expect((await shown(visitor, pinId)).paidPartnership).toMatchObject({ status: 3, brandName: null });
    expect((await cardOf(visitor, creator.board.entityId, pinId))?.paidPartnership).toMatchObject({
      status: 3,
      brandName: null,
      label: 'Paid partnership',
    });
    await app.db.updateTable('users').set({ suspended_at: null }).where('id', '=', brand.id).execute();
    expect((await shown(visitor, pinId)).paidPartnership?.brandName).toBe('Suspended Supply');
  });

  it('a viewer with a block with the brand does not see its name; a block with the creator ends it', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Lantern Works' });
    const reader = await person();
    const pinId = await madePin(creator, { sponsorBrandId: brand.id });
    succeeded(await answer(brand.client, (await requestFor(brand.client, pinId)).id, 'APPROVE'));
    await block(reader.client, brand.id);
    expect((await cardOf(reader.client, creator.board.entityId, pinId))?.paidPartnership).toMatchObject({
      brandName: null,
      label: 'Paid partnership',
    });
    expect((await shown(app.client(), pinId)).paidPartnership?.brandName).toBe('Lantern Works');

    await block(brand.client, creator.id);
    expect((await shown(app.client(), pinId)).paidPartnership).toMatchObject({ status: 3, brandName: null });
  });

  it('brand search offers business accounts only, never the viewer or someone with a block', async () => {
    const creator = await person();
    const tag = `zq${seed++}`;
    const listed = await person({ brand: `${tag} Pottery` });
    const blocked = await person({ brand: `${tag} Glass` });
    const suspended = await person({ brand: `${tag} Iron` });
    await person();
    await app.db
      .updateTable('users')
      .set({ full_name: `${tag} Person` })
      .where('id', '=', creator.id)
      .execute();
    await app.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', suspended.id)
      .execute();
    await block(blocked.client, creator.id);
    const { brandSearch } = await creator.client.query(BRAND_SEARCH, { query: tag });
    expect(brandSearch.map((u) => u.entityId)).toEqual([listed.id]);
    const { brandSearch: byUsername } = await creator.client.query(BRAND_SEARCH, { query: listed.username });
    expect(byUsername.map((u) => u.entityId)).toEqual([listed.id]);
  });
});

describe('the REST shim and /v5', () => {
  const form = (options: object) => new URLSearchParams({ data: JSON.stringify({ options }) });
  const put = (client: TestClient, options: object) =>
    client.request('PUT', '/resource/PinResource/update/', form(options), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  type LegacyPin = {
    is_affiliate_link: boolean;
    sponsorship: { status: number; sponsor: { id: string; full_name: string } | null } | null;
  };

  it('PinResource update sets is_affiliate_link and sponsor_id; the pin JSON carries them', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Copper Kettle' });
    const pinId = await madePin(creator);
    const edited = await restJson<LegacyPin>(
      await put(creator.client, { id: pinId, is_affiliate_link: true, sponsor_id: brand.id }),
    );
    expect(edited.body).toMatchObject({
      status: 'success',
      data: { is_affiliate_link: true, sponsorship: { status: 0, sponsor: null } },
    });
    succeeded(await answer(brand.client, (await requestFor(brand.client, pinId)).id, 'APPROVE'));
    const read = await restJson<LegacyPin>(await app.client().get(`/v3/pins/${pinId}/`));
    expect(read.body).toMatchObject({
      status: 'success',
      data: {
        is_affiliate_link: true,
        sponsorship: { status: 1, sponsor: { id: brand.id, full_name: 'Copper Kettle' } },
      },
    });
    const refused = await restJson(await put(brand.client, { id: pinId, sponsor_id: '' }));
    expect(refused.status).toBe(403);
  });

  it('/v5 pin create asks the sponsor_id business for a paid partnership', async () => {
    const creator = await person();
    const brand = await person({ brand: 'Birch Lane' });
    const { secret } = await issueApiToken(app.db, {
      userId: creator.id,
      name: 'test',
      scopes: ['pins:read', 'pins:write', 'boards:read', 'boards:write'],
      expiresAt: null,
    });
    const png = (await pngBuffer(seed++)).toString('base64');
    const response = await fetch(`${app.baseUrl}/v5/pins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        board_id: creator.board.entityId,
        title: 'Birch bowls',
        link: 'https://shop.example/bowls',
        sponsor_id: brand.id,
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: png },
      }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect((await requestFor(brand.client, body.id)).status).toBe(0);
    expect((await shown(app.client(), body.id)).paidLabel).toBe('Paid partnership');
  });
});
