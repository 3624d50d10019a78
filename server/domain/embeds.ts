import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import type { UserRow } from '../db/tables/users';
import type { VideoRow } from '../db/tables/videos';
import { boardById } from './boards';
import type { RequestContext } from './context';
import { loadersOf } from './loaders';
import { loadVideos } from './media/videos';
import { listBoardPins, pinById } from './pins';

/** How many of a board's newest pins its embed shows. */
export const EMBED_BOARD_PINS = 6;

/** A pin as its embed shows it: its picture (a video's cover) and video, and who saved it where. */
export interface EmbeddedPin {
  pin: PinRow;
  image: ImageRow;
  video: VideoRow | null;
  board: BoardRow;
  pinner: UserRow;
}

/** A board as its embed shows it: its owner and the pictures of its newest pins. */
export interface EmbeddedBoard {
  board: BoardRow;
  owner: UserRow;
  pins: { pin: PinRow; image: ImageRow }[];
}

/**
 * The request as a signed-out visitor. An embed is shown on other sites to whoever visits them, and a browser
 * may send our cookies along with the frame: what it shows must not depend on who that is, so secret and
 * protected boards and their pins are missing there even for their members.
 */
function asVisitor(ctx: RequestContext): RequestContext {
  const { loaders: _loaders, grant: _grant, ...rest } = ctx;
  return { ...rest, viewer: null, actor: null };
}

/** A pin on a public board, for its embed; null when missing or not public (the two are not told apart). */
export async function embeddedPin(ctx: RequestContext, pinId: string): Promise<EmbeddedPin | null> {
  const visitor = asVisitor(ctx);
  const pin = await pinById(visitor, pinId);
  if (!pin) return null;
  const loaders = loadersOf(visitor);
  const [image, board, pinner, [video]] = await Promise.all([
    loaders.images.load(pin.image_id),
    boardById(visitor, pin.board_id),
    loaders.users.load(pin.pinner_id),
    pin.video_id ? loadVideos(visitor.db, [pin.video_id]) : Promise.resolve([null]),
  ]);
  if (!image || !board || !pinner) return null;
  return { pin, image, video: video ?? null, board, pinner };
}

/** A public board with its newest pins, for its embed; null when missing or not public. */
export async function embeddedBoard(ctx: RequestContext, boardId: string): Promise<EmbeddedBoard | null> {
  const visitor = asVisitor(ctx);
  const board = await boardById(visitor, boardId);
  if (!board) return null;
  const loaders = loadersOf(visitor);
  const [owner, pins] = await Promise.all([
    loaders.users.load(board.owner_id),
    listBoardPins(visitor, board.id, { limit: EMBED_BOARD_PINS, inverted: false }),
  ]);
  if (!owner) return null;
  const images = await Promise.all(pins.map((pin) => loaders.images.load(pin.image_id)));
  return {
    board,
    owner,
    pins: pins.slice(0, EMBED_BOARD_PINS).flatMap((pin, n) => {
      const image = images[n];
      return image ? [{ pin, image }] : [];
    }),
  };
}
