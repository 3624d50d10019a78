import type { CarouselSlideRow } from '../server/db/tables/carousels';
import { createCarouselPin } from '../server/domain/carousels';
import { loadersOf } from '../server/domain/loaders';
import { imageSpec } from '../server/views/images';
import { builder } from './builder';
import { domainErrors } from './errors';
import { ImageSpecRef, withImage } from './image';
import { ImageRef, PinRef } from './refs';

const CarouselImageRef = builder.objectRef<CarouselSlideRow>('CarouselImage').implement({
  description: "One picture of a carousel pin, in the carousel's order.",
  fields: (t) => ({
    position: t.exposeInt('position', { description: '0 for the first (the one cards show)' }),
    altText: t.exposeString('alt_text'),
    title: t.exposeString('title'),
    link: t.exposeString('link', { nullable: true }),
    image: t.field({ type: ImageRef, resolve: (s) => s.image_id }),
    imageSpec_236x: t.field({
      type: ImageSpecRef,
      resolve: (s, _, ctx) => withImage(ctx, s.image_id, (image) => imageSpec(image!, '236x')),
    }),
    imageSpec_736x: t.field({
      type: ImageSpecRef,
      resolve: (s, _, ctx) => withImage(ctx, s.image_id, (image) => imageSpec(image!, '736x')),
    }),
  }),
});

builder.objectFields(PinRef, (t) => ({
  isCarousel: t.boolean({
    description: 'The pin shows 2 to 5 pictures (cards show the first)',
    resolve: (p) => p.carousel_id !== null,
  }),
  carouselImages: t.field({
    type: [CarouselImageRef],
    description: "A carousel pin's pictures in order; empty for other pins",
    resolve: (p, _, ctx) => (p.carousel_id ? loadersOf(ctx).carouselSlides.load(p.carousel_id) : []),
  }),
}));

const CarouselSlideInput = builder.inputType('CarouselSlideInput', {
  fields: (t) => ({
    mediaUploadId: t.string({ required: true, description: 'A succeeded image upload of yours' }),
    altText: t.string(),
    title: t.string(),
    link: t.string(),
  }),
});

const CreateCarouselPinInput = builder.inputType('CreateCarouselPinInput', {
  fields: (t) => ({
    boardId: t.string({ required: true }),
    sectionId: t.string(),
    title: t.string(),
    description: t.string(),
    link: t.string(),
    slides: t.field({ type: [CarouselSlideInput], required: true, description: '2 to 5, in order' }),
  }),
});

builder.mutationField('createCarouselPin', (t) =>
  t.field({
    type: PinRef,
    description: 'Makes a carousel pin (business accounts) from 2 to 5 of your finished image uploads.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateCarouselPinInput, required: true }) },
    resolve: async (_, { input }, ctx) => (await createCarouselPin(ctx, input)).pin,
  }),
);
