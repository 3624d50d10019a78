import {
  isReportReason,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '../../core/instance';
import { boardPath, pinPath, profilePath } from '../../core/paths';
import { ADMIN_TEXTS } from '../../core/texts';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetPage } from '../db/keyset';
import type { ReportStatus, ReportTargetType } from '../db/tables/instance';
import { removeContent, requireAdmin, suspendAccount } from './admin';
import { requireViewer } from './auth';
import { boardById } from './boards';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { pinById } from './pins';

export interface ReportInput {
  pinId?: string | null;
  boardId?: string | null;
  userId?: string | null;
  reason: string;
  details?: string | null;
}

/** A report as the administrator's list shows it: what was reported, why, by whom, and where it is now. */
export interface ReportView {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  targetLabel: string;
  /** Where the reported thing is, or null once it is gone. */
  targetPath: string | null;
  reason: ReportReason;
  reasonLabel: string;
  details: string;
  reporterUsername: string | null;
  status: ReportStatus;
  createdAt: Date;
}

/** The thing a report names, as the reporter sees it: what they cannot see, they cannot report. */
async function reportTarget(
  ctx: RequestContext,
  input: ReportInput,
): Promise<{ type: ReportTargetType; id: string; label: string; ownerId: string }> {
  const given = [input.pinId, input.boardId, input.userId].filter((id) => id != null);
  const notFound = new DomainError('NOT_FOUND', ADMIN_TEXTS.reportTargetNotFound);
  if (given.length !== 1) throw notFound;
  if (input.pinId != null) {
    const pin = await pinById(ctx, input.pinId);
    if (!pin) throw notFound;
    return { type: 'pin', id: pin.id, label: pin.title || `Pin ${pin.id}`, ownerId: pin.pinner_id };
  }
  if (input.boardId != null) {
    const board = await boardById(ctx, input.boardId);
    if (!board) throw notFound;
    return { type: 'board', id: board.id, label: board.name, ownerId: board.owner_id };
  }
  const userId = input.userId ?? '';
  const user = isEntityId(userId)
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'username', 'full_name'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!user) throw notFound;
  return { type: 'user', id: user.id, label: `${user.full_name} (@${user.username})`, ownerId: user.id };
}

/**
 * Reports a pin, a board or a person to the administrator, with a reason from REPORT_REASONS. Reporting the same
 * thing again while the first report is open changes nothing. Nobody reports their own things.
 */
export async function reportContent(ctx: RequestContext, input: ReportInput): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const target = await reportTarget(ctx, input);
  if (!isReportReason(input.reason)) throw validationError(ADMIN_TEXTS.reportReasonRequired, 'reason');
  const details = (input.details ?? '').trim();
  if (details.length > REPORT_DETAILS_MAX_LENGTH)
    throw validationError(ADMIN_TEXTS.reportDetailsTooLong, 'details');
  if (target.ownerId === viewer.id) throw new DomainError('FORBIDDEN', ADMIN_TEXTS.reportNotYourself);
  await ctx.db
    .insertInto('reports')
    .values({
      reporter_id: viewer.id,
      target_type: target.type,
      target_id: target.id,
      target_label: target.label.slice(0, 200),
      reason: input.reason,
      details,
      created_at: ctx.now(),
      resolved_at: null,
      resolved_by: null,
    })
    .onConflict((oc) =>
      oc.columns(['reporter_id', 'target_type', 'target_id']).where('status', '=', 'open').doNothing(),
    )
    .execute();
  return true;
}

