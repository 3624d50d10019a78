import type { Advisory } from '../../core/advisories';
import { isSearchScope, SEARCH_SCOPES, type SearchScope } from '../../core/search';
import { readSearchFilters } from '../../core/searchState';
import type { KeysetPage } from '../db/keyset';
import { searchAdvisory } from '../domain/advisories';
import { validationError } from '../domain/errors';
import { loadPinCards } from '../domain/pins';
import { searchBoardsInScope, searchPinsInScope, searchUsers, typeahead } from '../domain/search';
import { correctedPinSearch } from '../domain/searchSpelling';
import { flagOf, listOf, ownField, textOf } from './fields';
import { keysetPage, pageSizeOf } from './page';
import type { ResourceOptions, ResourceTable } from './resourceTypes';
import { boardsJson, pinsJson, userJson } from './serializers';

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
  const scope = textOf(options, key) || 'pins';
  if (!isSearchScope(scope))
    throw validationError(`Search scope must be one of ${SEARCH_SCOPES.join(', ')}.`, key);
  return scope;
}

const TRUE_VALUES: readonly unknown[] = [true, 1, 'true', '1'];

/**
 * `commerce_only` turns any scope but the shop tool into buyable pins, as in a search address, where a value
 * other than true or 1 is ignored rather than refused.
 */
function resultScopeOf(options: ResourceOptions): SearchScope {
  const scope = scopeOf(options, 'scope');
  return TRUE_VALUES.includes(ownField(options, 'commerce_only')) && scope !== 'shop_tool'
    ? 'buyable_pins'
    : scope;
}

/** One page of results plus the bookmark that asks for the next (null on the last page). */
async function page<Row extends { id: string; search_rank: number }, Json>(
  options: ResourceOptions,
  load: (page: KeysetPage) => Promise<Row[]>,
  toJson: (rows: Row[]) => Promise<Json[]>,
) {
  const { items, bookmark } = await keysetPage(
    {
      size: pageSizeOf(textOf(options, 'page_size')),
      bookmark: listOf(options, 'bookmarks')[0] ?? null,
    },
    load,
    (row) => row.search_rank,
  );
  return { results: await toJson(items), bookmark };
}

/** The request options that narrow a pin search, read as the search page reads its address. */
const FILTER_OPTIONS = ['filters', 'colors', 'domains', 'user', 'price_min', 'price_max', 'on_sale'];

export const searchResources: ResourceTable = {
  /**
   * The base search resource: with `term`, the typeahead (items and hint); with `query`, a page of
   * results in the scope, `bookmarks` carrying on from the previous page. A pin search that was corrected
   * says to what in `corrected_query`; `auto_correction_disabled` searches exactly the query.
   */
  BaseSearchResource: {
    get: async (ctx, o) => {
      const term = textOf(o, 'term');
      if (term || 'term' in o) {
        const count = Number(textOf(o, 'count') || 5);
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
      const query = textOf(o, 'query');
      const scope = resultScopeOf(o);
      const advisory = advisoryJson(searchAdvisory(ctx, query));
      if (scope === 'boards')
        return {
          ...(await page(
            o,
            (p) => searchBoardsInScope(ctx, scope, query, p),
            (rows) => boardsJson(ctx, rows),
          )),
          advisory,
        };
      if (scope === 'users')
        return {
          ...(await page(
            o,
            (p) => searchUsers(ctx, query, p),
            (rows) => Promise.all(rows.map((user) => userJson(ctx, user))),
          )),
          advisory,
        };
      const filters = readSearchFilters(
        new URLSearchParams(FILTER_OPTIONS.map((name) => [name, textOf(o, name)])),
      );
      // A misspelt search answers the corrected one's pins, naming it in corrected_query (null otherwise).
      const correctedQuery = flagOf(o, 'auto_correction_disabled')
        ? null
        : await correctedPinSearch(ctx, scope, query, filters);
      return {
        ...(await page(
          o,
          (p) => searchPinsInScope(ctx, scope, correctedQuery ?? query, p, filters),
          async (rows) => {
            await loadPinCards(ctx, rows);
            return pinsJson(ctx, rows);
          },
        )),
        advisory,
        corrected_query: correctedQuery,
      };
    },
  },
};
