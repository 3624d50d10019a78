import type { Advisory } from '../../core/advisories';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/constants';
import { isSearchScope, type SearchScope } from '../../core/search';
import { keysetCursor } from '../db/keyset';
import { searchAdvisory } from '../domain/advisories';
import { loadBoards } from '../domain/boards';
import type { RequestContext } from '../domain/context';
import { validationError } from '../domain/errors';
import { searchBoards, searchPins, searchUsers, typeahead } from '../domain/search';
import { optionList, optionText, type ResourceOptions, type ResourceTable } from './resourceTypes';
import { boardsJson, pinJson, userJson } from './serializers';

/** The advisory in the legacy shape (its notice under advisory_details). */
function advisoryJson(advisory: Advisory | null) {
  if (!advisory) return null;
  const { notice } = advisory;
  return {
    advisory: advisory.advisory,
    severity: advisory.severity,
    advisory_type: advisory.advisoryType,
    resource_country: advisory.resourceCountry,
    advisory_details: {
      style: notice.style,
      title: notice.title,
      description: { text: notice.description, text_tags: notice.textTags },
      actions: notice.actions.map((action) => ({ button_text: action.text, link: action.link })),
      footer: notice.footer ? { text: notice.footer.text, link: notice.footer.link } : null,
    },
  };
}

function scopeOf(options: ResourceOptions, key: string): SearchScope {
  const scope = optionText(options, key) || 'pins';
  if (!isSearchScope(scope)) throw validationError(`Search scope must be one of pins, boards or users.`, key);
  return scope;
}

/** One page of results plus the bookmark that asks for the next (null on the last page). */
async function page<Row extends { id: string; search_rank: number }, Json>(
  options: ResourceOptions,
  load: (page: { after: string | null; limit: number; inverted: false }) => Promise<Row[]>,
  toJson: (rows: Row[]) => Promise<Json[]>,
) {
  const asked = Number(optionText(options, 'page_size') || DEFAULT_PAGE_SIZE);
  const size = Number.isFinite(asked)
    ? Math.max(1, Math.min(Math.trunc(asked), MAX_PAGE_SIZE))
    : DEFAULT_PAGE_SIZE;
  const rows = await load({
    after: optionList(options, 'bookmarks')[0] ?? null,
    limit: size + 1,
    inverted: false,
  });
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    results: await toJson(shown),
    bookmark: rows.length > size && last ? keysetCursor(last.search_rank, last.id) : null,
  };
}

async function pinResults(ctx: RequestContext, pins: Awaited<ReturnType<typeof searchPins>>) {
  const boards = await loadBoards(
    ctx,
    pins.map((pin) => pin.board_id),
  );
  return Promise.all(pins.map((pin, i) => pinJson(ctx, pin, boards[i] ?? null)));
}

export const searchResources: ResourceTable = {
  /**
   * The base search resource: with `term`, the typeahead (items and hint); with `query`, a page of
   * results in the scope, `bookmarks` carrying on from the previous page.
   */
  BaseSearchResource: {
    get: async (ctx, o) => {
      const term = optionText(o, 'term');
      if (term || 'term' in o) {
        const count = Number(optionText(o, 'count') || 5);
        const result = await typeahead(ctx, term, scopeOf(o, 'pin_scope'), count);
        return {
          items: await Promise.all(
            result.items.map(async (item) =>
              item.kind === 'query'
                ? { type: 'query', query: item.query }
                : { type: 'user', user: await userJson(ctx, item.user) },
            ),
          ),
          hint: result.hint,
        };
      }
      const query = optionText(o, 'query');
      const scope = scopeOf(o, 'scope');
      const advisory = advisoryJson(searchAdvisory(ctx, query));
      if (scope === 'boards')
        return {
          ...(await page(
            o,
            (p) => searchBoards(ctx, query, p),
            (rows) => boardsJson(ctx, rows),
          )),
          advisory,
        };
      if (scope === 'users')
        return {
          ...(await page(
            o,
            (p) => searchUsers(ctx, query, p),
            (rows) => Promise.all(rows.map((u) => userJson(ctx, u))),
          )),
          advisory,
        };
      return {
        ...(await page(
          o,
          (p) => searchPins(ctx, query, p),
          (rows) => pinResults(ctx, rows),
        )),
        advisory,
      };
    },
  },
};