function reportsQuery(ctx: RequestContext) {
  return ctx.db
    .selectFrom('reports')
    .leftJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .leftJoin('pins', (join) =>
      join.onRef('pins.id', '=', 'reports.target_id').on('reports.target_type', '=', 'pin'),
    )
    .leftJoin('boards', (join) =>
      join.onRef('boards.id', '=', 'reports.target_id').on('reports.target_type', '=', 'board'),
    )
    .leftJoin('users as board_owner', 'board_owner.id', 'boards.owner_id')
    .leftJoin('users as target_user', (join) =>
      join.onRef('target_user.id', '=', 'reports.target_id').on('reports.target_type', '=', 'user'),
    )
    .select([
      'reports.id',
      'reports.target_type',
      'reports.target_id',
      'reports.target_label',
      'reports.reason',
      'reports.details',
      'reports.status',
      'reports.created_at',
      'reporter.username as reporter_username',
      'pins.id as pin_id',
      'boards.slug as board_slug',
      'board_owner.username as board_owner_username',
      'target_user.username as target_username',
    ]);
}

type ReportQueryRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['execute']>>[number];

function toView(row: ReportQueryRow): ReportView {
  let targetPath: string | null = null;
  if (row.target_type === 'pin' && row.pin_id) targetPath = pinPath(row.pin_id);
  if (row.target_type === 'board' && row.board_slug && row.board_owner_username)
    targetPath = boardPath(row.board_owner_username, row.board_slug);
  if (row.target_type === 'user' && row.target_username) targetPath = profilePath(row.target_username);
  const reason = isReportReason(row.reason) ? row.reason : 'spam';
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    targetPath,
    reason,
    reasonLabel: REPORT_REASONS[reason],
    details: row.details,
    reporterUsername: row.reporter_username,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** The reports still waiting for the administrator, newest first. */
export async function listOpenReports(ctx: RequestContext, page: KeysetPage): Promise<ReportView[]> {
  await requireAdmin(ctx);
  const rows = await applyKeyset(
    reportsQuery(ctx).where('reports.status', '=', 'open'),
    { sort: 'reports.created_at', id: 'reports.id', sortType: 'timestamptz', direction: 'desc' },
    page,
  ).execute();
  return rows.map(toView);
}

async function openReport(ctx: RequestContext, reportId: string) {
  const row = isEntityId(reportId)
    ? await ctx.db
        .selectFrom('reports')
        .select(['id', 'target_type', 'target_id'])
        .where('id', '=', reportId)
        .where('status', '=', 'open')
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('NOT_FOUND', ADMIN_TEXTS.reportNotFound);
  return row;
}

/** Closes every open report of one thing, and answers the one the administrator acted on. */
async function closeReports(
  ctx: RequestContext,
  report: { id: string; target_type: ReportTargetType; target_id: string },
  status: ReportStatus,
  adminId: string,
): Promise<ReportView> {
  await ctx.db
    .updateTable('reports')
    .set({ status, resolved_at: ctx.now(), resolved_by: adminId })
    .where('target_type', '=', report.target_type)
    .where('target_id', '=', report.target_id)
    .where('status', '=', 'open')
    .execute();
  return toView(await reportsQuery(ctx).where('reports.id', '=', report.id).executeTakeFirstOrThrow());
}

/** The administrator finds nothing wrong: the reports of that thing close, and it stays as it is. */
export async function dismissReport(ctx: RequestContext, reportId: string): Promise<ReportView> {
  const admin = await requireAdmin(ctx);
  return closeReports(ctx, await openReport(ctx, reportId), 'dismissed', admin.id);
}

/**
 * The administrator acts on a report: a reported pin or board is removed (as its owner would remove it, so the
 * counts others see follow), a reported person is suspended. Every open report of that thing closes.
 */
export async function actOnReport(ctx: RequestContext, reportId: string): Promise<ReportView> {
  const admin = await requireAdmin(ctx);
  const report = await openReport(ctx, reportId);
  if (report.target_type === 'user') {
    const exists = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', report.target_id)
      .executeTakeFirst();
    if (exists) await suspendAccount(ctx, report.target_id);
  } else {
    await removeContent(ctx, report.target_type, report.target_id);
  }
  return closeReports(ctx, report, 'actioned', admin.id);
}
