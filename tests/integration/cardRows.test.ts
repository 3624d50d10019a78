import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_COLUMNS } from '../../server/db/tables/users';
import type { Viewer } from '../../server/domain/context';
import { cardRowsOf, withCardRows } from '../../server/domain/pinCards';
import { listBoardPins } from '../../server/domain/pins';
import { newUser } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

// A page of cards reads each table's row as one JSON text (server/db/columns.ts): what comes out must be the very
// row the table gives through the driver — ids and decimals as text, counts as numbers, timestamps as the same
// instants, text with quotes, backslashes, line breaks and emoji unchanged, and null where an outer join found none.

let app: TestApp;
let owner: Viewer;
let guest: Viewer;
let boardId: string;

/** Text a JSON round trip must keep: quotes, a backslash, control characters, a line separator, emoji. */
const AWKWARD = 'Tulips "quoted" \\ back\\slash\nnew line\ttab \u2028 📌 ünïcödé \'single\'';

async function image(seed: number): Promise<string> {
  const row = await app.db
    .insertInto('images')
    .values({
      signature: `${seed.toString(16).padStart(8, '0')}${'cd'.repeat(12)}`,
      width: 400 + seed,
      height: 600,
      format: 'jpg',
      byte_size: 1234 + seed,
      dominant_color: '#aabbcc',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
  owner = (await newUser(app, { fullName: 'Olga Owner' })).user;
  guest = (await newUser(app, { fullName: 'Gus Guest' })).user;
  // The owner has a picture, a verified address to the microsecond and a business; the guest has neither.
  await app.db
    .updateTable('users')
    .set({
      image_id: await image(1),
      full_name: AWKWARD,
      about: AWKWARD,
      email_verified_at: new Date('2026-03-04T05:06:07.890Z'),
      is_partner: true,
      business_name: 'Tulip & Co',
    })
    .where('id', '=', owner.id)
    .execute();
  await app.db
    .updateTable('users')
    .set({ email_verification_sent_at: null, email_verified_at: null })
    .where('id', '=', guest.id)
    .execute();
  const board = await app.db
    .insertInto('boards')
    .values({ owner_id: owner.id, name: AWKWARD, slug: 'tulips', privacy: 'public', description: AWKWARD })
    .returning('id')
    .executeTakeFirstOrThrow();
  boardId = board.id;
  const section = await app.db
    .insertInto('board_sections')
    .values({ board_id: boardId, title: AWKWARD, slug: 'awkward', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('pins')
    .values([
      // The owner's product pin in a section, with a link (its host is computed by Postgres).
      {
        board_id: boardId,
        section_id: section.id,
        pinner_id: owner.id,
        image_id: await image(2),
        source_pin_id: null,
        title: AWKWARD,
        description: AWKWARD,
        link: 'https://www.Example.com/tulips?a=1',
        color: '#102030',
        price: '19.90',
        original_price: '123456789012.45',
        currency: 'EUR',
        availability: 'in_stock',
      },
      // Saved by someone else (the pinner's own row), no section, no link, no price.
      {
        board_id: boardId,
        section_id: null,
        pinner_id: guest.id,
        image_id: await image(3),
        source_pin_id: null,
        title: '',
        link: null,
        color: null,
        paid_link: true,
      },
    ])
    .execute();
  // Microseconds Postgres keeps and a Date does not: both readers must drop them the same way.
  await app.db
    .updateTable('pins')
    .set({ created_at: new Date('2025-12-31T23:59:59.999Z') })
    .where('board_id', '=', boardId)
    .execute();
});

afterAll(async () => {
  await app?.close();
});

async function tableRows(pinIds: readonly string[]) {
  const pins = await app.db.selectFrom('pins').selectAll().where('id', 'in', pinIds).execute();
  const boards = await app.db.selectFrom('boards').selectAll().execute();
  const users = await app.db.selectFrom('users').select(USER_COLUMNS).execute();
  const images = await app.db.selectFrom('images').selectAll().execute();
  const sections = await app.db.selectFrom('board_sections').selectAll().execute();
  const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    pins: byId(pins),
    boards: byId(boards),
    users: byId(users),
    images: byId(images),
    sections: byId(sections),
  };
}

describe('a card page’s rows', () => {
  it('are the rows each table gives, on either database', async () => {
    const ctx = app.context(owner);
    const query = ctx.db
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .selectAll('pins')
      .where('pins.board_id', '=', boardId);
    const cards = cardRowsOf(await withCardRows(ctx, query, null).execute());
    expect(cards).toHaveLength(2);
    const tables = await tableRows(cards.map((card) => card.pin.id));
    for (const card of cards) {
      expect(card.pin).toStrictEqual(tables.pins.get(card.pin.id));
      expect(card.board).toStrictEqual(tables.boards.get(boardId));
      expect(card.owner).toStrictEqual(tables.users.get(owner.id));
      expect(card.pinner).toStrictEqual(tables.users.get(card.pin.pinner_id));
      expect(card.image).toStrictEqual(tables.images.get(card.pin.image_id));
      const avatarId = tables.users.get(card.pin.pinner_id)?.image_id;
      expect(card.avatar).toStrictEqual(avatarId ? tables.images.get(avatarId) : null);
      expect(card.section).toStrictEqual(
        card.pin.section_id ? tables.sections.get(card.pin.section_id) : null,
      );
    }
    const product = cards.find((card) => card.pin.price !== null);
    expect(product?.pin).toMatchObject({
      price: '19.90',
      original_price: '123456789012.45',
      link_host: 'example.com',
    });
    expect(product?.owner.about).toBe(AWKWARD);
    const saved = cards.find((card) => card.pin.pinner_id === guest.id);
    expect(saved?.pinner.id).toBe(guest.id);
    expect(saved?.avatar).toBeNull();
    expect(saved?.pin.paid_link).toBe(true);
  });

  it('give a compiled list page the same pins', async () => {
    const pins = await listBoardPins(app.context(null), boardId, { limit: 10, inverted: false });
    const tables = await tableRows(pins.map((pin) => pin.id));
    expect(pins).toHaveLength(2);
    for (const pin of pins) expect(pin).toStrictEqual(tables.pins.get(pin.id));
  });
});
