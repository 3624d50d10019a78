import type { Db } from '../db/database';
import { signUp } from '../domain/accounts';
import { createBoard } from '../domain/boards';
import type { RequestContext, Viewer } from '../domain/context';
import { storeImage } from '../domain/media';
import type { MediaStore } from '../domain/mediaStore';
import { createPin } from '../domain/pins';
import { createSection } from '../domain/sections';
import { DEFAULT_SERVER_SETTINGS } from '../domain/serverSettings';
import { paintArtwork, seededRandom } from './artwork';

/** The account a newcomer can log in with; the README names it. */
export const DEMO_LOGIN = { email: 'demo@tackboard.local', password: 'tackboard-demo' };

interface DemoBoard {
  name: string;
  privacy?: 'public' | 'secret';
  sections?: string[];
  titles: string[];
}

interface DemoUser {
  fullName: string;
  email: string;
  boards: DemoBoard[];
}

const USERS: DemoUser[] = [
  {
    fullName: 'Demo Tackboarder',
    email: DEMO_LOGIN.email,
    boards: [
      {
        name: 'Places to Go',
        sections: ['Mountains', 'Coast'],
        titles: [
          'Alpine lake at dawn',
          'Hidden cove',
          'Fjord road trip',
          'Desert sunset camp',
          'Old town rooftops',
          'Island ferry views',
          'Glacier hike',
          'Lighthouse walk',
        ],
      },
      {
        name: 'Recipes to Make',
        sections: ['Weeknight', 'Baking'],
        titles: [
          'Lemon ricotta pasta',
          'Sourdough starter guide',
          'Miso glazed salmon',
          'Olive oil cake',
          'Spring pea risotto',
          'Chili crisp noodles',
          'Rhubarb galette',
          'Green shakshuka',
        ],
      },
      {
        name: 'Gift ideas',
        privacy: 'secret',
        titles: ['Hand-thrown mug', 'Linen apron', 'Botanical print', 'Pocket notebook set'],
      },
    ],
  },
  {
    fullName: 'Ava Lindqvist',
    email: 'ava@tackboard.local',
    boards: [
      {
        name: 'Living Room Ideas',
        sections: ['Lighting', 'Textiles'],
        titles: [
          'Warm minimal living room',
          'Paper lantern glow',
          'Wool throw layers',
          'Reading nook corner',
          'Terracotta accents',
          'Gallery wall grid',
          'Low-slung sofa',
          'Arched floor lamp',
          'Jute rug texture',
          'Plant shelf styling',
        ],
      },
      {
        name: 'Colour Palettes',
        titles: [
          'Sunset gradient palette',
          'Nordic greys',
          'Citrus pop',
          'Ocean depths',
          'Autumn orchard',
          'Pastel morning',
          'Desert clay',
          'Midnight neon',
        ],
      },
      {
        name: 'Garden Plans',
        titles: [
          'Raised bed layout',
          'Pollinator border',
          'Herb spiral',
          'Gravel garden',
          'Balcony tomatoes',
          'Shade ferns',
        ],
      },
    ],
  },
  {
    fullName: 'Ben Okafor',
    email: 'ben@tackboard.local',
    boards: [
      {
        name: 'Graphic Design',
        sections: ['Posters', 'Logos'],
        titles: [
          'Swiss grid poster',
          'Bold geometric logo',
          'Risograph texture',
          'Bauhaus shapes',
          'Monoline icon set',
          'Duotone portrait',
          'Type specimen',
          'Festival poster series',
          'Abstract cover art',
        ],
      },
      {
        name: 'Workspace',
        titles: [
          'Standing desk setup',
          'Cable management',
          'Pegboard wall',
          'Desk plants',
          'Warm task lighting',
          'Minimal keyboard',
        ],
      },
      {
        name: 'Bike Trips',
        titles: [
          'Gravel loop map',
          'Bikepacking kit list',
          'Coastal ride',
          'Mountain pass climb',
          'Camp stove coffee',
        ],
      },
    ],
  },
  {
    fullName: 'Chloé Martin',
    email: 'chloe@tackboard.local',
    boards: [
      {
        name: 'Wedding Inspiration',
        sections: ['Flowers', 'Tables'],
        titles: [
          'Wildflower bouquet',
          'Long table dinner',
          'Candle-lit arch',
          'Pressed flower invites',
          'Dried grass centrepiece',
          'Linen napkin fold',
          'Garden ceremony',
          'Citrus cake',
        ],
      },
      {
        name: 'Paris Cafés',
        titles: [
          'Corner café terrace',
          'Croissant morning',
          'Marble tabletop',
          'Green awning street',
          'Espresso counter',
        ],
      },
      {
        name: 'Ceramics',
        titles: [
          'Speckled glaze bowls',
          'Wheel-thrown vase',
          'Carved pattern mug',
          'Kiln day',
          'Stacked plates',
        ],
      },
    ],
  },
  {
    fullName: 'Dev Patel',
    email: 'dev@tackboard.local',
    boards: [
      {
        name: 'Street Food',
        titles: [
          'Pani puri stall',
          'Grilled corn',
          'Bao bun stack',
          'Taco truck night',
          'Skewers on coals',
          'Mango lassi',
          'Dumpling steam',
        ],
      },
      {
        name: 'Architecture',
        sections: ['Brutalism', 'Modern houses'],
        titles: [
          'Concrete stairwell',
          'Cantilevered house',
          'Curved facade',
          'Light well',
          'Courtyard home',
          'Brick pattern wall',
          'Glass pavilion',
          'Spiral staircase',
        ],
      },
      {
        name: 'Running Routes',
        titles: ['Riverside 10k', 'Trail switchbacks', 'Track intervals', 'Park loop at dusk'],
      },
    ],
  },
  {
    fullName: 'Emi Tanaka',
    email: 'emi@tackboard.local',
    boards: [
      {
        name: 'Illustration',
        sections: ['Characters', 'Landscapes'],
        titles: [
          'Sleepy cat sketch',
          'Forest spirit',
          'Watercolour hills',
          'Ink city night',
          'Cozy bookshop',
          'Rainy window',
          'Mountain shrine',
          'Tiny robot friend',
          'Sea of clouds',
        ],
      },
      {
        name: 'Tiny Apartments',
        titles: [
          'Loft bed studio',
          'Fold-down desk',
          'Sliding screen wall',
          'Window seat storage',
          'Compact kitchen',
          'Balcony garden',
        ],
      },
      {
        name: 'Stationery',
        titles: [
          'Washi tape collection',
          'Fountain pen inks',
          'Dot grid spreads',
          'Brush lettering',
          'Wax seal letters',
        ],
      },
    ],
  },
];

