import { z } from 'zod';
import type { PinRow } from '../../db/tables/pins';
import { requireViewer } from '../../domain/auth';
import { type CarouselSlideInput, createCarouselPin } from '../../domain/carousels';
import type { RequestContext } from '../../domain/context';
import { notFound, validationError } from '../../domain/errors';
import { deletePin, movePins } from '../../domain/moves';
import { listUserPins, pinById, updatePin } from '../../domain/pins';
import { createPinFromPayload, type PinCreatePayload, repin } from '../../domain/saves';
import { originOf } from './origin';
import { pageQuery, type V5Route, v5Page, v5Route } from './route';
import {
  ignoredQuery,
  ignoredText,
  type MediaSource,
  pageOf,
  pinAnswer,
  pinCreateBody,
  pinIdParams,
  pinSaveBody,
  pinUpdateBody,
} from './schemas';
import { onePinV5, pinsV5 } from './serializers';

const TAG = 'pins';

/** What a one-picture media source asks for, as a pin-create payload's picture. */
function pictureOf(source: MediaSource): Partial<PinCreatePayload> {
  switch (source.source_type) {
    case 'image_url':
      return { imageUrl: source.url };
    case 'image_base64':
      return { imageBase64: source.data };
    case 'video_id':
      return { mediaUploadId: source.media_id };
    case 'pin_url':
      throw validationError('media_source of type pin_url is not supported here: give the picture itself.');
    case 'multiple_image_urls':
    case 'multiple_image_base64':
      throw new Error('several pictures make a carousel');
  }
}

/**
 * The multiple_* sources' pictures as carousel slides, in order: each link fetched through the safe fetcher as an
 * image_url is, each with its own title and link (an item's description has no place on a slide).
 */
function slidesOf(source: MediaSource): CarouselSlideInput[] | null {
  if (source.source_type === 'multiple_image_urls')
    return source.items.map((item) => ({
      imageUrl: item.url,
      title: item.title ?? null,
      link: item.link ?? null,
    }));
  if (source.source_type === 'multiple_image_base64')
    return source.items.map((item) => ({
      imageBase64: item.data,
      title: item.title ?? null,
      link: item.link ?? null,
    }));
  return null;
}

async function createPins(ctx: RequestContext, body: z.output<typeof pinCreateBody>): Promise<PinRow> {
  const sectionId = body.board_section_id ?? null;
  if (body.parent_pin_id) {
    const saved = await repin(ctx, {
      pinId: body.parent_pin_id,
      boardId: body.board_id,
      sectionId,
      description: body.description ?? null,
    });
    return saved.pin;
  }
  if (!body.media_source) throw validationError('Give the pin a media_source (or a parent_pin_id to save).');
  const common: PinCreatePayload = {
    boardId: body.board_id,
    sectionId,
    title: body.title ?? '',
    description: body.description ?? '',
    link: body.link ?? null,
    altText: body.alt_text ?? '',
    color: body.dominant_color ?? null,
    ...(body.sponsor_id ? { labels: { brandId: body.sponsor_id } } : {}),
  };
  const slides = slidesOf(body.media_source);
  if (slides) {
    // Several pictures are one carousel pin (business accounts only, as everywhere); the first is its cover.
    const made = await createCarouselPin(ctx, {
      boardId: body.board_id,
      sectionId,
      title: body.title ?? '',
      description: body.description ?? '',
      link: body.link ?? null,
      slides: slides.map((slide, i) => (i === 0 ? { ...slide, altText: body.alt_text ?? '' } : slide)),
    });
    return made.pin;
  }
  return (await createPinFromPayload(ctx, { ...common, ...pictureOf(body.media_source) })).pin;
}

async function visiblePin(ctx: RequestContext, pinId: string): Promise<PinRow> {
  const pin = await pinById(ctx, pinId);
  if (!pin) throw notFound('Pin');
  return pin;
}

