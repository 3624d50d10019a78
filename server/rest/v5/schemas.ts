import { z } from 'zod';

// The shapes /v5 reads and answers, written for Tackboard in the field names Pinterest's v5 clients use. Request
// schemas validate what arrives; response schemas only describe answers in the OpenAPI document.

/** A row id as the API writes it: decimal digits in a string. */
export const idString = z.string().regex(/^\d+$/, 'must be a numeric id');

export const boardIdParams = z.object({ board_id: idString.describe('The board.') });
export const sectionParams = z.object({
  board_id: idString.describe('The board.'),
  section_id: idString.describe('The section, on that board.'),
});
export const pinIdParams = z.object({ pin_id: idString.describe('The pin.') });
export const mediaIdParams = z.object({
  media_id: idString.describe('The upload, as POST /media named it.'),
});
export const usernameParams = z.object({ username: z.string().min(1).max(100).describe('Whom to follow.') });

/** A parameter Pinterest defines that changes nothing here. */
export const ignoredText = z.string().optional().describe('Accepted for compatibility and ignored.');

/** Accepted on every path and ignored: Tackboard has no ad accounts, and reads no analytics. */
export const ignoredQuery = {
  ad_account_id: z.string().optional().describe('Accepted for compatibility and ignored.'),
  pin_metrics: z.string().optional().describe('Accepted for compatibility and ignored: no analytics here.'),
  creative_types: z.string().optional().describe('Accepted for compatibility and ignored.'),
};

export const privacy = z.enum(['PUBLIC', 'PROTECTED', 'SECRET']);

const nullableText = (max: number) => z.string().max(max).nullish();

export const boardCreateBody = z.object({
  name: z.string().min(1).max(180).describe('The board name; unique among your boards.'),
  description: nullableText(500).describe('What the board collects.'),
  privacy: privacy
    .default('PUBLIC')
    .describe(
      'SECRET boards are seen by you and collaborators only; PROTECTED ones are made acting for a business.',
    ),
  is_ads_only: z.boolean().optional().describe('Accepted and ignored.'),
});

export const boardUpdateBody = z.object({
  name: z.string().min(1).max(180).optional(),
  description: nullableText(500),
  privacy: z.enum(['PUBLIC', 'SECRET']).optional(),
});

export const sectionBody = z.object({
  name: z.string().min(1).max(180).describe('The section name; unique on its board.'),
});

const imageUrlSource = z.object({
  source_type: z.literal('image_url'),
  url: z.string().min(1).max(2048).describe('An https link to the picture; fetched by the server now.'),
  is_standard: z.boolean().optional(),
});
const imageBase64Source = z.object({
  source_type: z.literal('image_base64'),
  content_type: z.enum(['image/jpeg', 'image/png']),
  data: z.string().min(1).describe('The picture, base64-encoded.'),
  is_standard: z.boolean().optional(),
});
const itemText = {
  title: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
  link: z.string().max(2048).optional(),
};
const multipleUrlsSource = z.object({
  source_type: z.literal('multiple_image_urls'),
  items: z
    .array(z.object({ url: z.string().min(1).max(2048), ...itemText }))
    .min(2)
    .max(5),
  index: z.number().int().min(0).optional(),
});
const multipleBase64Source = z.object({
  source_type: z.literal('multiple_image_base64'),
  items: z
    .array(
      z.object({ content_type: z.enum(['image/jpeg', 'image/png']), data: z.string().min(1), ...itemText }),
    )
    .min(2)
    .max(5),
  index: z.number().int().min(0).optional(),
});
const videoSource = z.object({
  source_type: z.literal('video_id'),
  media_id: idString.describe('A video upload of yours that has succeeded (see /media).'),
  cover_image_url: z.string().optional().describe('Ignored: the cover is a frame of the video.'),
  cover_image_key_frame_time: z.number().int().min(0).optional().describe('Ignored.'),
  is_standard: z.boolean().optional(),
});
const pinUrlSource = z.object({
  source_type: z.literal('pin_url'),
  is_affiliate_link: z.boolean().optional(),
});

export const mediaSource = z.discriminatedUnion('source_type', [
  imageUrlSource,
  imageBase64Source,
  multipleUrlsSource,
  multipleBase64Source,
  videoSource,
  pinUrlSource,
]);
export type MediaSource = z.output<typeof mediaSource>;

