import type { Db } from '../db/database';
import { signUp } from '../domain/accounts';
import { createBoard } from '../domain/boards';
import { convertToBusiness, createLinkedBusiness, grantBusinessAccess } from '../domain/business';
import type { RequestContext, Viewer } from '../domain/context';
import { storeImage } from '../domain/media/media';
import type { MediaStore } from '../domain/media/mediaStore';
import { createPin } from '../domain/pins';
import { createSection } from '../domain/sections';
import { DEFAULT_SERVER_SETTINGS } from '../domain/serverSettings';
import { followBoard, followUser } from '../domain/social';
import { oidcClient } from '../infra/oidcClient';
import { safeFetch } from '../infra/safeFetch';
import { jobQueue } from '../jobs/queue';
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
      {
        // Shares its words between pins, so the ideas area has the "Kitchen storage" topic to open.
        name: 'Kitchen Storage',
        titles: [
          'Open shelf kitchen storage',
          'Pantry jar kitchen storage',
          'Pegboard kitchen storage',
          'Spice drawer inserts',
          'Under-sink kitchen storage',
          'Pantry door spice rack',
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

/** A copy of `items` in a random order (Fisher–Yates over the seeded generator, so every seed is the same). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A domain context for a person, or for a business profile `actor` acts for. */
function ctxFor(
  db: Db,
  media: MediaStore,
  viewer: Viewer | null,
  actor: Viewer | null = viewer,
): RequestContext {
  return {
    db,
    media,
    viewer,
    actor,
    now: () => new Date(),
    mailer: noMail,
    jobs: jobQueue,
    safeFetch,
    oidc: oidcClient,
    settings: DEFAULT_SERVER_SETTINGS,
  };
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
  // Everyone's boards first; then the pins, shuffled across people and boards, so the newest pins — the top of
  // every feed — come from many boards rather than from whichever board was made last.
  const planned: {
    ctx: RequestContext;
    boardId: string;
    sectionId: string | null;
    title: string;
    imageId: string;
    public: boolean;
  }[] = [];
  for (const person of USERS) {
    // The demo's addresses are the operator's own made-up ones: verified, so no link is mailed.
    const { user } = await signUp(
      anonymous,
      {
        email: person.email,
        password: DEMO_LOGIN.password,
        fullName: person.fullName,
        birthDate: '1990-05-17',
      },
      '',
      { emailVerified: true },
    );
    const avatar = pictures[pinImageCount + created.length]!;
    await db.updateTable('users').set({ image_id: avatar.id }).where('id', '=', user.id).execute();
    const viewer = { id: user.id, username: user.username };
    const ctx = ctxFor(db, media, viewer);
    for (const spec of person.boards) {
      const board = await createBoard(ctx, { name: spec.name, privacy: spec.privacy ?? 'public' });
      const sections = [];
      for (const name of spec.sections ?? [])
        sections.push(await createSection(ctx, { boardId: board.id, name }));
      for (const [index, title] of spec.titles.entries()) {
        const section = sections.length > 0 && index % 3 !== 2 ? sections[index % sections.length]! : null;
        planned.push({
          ctx,
          boardId: board.id,
          sectionId: section?.id ?? null,
          title,
          imageId: pictures[artSeed++]!.id,
          public: (spec.privacy ?? 'public') === 'public',
        });
      }
    }
    created.push({ viewer, pins: [] });
    log(`seeded ${person.fullName}`);
  }
  for (const plan of shuffled(planned, random)) {
    const { pin } = await createPin(plan.ctx, {
      boardId: plan.boardId,
      sectionId: plan.sectionId,
      imageId: plan.imageId,
      title: plan.title,
      description: DESCRIPTIONS[Math.floor(random() * DESCRIPTIONS.length)]!,
      link: `https://example.com/${encodeURIComponent(plan.title.toLowerCase().replace(/\s+/g, '-'))}`,
      method: 'uploaded',
    });
    // Only pins of public boards are there for others to save.
    if (plan.public) created.find((c) => c.viewer.id === plan.ctx.viewer!.id)!.pins.push(pin.id);
  }
  let pinCount = planned.length;
  // Everyone saves 14 different pins of the others' onto their first board, taking turns, so repins (which
  // share the source's picture) are spread through the feed too.
  const repins = [];
  for (const { viewer } of created) {
    const [firstBoard] = await db
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', viewer.id)
      .orderBy('id')
      .limit(1)
      .execute();
    const others = created.filter((c) => c.viewer.id !== viewer.id).flatMap((c) => c.pins);
    repins.push({
      ctx: ctxFor(db, media, viewer),
      boardId: firstBoard!.id,
      sources: shuffled(others, random).slice(0, 14),
    });
  }
  for (let round = 0; round < 14; round++) {
    for (const { ctx, boardId, sources } of repins) {
      const sourceId = sources[round];
      if (!sourceId) continue;
      const source = await db
        .selectFrom('pins')
        .selectAll()
        .where('id', '=', sourceId)
        .executeTakeFirstOrThrow();
      await createPin(ctx, {
        boardId,
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

  // Some following, so the demo account's Following feed and follower counts are not empty on the first visit.
  // (Ava and Ben are left alone: the end-to-end tests follow and block them from zero.)
  const byEmail = new Map(USERS.map((person, i) => [person.email, created[i]!.viewer]));
  const as = (email: string) => ctxFor(db, media, byEmail.get(email)!);
  const demo = byEmail.get(DEMO_LOGIN.email)!;
  const chloe = byEmail.get('chloe@tackboard.local')!;
  const emi = byEmail.get('emi@tackboard.local')!;
  await followUser(as(DEMO_LOGIN.email), chloe.id);
  const emiBoards = await db
    .selectFrom('boards')
    .select(['id', 'privacy'])
    .where('owner_id', '=', emi.id)
    .execute();
  const emiPublicBoard = emiBoards.find((board) => board.privacy === 'public');
  if (emiPublicBoard) await followBoard(as(DEMO_LOGIN.email), emiPublicBoard.id);
  for (const email of ['chloe@tackboard.local', 'dev@tackboard.local', 'emi@tackboard.local']) {
    await followUser(as(email), demo.id);
  }
  await followUser(as('dev@tackboard.local'), chloe.id);
  log('seeded follows');

  await seedDemoBusiness(db, media, as('dev@tackboard.local'), as('emi@tackboard.local'), random);
  log('seeded a business profile');
}

/**
 * A business to click through (profile switching): Dev runs a studio and owns a linked profile, Harbor &
 * Pine Interiors, which Emi helps with as an admin. Its board holds saves of others' public pins, made while
 * acting for it.
 */
async function seedDemoBusiness(
  db: Db,
  media: MediaStore,
  dev: RequestContext,
  emi: RequestContext,
  random: () => number,
): Promise<void> {
  await convertToBusiness(dev, { businessName: 'Dev Patel Design', country: 'GB' });
  await convertToBusiness(emi, { businessName: 'Emi Tanaka Ceramics', country: 'JP' });
  const { user: business } = await createLinkedBusiness(dev, {
    businessName: 'Harbor & Pine Interiors',
    email: 'hello@harborandpine.example',
    website: 'https://harborandpine.example',
    country: 'GB',
  });
  const actingForBusiness = ctxFor(db, media, { id: business.id, username: business.username }, dev.actor);
  await grantBusinessAccess(actingForBusiness, { login: 'emi@tackboard.local', permission: 'ADMIN' });
  const board = await createBoard(actingForBusiness, { name: 'Calm living rooms', privacy: 'public' });
  const publicPins = await db
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .select(['pins.id', 'pins.image_id', 'pins.title', 'pins.description', 'pins.link'])
    .where('boards.privacy', '=', 'public')
    .where('pins.source_pin_id', 'is', null)
    .orderBy('pins.id')
    .execute();
  for (const source of shuffled(publicPins, random).slice(0, 6)) {
    await createPin(actingForBusiness, {
      boardId: board.id,
      imageId: source.image_id,
      sourcePinId: source.id,
      title: source.title,
      description: source.description,
      link: source.link,
      method: 'repin',
    });
  }
}
