import { type Kysely, sql } from 'kysely';

// A copy of core/hashtags.ts's pattern: migrations import no app code, so a later change to the rule does not
// rewrite history. A hashtag is # followed by characters other than spaces and punctuation.
const HASHTAG = /#([^\s\p{P}\p{S}]+)/gu;

function tagsOf(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of text.matchAll(HASHTAG)) {
    const display = match[1]!.slice(0, 100);
    const tag = display.toLowerCase();
    if (!tags.has(tag)) tags.set(tag, display);
  }
  return tags;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Every hashtag used in a pin's title or description, with how many pins on public boards use it (the
  // autocomplete's pin_count); secret and protected boards count for nothing, so their tags never
  // show up in anyone's suggestions.
  await db.schema
    .createTable('hashtags')
    .addColumn('tag', 'text', (c) => c.primaryKey())
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index hashtags_prefix_idx on hashtags (tag text_pattern_ops)`.execute(db);
  await db.schema
    .createTable('pin_hashtags')
    .addColumn('pin_id', 'bigint', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull().references('hashtags.tag'))
    .addPrimaryKeyConstraint('pin_hashtags_pk', ['pin_id', 'tag'])
    .execute();
  await sql`create index pin_hashtags_tag_idx on pin_hashtags (tag)`.execute(db);

  // The pins saved before hashtags were indexed, a batch at a time.
  let after = '0';
  for (;;) {
    const pins: { id: string; title: string; description: string }[] = await db
      .selectFrom('pins')
      .select(['id', 'title', 'description'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('description', 'like', '%#%'), eb('title', 'like', '%#%')]))
      .orderBy('id')
      .limit(2000)
      .execute();
    if (pins.length === 0) break;
    after = pins[pins.length - 1]!.id;
    const displays = new Map<string, string>();
    const rows: { pin_id: string; tag: string }[] = [];
    for (const pin of pins) {
      for (const [tag, display] of tagsOf(`${pin.title} ${pin.description}`)) {
        if (!displays.has(tag)) displays.set(tag, display);
        rows.push({ pin_id: pin.id, tag });
      }
    }
    if (rows.length === 0) continue;
    await db
      .insertInto('hashtags')
      .values([...displays].map(([tag, display]) => ({ tag, display })))
      .onConflict((oc) => oc.column('tag').doNothing())
      .execute();
    await db.insertInto('pin_hashtags').values(rows).execute();
  }
  await sql`
    update hashtags set pin_count = counted.n
    from (
      select ph.tag, count(*)::int as n
      from pin_hashtags ph
      join pins p on p.id = ph.pin_id
      join boards b on b.id = p.board_id
      where b.privacy = 'public'
      group by ph.tag
    ) counted
    where hashtags.tag = counted.tag
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pin_hashtags').execute();
  await db.schema.dropTable('hashtags').execute();
}
