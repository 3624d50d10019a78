import { SEARCH_SCOPES } from '../core/search';
import type { UserRow } from '../server/db/tables/users';
import { loadPinCards } from '../server/domain/pins';
import {
  searchBoards,
  searchPins,
  searchUsers,
  type TypeaheadItem,
  typeahead,
} from '../server/domain/search';
import { builder } from './builder';
import { keysetConnection } from './pagination';
import { BoardRef, PinRef, UserRef } from './refs';

const SearchScopeEnum = builder.enumType('SearchScope', { values: SEARCH_SCOPES });

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
  t.connection({
    type: PinRef,
    description:
      'Pins whose title or description has every word of the query (as word prefixes), most relevant first.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        async (page) => {
          const pins = await searchPins(ctx, args.query, page);
          await loadPinCards(ctx, pins);
          return pins;
        },
        (p) => p.search_rank,
      ),
  }),
);

builder.queryField('searchBoards', (t) =>
  t.connection({
    type: BoardRef,
    description: 'Boards whose name or description has every word of the query, most relevant first.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => searchBoards(ctx, args.query, page),
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