export const pinCreateBody = z.object({
  board_id: idString.describe('The board the pin goes on.'),
  board_section_id: idString.nullish(),
  title: z.string().max(100).nullish(),
  description: z.string().max(800).nullish(),
  link: z.string().max(2048).nullish(),
  alt_text: z.string().max(500).nullish(),
  dominant_color: z.string().nullish().describe('A hex colour shown while the picture loads.'),
  parent_pin_id: idString
    .nullish()
    .describe('Saves that pin instead of a new picture (media_source is then not needed).'),
  media_source: mediaSource.optional(),
  sponsor_id: z
    .string()
    .nullish()
    .describe(
      'A business account to ask to approve a paid partnership on the new pin (not on a save): the pin says ' +
        '"Paid partnership", naming the business once it approves.',
    ),
});

export const pinUpdateBody = z.object({
  title: z.string().max(100).nullish(),
  description: z.string().max(800).nullish(),
  link: z.string().max(2048).nullish(),
  alt_text: z.string().max(500).nullish(),
  board_id: idString.optional().describe('Moves the pin to this board.'),
  board_section_id: idString.nullish().describe('Moves the pin to this section (null: out of any section).'),
});

export const pinSaveBody = z.object({
  board_id: idString.nullish(),
  board_section_id: idString.nullish(),
});

export const followBody = z.object({ auto_follow: z.boolean().optional().describe('Accepted and ignored.') });

export const mediaCreateBody = z.object({ media_type: z.literal('video') });

// Answers (documentation only).

const owner = z.object({ username: z.string() });
const imageDetails = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
const imageSizes = z.object({
  '150x150': imageDetails,
  '400x300': imageDetails,
  '600x': imageDetails,
  '1200x': imageDetails,
});

export const boardAnswer = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  privacy,
  owner,
  created_at: z.string(),
  board_pins_modified_at: z.string(),
  pin_count: z.number().int(),
  follower_count: z.number().int(),
  collaborator_count: z.number().int(),
  is_ads_only: z.boolean(),
  media: z.object({ image_cover_url: z.string().nullable(), pin_thumbnail_urls: z.array(z.string()) }),
});

export const sectionAnswer = z.object({ id: idString, name: z.string() });

export const pinAnswer = z.object({
  id: idString,
  created_at: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  dominant_color: z.string().nullable(),
  alt_text: z.string().nullable(),
  board_id: idString
    .optional()
    .describe(
      'The board the pin is on; left out when this token may read the pin but not the board (a secret board ' +
        'without boards:read_secret).',
    ),
  board_section_id: idString.nullable(),
  board_owner: owner,
  parent_pin_id: idString.nullable(),
  is_owner: z.boolean(),
  is_standard: z.boolean(),
  has_been_promoted: z.boolean(),
  creative_type: z.enum(['REGULAR', 'VIDEO', 'SHOPPING']),
  media: z.union([
    z.object({ media_type: z.literal('image'), images: imageSizes }),
    z.object({
      media_type: z.literal('multiple_images'),
      items: z.array(
        z.object({
          item_type: z.string(),
          title: z.string().nullable(),
          description: z.string().nullable(),
          alt_text: z.string().describe("The picture's own alt text (Tackboard's addition)"),
          link: z.string().nullable(),
          images: imageSizes,
        }),
      ),
    }),
    z.object({
      media_type: z.literal('video'),
      images: imageSizes,
      cover_image_url: z.string(),
      video_url: z.string().nullable(),
      duration: z.number().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  ]),
  pin_metrics: z.null(),
});

export const accountAnswer = z.object({
  id: idString,
  username: z.string(),
  account_type: z.enum(['PINNER', 'BUSINESS']),
  about: z.string(),
  business_name: z.string().nullable(),
  website_url: z.string(),
  profile_image: z.string(),
  board_count: z.number().int(),
  pin_count: z.number().int(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  monthly_views: z.null(),
});

export const userSummaryAnswer = z.object({ type: z.literal('user'), username: z.string() });

export const mediaStatus = z.enum(['registered', 'processing', 'succeeded', 'failed']);
export const mediaAnswer = z.object({
  media_id: idString,
  media_type: z.literal('video'),
  status: mediaStatus,
});
export const mediaUploadAnswer = z.object({
  media_id: idString,
  media_type: z.literal('video'),
  upload_url: z.string(),
  upload_parameters: z.record(z.string(), z.string()),
});

export const errorAnswer = z.object({ code: z.number().int(), message: z.string() });

/** A page of a list: `items`, and the `bookmark` to ask for the next page with (null on the last). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), bookmark: z.string().nullable() });
}
