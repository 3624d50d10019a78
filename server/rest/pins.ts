import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../domain/context';
import { notFound } from '../domain/errors';
import { pinById, updatePin } from '../domain/pins';
import { boardTitleSuggestions, createPinFromPayload, type SaveResult } from '../domain/saves';
import type { PinLabels } from '../domain/sponsorships';
import { respond } from './envelope';
import { flagOf, textOf } from './fields';
import type { ResourceOptions, ResourceTable } from './resourceTypes';
import { pinJson, productTagsJson } from './serializers';

async function pinResponse(ctx: RequestContext, id: string) {
  const pin = await pinById(ctx, id);
  if (!pin) throw notFound('Pin');
  const [json, productTags] = await Promise.all([pinJson(ctx, pin), productTagsJson(ctx, pin)]);
  return { ...json, product_tags: productTags };
}

/** The created-pin response is the id and the board (id, name). */
function createdPin({ pin, board }: SaveResult) {
  return { id: pin.id, board: { id: board.id, name: board.name } };
}

/** A product as the options give it (`price`, `currency`, `availability`, `original_price`). */
function productOf(o: ResourceOptions) {
  return {
    price: textOf(o, 'price') || null,
    currency: textOf(o, 'currency') || null,
    availability: textOf(o, 'availability') || null,
    originalPrice: textOf(o, 'original_price') || null,
  };
}

const PRODUCT_OPTIONS = ['price', 'currency', 'availability', 'original_price'];

/** The paid labels the options ask for: `is_affiliate_link` (a flag) and `sponsor_id` (empty removes it). */
function labelsOf(o: ResourceOptions): PinLabels {
  return {
    ...(typeof o.is_affiliate_link === 'boolean' ? { paidLink: o.is_affiliate_link } : {}),
    ...(typeof o.sponsor_id === 'string' ? { brandId: o.sponsor_id } : {}),
  };
}

/** The pin-create payload as the legacy client sends it. */
function payload(o: ResourceOptions) {
  return {
    product: productOf(o),
    boardId: textOf(o, 'board_id'),
    sectionId: textOf(o, 'section', 'section_id') || null,
    description: textOf(o, 'description'),
    link: textOf(o, 'link') || null,
    title: textOf(o, 'title'),
    imageBase64: textOf(o, 'image_base64') || null,
    imageUrl: textOf(o, 'image_url') || null,
    mediaUploadId: textOf(o, 'media_upload_id') || null,
    method: textOf(o, 'method') || 'uploaded',
    pinId: textOf(o, 'pin_id', 'id') || null,
    guid: textOf(o, 'guid') || null,
    color: textOf(o, 'color') || null,
    isRemovable: flagOf(o, 'is_removable'),
  };
}

export const pinResources: ResourceTable = {
  PinResource: {
    get: (ctx, o) => pinResponse(ctx, textOf(o, 'id', 'pin_id')),
    create: async (ctx, o) =>
      createdPin(await createPinFromPayload(ctx, { ...payload(o), pinId: null, labels: labelsOf(o) })),
    /**
     * Options present are changed (title, description, link, alt_text); an empty link removes it. Any product
     * option present sets the product from all four (`price` null or empty with the others makes it no product).
     */
    update: async (ctx, o) => {
      const text = (key: string) => (typeof o[key] === 'string' ? (o[key] as string) : undefined);
      const link = o.link === null ? null : text('link');
      const pin = await updatePin(ctx, textOf(o, 'id', 'pin_id'), {
        ...(text('title') !== undefined ? { title: text('title') } : {}),
        ...(text('description') !== undefined ? { description: text('description') } : {}),
        ...(link !== undefined ? { link } : {}),
        ...(text('alt_text') !== undefined ? { altText: text('alt_text') } : {}),
        ...(PRODUCT_OPTIONS.some((key) => Object.hasOwn(o, key)) ? { product: productOf(o) } : {}),
        labels: labelsOf(o),
      });
      return pinJson(ctx, pin);
    },
  },
  RepinResource: {
    create: async (ctx, o) => {
      const input = payload(o);
      if (!input.pinId) throw notFound('Pin');
      return createdPin(await createPinFromPayload(ctx, input));
    },
  },
};

export function registerPinRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/v3/pins/:id/', (request, reply) =>
    respond(reply, () => pinResponse(request.ctx, request.params.id)),
  );
  app.get<{ Params: { id: string } }>('/v3/pins/:id/board_title_suggestions/', (request, reply) =>
    respond(reply, async () =>
      (await boardTitleSuggestions(request.ctx, request.params.id)).map((title) => ({ title })),
    ),
  );
}
