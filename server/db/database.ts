import type { Kysely, Transaction } from 'kysely';
import type { BoardCollaboratorsTable } from './tables/boardCollaborators';
import type { BoardInvitesTable } from './tables/boardInvites';
import type { BoardSectionsTable } from './tables/boardSections';
import type { BoardsTable } from './tables/boards';
import type { BoardUserStatesTable } from './tables/boardUserStates';
import type { ImagesTable } from './tables/images';
import type { PinsTable } from './tables/pins';
import type { SessionsTable } from './tables/sessions';
import type { BoardFollowsTable, EventsTable, UserBlocksTable, UserFollowsTable } from './tables/social';
import type { UsersTable } from './tables/users';

export interface Database {
  images: ImagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  boards: BoardsTable;
  board_collaborators: BoardCollaboratorsTable;
  board_invites: BoardInvitesTable;
  board_sections: BoardSectionsTable;
  board_user_states: BoardUserStatesTable;
  pins: PinsTable;
  user_follows: UserFollowsTable;
  board_follows: BoardFollowsTable;
  user_blocks: UserBlocksTable;
  events: EventsTable;
}

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: query helpers accept both. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