export const pinRoutes: V5Route[] = [
  v5Route({
    method: 'GET',
    path: '/pins',
    operationId: 'pins/list',
    tag: TAG,
    summary: 'List your pins',
    description:
      'The pins you saved, newest first. Pins on secret boards only for tokens with pins:read_secret.',
    scopes: ['pins:read'],
    query: pageQuery.extend({
      ...ignoredQuery,
      pin_filter: ignoredText,
      include_protected_pins: ignoredText,
      pin_type: ignoredText,
    }),
    success: { status: 200, description: 'A page of pins.', schema: pageOf(pinAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query, request }) =>
      v5Page(
        query,
        (page) => listUserPins(ctx, requireViewer(ctx).id, page),
        (pin) => pin.id,
        (pins) => pinsV5(ctx, originOf(request), pins),
      ),
  }),
  v5Route({
    method: 'POST',
    path: '/pins',
    operationId: 'pins/create',
    tag: TAG,
    summary: 'Create a pin',
    description:
      'Makes a pin on a board you own or collaborate on, from a picture link (image_url), picture data ' +
      '(image_base64), a finished video upload (video_id), or 2 to 5 pictures (multiple_image_urls, ' +
      'multiple_image_base64: one carousel pin, business accounts only, pictures in order with their titles and ' +
      'links). With parent_pin_id it saves that pin instead.',
    scopes: ['pins:write'],
    query: z.object(ignoredQuery),
    body: pinCreateBody,
    success: { status: 201, description: 'The new pin.', schema: pinAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { body, request }) => onePinV5(ctx, originOf(request), await createPins(ctx, body)),
  }),
  v5Route({
    method: 'GET',
    path: '/pins/{pin_id}',
    operationId: 'pins/get',
    tag: TAG,
    summary: 'Get a pin',
    description: 'One pin the token may see; any other is not found.',
    scopes: ['pins:read'],
    params: pinIdParams,
    query: z.object(ignoredQuery),
    success: { status: 200, description: 'The pin.', schema: pinAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, request }) =>
      onePinV5(ctx, originOf(request), await visiblePin(ctx, params.pin_id)),
  }),
  v5Route({
    method: 'PATCH',
    path: '/pins/{pin_id}',
    operationId: 'pins/update',
    tag: TAG,
    summary: 'Change a pin',
    description:
      'Edits the title, description, link or alt text of a pin you may edit, and moves it when board_id or ' +
      'board_section_id name another place.',
    scopes: ['pins:write'],
    params: pinIdParams,
    query: z.object(ignoredQuery),
    body: pinUpdateBody,
    success: { status: 200, description: 'The pin as it is now.', schema: pinAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, body, request }) => {
      const pin = await visiblePin(ctx, params.pin_id);
      await updatePin(ctx, pin.id, {
        ...(body.title != null ? { title: body.title } : {}),
        ...(body.description != null ? { description: body.description } : {}),
        ...(body.link !== undefined ? { link: body.link } : {}),
        ...(body.alt_text != null ? { altText: body.alt_text } : {}),
      });
      const toBoardId = body.board_id ?? pin.board_id;
      const toSectionId = body.board_section_id === undefined ? pin.section_id : body.board_section_id;
      if (toBoardId !== pin.board_id || toSectionId !== pin.section_id) {
        await movePins(ctx, { pinIds: [pin.id], toBoardId, toSectionId });
      }
      return onePinV5(ctx, originOf(request), await visiblePin(ctx, pin.id));
    },
  }),
  v5Route({
    method: 'DELETE',
    path: '/pins/{pin_id}',
    operationId: 'pins/delete',
    tag: TAG,
    summary: 'Delete a pin',
    description: 'Deletes a pin you may edit.',
    scopes: ['pins:write'],
    params: pinIdParams,
    query: z.object(ignoredQuery),
    success: { status: 204, description: 'Deleted.', schema: null },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params }) => {
      await deletePin(ctx, params.pin_id);
      return null;
    },
  }),
  v5Route({
    method: 'POST',
    path: '/pins/{pin_id}/save',
    operationId: 'pins/save',
    tag: TAG,
    summary: 'Save a pin',
    description: 'Saves a pin the token may see to one of your boards, and to a section of it if named.',
    scopes: ['pins:write'],
    params: pinIdParams,
    query: z.object(ignoredQuery),
    body: pinSaveBody,
    success: { status: 201, description: 'The new pin, saved from the other.', schema: pinAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, body, request }) => {
      if (!body.board_id) throw validationError('Name the board_id to save the pin to.');
      const saved = await repin(ctx, {
        pinId: params.pin_id,
        boardId: body.board_id,
        sectionId: body.board_section_id ?? null,
      });
      return onePinV5(ctx, originOf(request), saved.pin);
    },
  }),
];
