import type { Generated, Selectable } from 'kysely';

export interface JobsTable {
  id: Generated<string>;
  type: string;
  /** The row the job works on (for media jobs, a media_uploads id). */
  subject_id: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: Generated<Date>;
  /** When a worker claimed the job; its lease runs out a while after. */
  locked_at: Date | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Generated<Date>;
}

export type JobRow = Selectable<JobsTable>;
