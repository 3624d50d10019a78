import type { ScheduledPinRow } from '../server/db/tables/scheduledPins';
import { cancelScheduledPin, listScheduledPins, schedulePin } from '../server/domain/scheduledPins';
import { imageSpec } from '../server/views/images';
import { builder } from './builder';
import { domainErrors } from './errors';
import { ImageSpecRef, withImage } from './image';
import { BoardRef, SectionRef } from './refs';

const ScheduledPinRef = builder.objectRef<ScheduledPinRow>('ScheduledPin').implement({
  description: 'A pin a business account asked to publish later; only its owner sees it until then.',
  fields: (t) => ({
    id: t.exposeString('id'),
    publishAt: t.field({ type: 'DateTime', resolve: (p) => p.publish_at }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    link: t.exposeString('link', { nullable: true }),
    altText: t.exposeString('alt_text'),
    isVideo: t.boolean({ resolve: (p) => p.video_id !== null }),
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board_id }),
    section: t.field({ type: SectionRef, nullable: true, resolve: (p) => p.section_id }),
    imageSpec_236x: t.field({
      type: ImageSpecRef,
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => imageSpec(image!, '236x')),
    }),
  }),
});

builder.queryField('scheduledPins', (t) =>
  t.field({
    type: [ScheduledPinRef],
    description: "The acting profile's pins waiting to be published, soonest first.",
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listScheduledPins(ctx),
  }),
);

const SchedulePinInput = builder.inputType('SchedulePinInput', {
  fields: (t) => ({
    boardId: t.string({ required: true }),
    sectionId: t.string(),
    mediaUploadId: t.string({ required: true, description: 'A succeeded upload of yours, picture or video' }),
    title: t.string(),
    description: t.string(),
    link: t.string(),
    altText: t.string(),
    publishAt: t.field({
      type: 'DateTime',
      required: true,
      description: 'At least 10 minutes and at most 30 days from now',
    }),
  }),
});

builder.mutationField('schedulePin', (t) =>
  t.field({
    type: ScheduledPinRef,
    description: 'Keeps a pin aside to publish at a set time (business accounts).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SchedulePinInput, required: true }) },
    resolve: (_, { input }, ctx) => schedulePin(ctx, input),
  }),
);

builder.mutationField('cancelScheduledPin', (t) =>
  t.field({
    type: 'String',
    description: 'Drops a pin you scheduled, before it is published; answers its id.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { id: t.arg.string({ required: true }) },
    resolve: (_, { id }, ctx) => cancelScheduledPin(ctx, id),
  }),
);
