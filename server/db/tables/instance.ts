import type { Generated, Selectable } from 'kysely';
import type { SignUpMode } from '../../../core/instance';

/** The instance's own settings: a single row (id 1). */
export interface InstanceSettingsTable {
  id: number;
  site_name: Generated<string>;
  sign_up_mode: Generated<SignUpMode>;
  /** When the first account became the administrator; null until someone signs up. */
  admin_claimed_at: Date | null;
}

export interface InstanceInvitesTable {
  id: Generated<string>;
  token_hash: string;
  created_by: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  used_by: string | null;
}

export type ReportTargetType = 'pin' | 'board' | 'user';
export type ReportStatus = 'open' | 'dismissed' | 'actioned';

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string | null;
  target_type: ReportTargetType;
  target_id: string;
  reason: string;
  details: Generated<string>;
  target_label: string;
  status: Generated<ReportStatus>;
  created_at: Generated<Date>;
  resolved_at: Date | null;
  resolved_by: string | null;
}

export type ReportRow = Selectable<ReportsTable>;
export type InstanceSettingsRow = Selectable<InstanceSettingsTable>;
