import { type HashtagSuggestion, hashtagSuggestions } from '../server/domain/hashtags';
import { builder } from './builder';

const HashtagSuggestionRef = builder.objectRef<HashtagSuggestion>('HashtagSuggestion').implement({
  description: 'A hashtag the autocomplete offers, with the pins on public boards that use it.',
  fields: (t) => ({
    query: t.exposeString('query', { description: 'The hashtag with its #, as first written.' }),
    pinCount: t.exposeInt('pinCount'),
  }),
});

builder.queryField('hashtagSuggestions', (t) =>
  t.field({
    type: [HashtagSuggestionRef],
    description: 'Up to 5 hashtags starting with the term (with or without #), most used first.',
    args: { term: t.arg.string({ required: true }) },
    resolve: (_, { term }, ctx) => hashtagSuggestions(ctx, term),
  }),
);
