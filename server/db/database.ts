import type { Kysely, Transaction } from 'kysely';
import type { BoardCollaboratorsTable } from './tables/boardCollaborators';
import type { BoardInvitesTable } from './tables/boardInvites';
import type { BoardSectionsTable } from './tables/boardSections';
import type { BoardsTable } from './tables/boards';
import type { BoardUserStatesTable } from './tables/boardUserStates';
import type { BusinessAccessTable } from './tables/businessAccess';
import type { ConnectedAccountsTable } from './tables/connectedAccounts';
import type { ExperimentAssignmentsTable } from './tables/experimentAssignments';
import type { ImagesTable } from './tables/images';
import type { JobsTable } from './tables/jobs';
import type { LoginFailuresTable } from './tables/loginFailures';
import type { MediaUploadsTable } from './tables/mediaUploads';
import type { PasswordResetsTable } from './tables/passwordResets';
import type { PinsTable } from './tables/pins';
import type { ServerSecretsTable } from './tables/serverSecrets';
import type { SessionsTable } from './tables/sessions';
import type { BoardFollowsTable, EventsTable, UserBlocksTable, UserFollowsTable } from './tables/social';
import type { TrackingEventsTable } from './tables/trackingEvents';
import type { UserSettingsTable } from './tables/userSettings';
import type { UserStatesTable } from './tables/userStates';
import type { UsersTable } from './tables/users';
import type { VideosTable } from './tables/videos';

export interface Database {
  images: ImagesTable;
  users: UsersTable;
  business_access: BusinessAccessTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
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
  server_secrets: ServerSecretsTable;
  jobs: JobsTable;
  videos: VideosTable;
  media_uploads: MediaUploadsTable;
  user_settings: UserSettingsTable;
  user_states: UserStatesTable;
  connected_accounts: ConnectedAccountsTable;
  experiment_assignments: ExperimentAssignmentsTable;
  tracking_events: TrackingEventsTable;
}

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: query helpers accept both. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
