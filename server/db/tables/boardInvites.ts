import type { Generated, Selectable } from 'kysely';

export type InviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface BoardInvitesTable {
  id: Generated<string>;
  board_id: string;
  inviter_id: string;
  invitee_id: string | null;
  email: string | null;
  token_hash: string;
  status: Generated<InviteStatus>;
  created_at: Generated<Date>;
  responded_at: Date | null;
}

export type InviteRow = Selectable<BoardInvitesTable>;
