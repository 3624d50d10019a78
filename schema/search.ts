import { COLOR_FAMILIES } from '../core/colorFamily';
import { SEARCH_SCOPES } from '../core/search';
import { BOARD_SEARCH_SCOPES, PIN_SEARCH_SCOPES } from '../core/searchScopes';
import { MEDIA_TYPES, normalizeSearchFilters, POSTED_WITHIN } from '../core/searchState';
import type { UserRow } from '../server/db/tables/users';
import { loadPinCards } from '../server/domain/pins';
import {
  searchBoardsInScope,
  searchPinsInScope,
  searchUsers,
  type TypeaheadItem,
  typeahead,
} from '../server/domain/search';
import { correctedPinSearch } from '../server/domain/searchSpelling';
import { builder } from './builder';
import { keysetConnection } from './pagination';
import { BoardRef, PinRef, UserRef } from './refs';

const SearchScopeEnum = builder.enumType('SearchScope', { values: SEARCH_SCOPES });
const PinSearchScopeEnum = builder.enumType('PinSearchScope', { values: PIN_SEARCH_SCOPES });
const BoardSearchScopeEnum = builder.enumType('BoardSearchScope', { values: BOARD_SEARCH_SCOPES });
const MediaTypeEnum = builder.enumType('SearchMediaType', { values: MEDIA_TYPES });
const PostedWithinEnum = builder.enumType('SearchPostedWithin', { values: POSTED_WITHIN });
const ColorFamilyEnum = builder.enumType('ColorFamily', { values: COLOR_FAMILIES });

const SearchFiltersInput = builder.inputType('SearchFiltersInput', {
  description: 'What narrows a pin search; every field left out means no filter.',
  fields: (t) => ({
    mediaType: t.field({ type: MediaTypeEnum, description: 'Pictures only, or videos only.' }),
    postedWithin: t.field({ type: PostedWithinEnum, description: 'Pins saved within the last day … year.' }),
    colors: t.field({
      type: [ColorFamilyEnum],
      description: "The picture's main colour is in one of these.",
    }),
    domains: t.stringList({
      description: 'Pins linking to these sites (their subdomains too); what is not a site name is ignored.',
    }),
    user: t.string({ description: 'Pins this person (by username) saved.' }),
    priceMin: t.float({
      description:
        'In the shopping scopes (buyable_pins, shop_tool): a price at least this, in each pin’s own currency.',
    }),
    priceMax: t.float({
      description: 'In the shopping scopes: a price at most this, in each pin’s own currency.',
    }),
    onSale: t.boolean({
      description: 'In the shopping scopes: only products priced below their original price.',
    }),
  }),
});

const TypeaheadKindEnum = builder.enumType('TypeaheadItemKind', {
  values: { QUERY: { value: 'query' }, USER: { value: 'user' } } as const,
});

const TypeaheadItemRef = builder.objectRef<TypeaheadItem>('TypeaheadItem').implement({
  description: 'A suggestion while typing a search: a search to run (query), or a person to visit (user).',
  fields: (t) => ({
    kind: t.field({ type: TypeaheadKindEnum, resolve: (item) => item.kind }),
    query: t.string({ nullable: true, resolve: (item) => (item.kind === 'query' ? item.query : null) }),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (item): UserRow | null => (item.kind === 'user' ? item.user : null),
    }),
  }),
});

const TypeaheadRef = builder
  .objectRef<{ items: TypeaheadItem[]; hint: string | null }>('Typeahead')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TypeaheadItemRef], resolve: (result) => result.items }),
      hint: t.exposeString('hint', {
        nullable: true,
        description: 'The first suggested search that continues the typed text.',
      }),
    }),
  });

builder.queryField('typeahead', (t) =>
  t.field({
    type: TypeaheadRef,
    description: 'Search suggestions for a partly typed term (none for an empty term).',
    args: {
      term: t.arg.string({ required: true }),
      scope: t.arg({ type: SearchScopeEnum, defaultValue: 'pins' }),
      count: t.arg.int({ defaultValue: 5 }),
    },
    resolve: (_, args, ctx) => typeahead(ctx, args.term, args.scope ?? 'pins', args.count ?? undefined),
  }),
);

builder.queryField('searchPins', (t) =>
  t.connection(
    {
      type: PinRef,
      description:
        'Pins whose title or description has every word of the query (as word prefixes), most relevant first. ' +
        'When the query finds almost nothing in the pins or videos scope and a close spelling of it finds more, ' +
        'the pins of that spelling, named in correctedQuery (unless autoCorrectionDisabled). ' +
        'my_pins and my_content need a signed-in viewer; buyable_pins and shop_tool list product pins only (the ' +
        'price filters act there); idea_pins has no pins here.',
      args: {
        query: t.arg.string({ required: true }),
        scope: t.arg({ type: PinSearchScopeEnum, defaultValue: 'pins' }),
        filters: t.arg({ type: SearchFiltersInput }),
        autoCorrectionDisabled: t.arg.boolean({
          defaultValue: false,
          description: 'Search exactly the query, never a corrected spelling of it.',
        }),
      },
      resolve: async (_, args, ctx) => {
        const scope = args.scope ?? 'pins';
        const filters = normalizeSearchFilters(args.filters);
        const correctedQuery = args.autoCorrectionDisabled
          ? null
          : await correctedPinSearch(ctx, scope, args.query, filters);
        const connection = await keysetConnection(
          args,
          async (page) => {
            const pins = await searchPinsInScope(ctx, scope, correctedQuery ?? args.query, page, filters);
            await loadPinCards(ctx, pins);
            return pins;
          },
          (p) => p.search_rank,
        );
        return { ...connection, correctedQuery };
      },
    },
    {
      fields: (t) => ({
        correctedQuery: t.exposeString('correctedQuery', {
          nullable: true,
          description:
            'The corrected spelling these pins are for, when the query itself found almost nothing.',
        }),
      }),
    },
  ),
);

builder.queryField('searchBoards', (t) =>
  t.connection({
    type: BoardRef,
    description:
      'Boards whose name or description has every word of the query, most relevant first (my_content: the ' +
      "viewer's own and shared boards).",
    args: {
      query: t.arg.string({ required: true }),
      scope: t.arg({ type: BoardSearchScopeEnum, defaultValue: 'boards' }),
    },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => searchBoardsInScope(ctx, args.scope ?? 'boards', args.query, page),
        (b) => b.search_rank,
      ),
  }),
);

builder.queryField('searchUsers', (t) =>
  t.connection({
    type: UserRef,
    description: 'People whose name or username has every word of the query, most relevant first.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => searchUsers(ctx, args.query, page),
        (u) => u.search_rank,
      ),
  }),
);
