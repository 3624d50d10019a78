import { sql } from 'kysely';
import { type SectionNameSource, sectionNameError } from '../../core/sectionName';
import { slugify } from '../../core/slug';
import { prefixedColumns, rowPart, SECTION_COLUMNS } from '../db/columns';
import type { Tx } from '../db/database';
import { entityIds, isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import { prepared } from '../db/preparedStatements';
import type { SectionRow } from '../db/tables/boardSections';
import { boardVisibleTo } from '../db/visibility';
import { boardReaderOf, contentWriterOf } from './apiTokens';
import { claimBoard } from './boardActions';
import { boardForWrite, boardHeaderColumns, primeBoardHeader } from './boards';
import type { RequestContext } from './context';
import { DomainError, notFound, validationError } from './errors';

/** Sections are listed in the order the board's people arranged them (new ones go last). */
export const SECTION_ORDER: KeysetOrder = {
  sort: 'board_sections.position',
  id: 'board_sections.id',
  sortType: 'integer',
  direction: 'asc',
};

/** Sections by id, in the order asked, with null for any on a board the viewer may not see. */
export async function loadSections(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<(SectionRow | null)[]> {
  const valid = entityIds(ids);
  if (valid.length === 0) return ids.map(() => null);
  const readerId = boardReaderOf(ctx);
  const rows = await ctx.db
    .selectFrom('board_sections')
    .innerJoin('boards', 'boards.id', 'board_sections.board_id')
    .selectAll('board_sections')
    .where('board_sections.id', 'in', valid)
    .where((eb) => boardVisibleTo(eb, readerId))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** A board's sections in the order they were made; empty when the board is not visible to the viewer. */
export async function listBoardSections(
  ctx: RequestContext,
  boardId: string,
  page: KeysetPage,
): Promise<SectionRow[]> {
  if (!isEntityId(boardId)) return [];
  const readerId = boardReaderOf(ctx);
  // Prepared: every board page runs it, and its plan (the board's sections by position) fits any board.
  const query = prepared(ctx.db.selectFrom('board_sections'))
    .innerJoin('boards', 'boards.id', 'board_sections.board_id')
    .selectAll('board_sections')
    .where('board_sections.board_id', '=', boardId)
    .where((eb) => boardVisibleTo(eb, readerId));
  return applyKeyset(query, SECTION_ORDER, page).execute();
}

export async function sectionBySlug(
  ctx: RequestContext,
  boardId: string,
  slug: string,
): Promise<SectionRow | null> {
  if (!isEntityId(boardId)) return null;
  const readerId = boardReaderOf(ctx);
  const row: Record<string, unknown> | undefined = await ctx.db
    .selectFrom('board_sections')
    .innerJoin('boards', 'boards.id', 'board_sections.board_id')
    .innerJoin('users', 'users.id', 'boards.owner_id')
    .leftJoin('images as owner_avatars', 'owner_avatars.id', 'users.image_id')
    .select(prefixedColumns('board_sections', 'section', SECTION_COLUMNS))
    .select(boardHeaderColumns())
    .where('board_sections.board_id', '=', boardId)
    .where('board_sections.slug', '=', slug.toLowerCase())
    .where((eb) => boardVisibleTo(eb, readerId))
    .executeTakeFirst();
  const section = row ? rowPart<SectionRow>(row, 'section', SECTION_COLUMNS) : null;
  if (!row || !section) return null;
  // The section page shows its board's header beside the pins.
  primeBoardHeader(ctx, row);
  return section;
}

export interface CreateSectionInput {
  boardId: string;
  name: string;
  nameSource?: SectionNameSource;
  /** Pins already on the board to move into the new section. */
  initialPinIds?: string[];
}

/** Adds a section to a board the viewer owns or collaborates on; the name is trimmed and must be unique there. */
export async function createSection(ctx: RequestContext, input: CreateSectionInput): Promise<SectionRow> {
  const title = input.name.trim().replace(/\s+/g, ' ');
  const nameError = sectionNameError(title);
  if (nameError) throw validationError(nameError, 'name');
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForWrite(tx, ctx, input.boardId, 'boards');
    await claimBoard(tx, board.id, 'section');
    const existing = await tx
      .selectFrom('board_sections')
      .select(['slug', 'title', 'position'])
      .where('board_id', '=', board.id)
      .execute();
    if (existing.some((s) => s.title.toLowerCase() === title.toLowerCase())) {
      throw new DomainError('CONFLICT', 'Section already exists', {
        messageDetail: `This board already has a section called "${title}".`,
        field: 'name',
      });
    }
    const slugs = new Set(existing.map((s) => s.slug));
    const base = slugify(title, 'section');
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const section = await tx
      .insertInto('board_sections')
      .values({
        board_id: board.id,
        title,
        slug,
        name_source: input.nameSource ?? 0,
        position: Math.max(0, ...existing.map((s) => s.position)) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('boards')
      .set({ section_count: sql`section_count + 1`, board_order_modified_at: ctx.now() })
      .where('id', '=', board.id)
      .execute();
    const initial = (input.initialPinIds ?? []).filter((id) => isEntityId(id));
    if (initial.length === 0) return section;
    const moved = await tx
      .updateTable('pins')
      .set({ section_id: section.id })
      .where('board_id', '=', board.id)
      .where('id', 'in', initial)
      .returning(['id', 'section_id'])
      .execute();
    if (moved.length !== new Set(initial).size) throw notFound('Pin');
    // Pins leaving other sections of the board: their counts follow.
    await tx
      .updateTable('board_sections')
      .set({
        pin_count: sql`(select count(*)::integer from pins where pins.section_id = board_sections.id)`,
      })
      .where('board_id', '=', board.id)
      .execute();
    return tx.selectFrom('board_sections').selectAll().where('id', '=', section.id).executeTakeFirstOrThrow();
  });
}

/** Loads a section and its board for a change by one of the board's people, locking the board row. */
async function sectionForWrite(tx: Tx, ctx: RequestContext, sectionId: string): Promise<SectionRow> {
  if (!isEntityId(sectionId)) throw notFound('section');
  // A section of a board the viewer may not see is missing to them: the same answer as an id that does not
  // exist, so a stranger cannot learn that a secret board has this section (tests/integration/privacyMatrix.test.ts).
  const section = await tx
    .selectFrom('board_sections')
    .innerJoin('boards', 'boards.id', 'board_sections.board_id')
    .selectAll('board_sections')
    .where('board_sections.id', '=', sectionId)
    .where((eb) => boardVisibleTo(eb, contentWriterOf(ctx, 'boards')))
    .executeTakeFirst();
  if (!section) throw notFound('section');
  await boardForWrite(tx, ctx, section.board_id, 'boards');
  await claimBoard(tx, section.board_id, 'section');
  return section;
}

/** Renames a section (owner or collaborator); the name follows the same rules as a new section's. */
export async function renameSection(
  ctx: RequestContext,
  sectionId: string,
  name: string,
): Promise<SectionRow> {
  const title = name.trim().replace(/\s+/g, ' ');
  const nameError = sectionNameError(title);
  if (nameError) throw validationError(nameError, 'name');
  return ctx.db.transaction().execute(async (tx) => {
    const section = await sectionForWrite(tx, ctx, sectionId);
    const clash = await tx
      .selectFrom('board_sections')
      .select('id')
      .where('board_id', '=', section.board_id)
      .where('id', '!=', section.id)
      .where(sql<string>`lower(title)`, '=', title.toLowerCase())
      .executeTakeFirst();
    if (clash) {
      throw new DomainError('CONFLICT', 'Section already exists', {
        messageDetail: `This board already has a section called "${title}".`,
        field: 'name',
      });
    }
    const slugs = new Set(
      (
        await tx
          .selectFrom('board_sections')
          .select('slug')
          .where('board_id', '=', section.board_id)
          .where('id', '!=', section.id)
          .execute()
      ).map((r) => r.slug),
    );
    const base = slugify(title, 'section');
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    return tx
      .updateTable('board_sections')
      .set({ title, slug })
      .where('id', '=', section.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes a section; its pins stay on the board, outside any section. */
export async function deleteSection(ctx: RequestContext, sectionId: string): Promise<string> {
  return ctx.db.transaction().execute(async (tx) => {
    const section = await sectionForWrite(tx, ctx, sectionId);
    await tx.updateTable('pins').set({ section_id: null }).where('section_id', '=', section.id).execute();
    await tx.deleteFrom('board_sections').where('id', '=', section.id).execute();
    await tx
      .updateTable('boards')
      .set({ section_count: sql`section_count - 1`, board_order_modified_at: ctx.now() })
      .where('id', '=', section.board_id)
      .execute();
    return section.id;
  });
}

/** Puts a board's sections in the given order; every section of the board must be named exactly once. */
export async function reorderSections(
  ctx: RequestContext,
  boardId: string,
  sectionIds: string[],
): Promise<SectionRow[]> {
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForWrite(tx, ctx, boardId, 'boards');
    await claimBoard(tx, board.id, 'section');
    const current = await tx
      .selectFrom('board_sections')
      .select('id')
      .where('board_id', '=', board.id)
      .execute();
    const known = new Set(current.map((s) => s.id));
    if (
      sectionIds.length !== known.size ||
      new Set(sectionIds).size !== known.size ||
      !sectionIds.every((id) => known.has(id))
    ) {
      throw validationError('List every section of the board once to reorder them.');
    }
    for (const [index, id] of sectionIds.entries()) {
      await tx
        .updateTable('board_sections')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    return tx
      .selectFrom('board_sections')
      .selectAll()
      .where('board_id', '=', board.id)
      .orderBy('position')
      .execute();
  });
}
