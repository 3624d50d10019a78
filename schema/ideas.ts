import { IDEAS_PAGE_TOPICS } from '../core/ideas';
import { ideaTopicPath } from '../core/paths';
import {
  type IdeaTopic,
  ideaTopicById,
  listIdeaTopicPins,
  listIdeaTopics,
  relatedIdeaTopics,
} from '../server/domain/ideas';
import { builder } from './builder';
import { keysetConnection } from './pagination';
import { PinRef } from './refs';

const IdeaTopicRef = builder.objectRef<IdeaTopic>('IdeaTopic');

IdeaTopicRef.implement({
  description:
    'A topic of the ideas area, built from the hashtags and frequent words of pins on public boards (rebuilt every ' +
    'few minutes); secret and protected boards never make, fill or count toward one.',
  fields: (t) => ({
    id: t.id({ resolve: (topic) => `IdeaTopic:${topic.id}` }),
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    url: t.string({
      description: 'Its page, /ideas/{slug}/{id}/.',
      resolve: (topic) => ideaTopicPath(topic.slug, topic.id),
    }),
    pinCount: t.exposeInt('pinCount', {
      description: 'Pins on public boards in it, as of the last rebuild.',
    }),
    cover: t.field({
      type: PinRef,
      nullable: true,
      description: 'Its newest public pin at the last rebuild; null once that pin is no longer public.',
      resolve: (topic) => topic.coverPinId,
    }),
    pins: t.connection({
      type: PinRef,
      description: 'The pins on public boards in the topic, newest first.',
      resolve: (topic, args, ctx) =>
        keysetConnection(
          args,
          (page) => listIdeaTopicPins(ctx, topic.id, page),
          (p) => p.id,
        ),
    }),
    related: t.field({
      type: [IdeaTopicRef],
      description: 'Topics sharing a word with this one first, then the most saved.',
      resolve: (topic, _, ctx) => relatedIdeaTopics(ctx, topic.id),
    }),
  }),
});

builder.queryField('ideaTopics', (t) =>
  t.field({
    type: [IdeaTopicRef],
    description: `The ideas page: the most saved topics (up to ${IDEAS_PAGE_TOPICS}).`,
    args: { first: t.arg.int() },
    resolve: (_, { first }, ctx) => listIdeaTopics(ctx, first ?? IDEAS_PAGE_TOPICS),
  }),
);

builder.queryField('ideaTopic', (t) =>
  t.field({
    type: IdeaTopicRef,
    nullable: true,
    description: 'One topic by its id; null when there is no such topic (any more).',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_, { id }, ctx) => ideaTopicById(ctx, id),
  }),
);