const DESCRIPTIONS = [
  'Saving this for the weekend. #inspiration',
  'The colours here are everything.',
  'Trying this next month — looks simple enough.',
  'Love the texture and the light in this one. #mood',
  'A keeper. #ideas',
  '',
];

// NOTE: the demo sends no mail; a mailer that refuses makes any attempt loud.
const noMail = {
  siteUrl: '',
  send: async () => {
    throw new Error('The demo seed sends no mail');
  },
};

/** Runs `work` for 0…count-1 with at most `limit` running at once; results keep their order. */
async function inParallel<T>(
  count: number,
  limit: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

function ctxFor(db: Db, media: MediaStore, viewer: Viewer | null): RequestContext {
  return { db, media, viewer, now: () => new Date(), mailer: noMail, settings: DEFAULT_SERVER_SETTINGS };
}

/**
 * Fills an empty database with people, boards, sections and pins whose pictures are painted locally, so the
 * first screen a newcomer sees looks alive. Goes through the domain functions, so every counter is exact.
 */
export async function seedDemo(
  db: Db,
  media: MediaStore,
  log: (line: string) => void = () => {},
): Promise<void> {
  const random = seededRandom(2026);
  const anonymous = ctxFor(db, media, null);
  const created: { viewer: Viewer; pins: string[] }[] = [];
  // Painting and processing the pictures is most of the work: do it up front, several at a time.
  const pinImageCount = USERS.flatMap((u) => u.boards.flatMap((b) => b.titles)).length;
  const pictures = await inParallel(pinImageCount + USERS.length, 4, async (i) =>
    i < pinImageCount
      ? storeImage(db, media, await paintArtwork(i + 1))
      : storeImage(db, media, await paintArtwork(9000 + i, 'avatar')),
  );
  let artSeed = 0;
  let pinCount = 0;
  for (const person of USERS) {
    const { user } = await signUp(anonymous, {
      email: person.email,
      password: DEMO_LOGIN.password,
      fullName: person.fullName,
      birthDate: '1990-05-17',
    });
    const avatar = pictures[pinImageCount + created.length]!;
    await db.updateTable('users').set({ image_id: avatar.id }).where('id', '=', user.id).execute();
    const viewer = { id: user.id, username: user.username };
    const ctx = ctxFor(db, media, viewer);
    const mine: string[] = [];
    for (const spec of person.boards) {
      const board = await createBoard(ctx, { name: spec.name, privacy: spec.privacy ?? 'public' });
      const sections = [];
      for (const name of spec.sections ?? [])
        sections.push(await createSection(ctx, { boardId: board.id, name }));
      for (const [index, title] of spec.titles.entries()) {
        const image = pictures[artSeed++]!;
        const section = sections.length > 0 && index % 3 !== 2 ? sections[index % sections.length]! : null;
        const { pin } = await createPin(ctx, {
          boardId: board.id,
          sectionId: section?.id ?? null,
          imageId: image.id,
          title,
          description: DESCRIPTIONS[Math.floor(random() * DESCRIPTIONS.length)]!,
          link: `https://example.com/${encodeURIComponent(title.toLowerCase().replace(/\s+/g, '-'))}`,
          method: 'uploaded',
        });
        mine.push(pin.id);
        pinCount++;
      }
    }
    created.push({ viewer, pins: mine });
    log(`seeded ${person.fullName}`);
  }
  // Everyone saves some of the others' pins onto their first board: repins share the source's image.
  for (const { viewer } of created) {
    const ctx = ctxFor(db, media, viewer);
    const [firstBoard] = await db
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', viewer.id)
      .orderBy('id')
      .limit(1)
      .execute();
    const others = created.filter((c) => c.viewer.id !== viewer.id).flatMap((c) => c.pins);
    for (let i = 0; i < 14; i++) {
      const sourceId = others[Math.floor(random() * others.length)]!;
      const source = await db
        .selectFrom('pins')
        .selectAll()
        .where('id', '=', sourceId)
        .executeTakeFirstOrThrow();
      await createPin(ctx, {
        boardId: firstBoard!.id,
        imageId: source.image_id,
        sourcePinId: source.id,
        title: source.title,
        description: source.description,
        link: source.link,
        method: 'repin',
      });
      pinCount++;
    }
  }
  log(`seeded ${pinCount} pins`);
}
