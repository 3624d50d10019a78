export interface BoardUserStatesTable {
  board_id: string;
  user_id: string;
  last_saved_at: Date | null;
  archived_at: Date | null;
}
