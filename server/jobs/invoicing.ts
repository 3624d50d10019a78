import type { Db } from '../db/database';
import { issueInvoices } from '../domain/billing';
import {
  type ScheduledRefresh,
  type ScheduledRefreshOptions,
  startScheduledRefresh,
} from './scheduledRefresh';

/** How often a process looks for closed months to invoice: invoices go out within the hour after a month ends. */
export const INVOICING_EVERY_MS = 60 * 60_000;

/** The one jobs row that schedules invoicing (migrations/0048 allows only one). */
export const INVOICING_JOB = 'billing.invoice';

/**
 * Issues the invoices of closed months, by one process at a time (and safe even when two run: invoicing takes
 * only spend no invoice holds, under row locks).
 */
export function startInvoicing(db: Db, options: ScheduledRefreshOptions = {}): ScheduledRefresh {
  const now = options.now ?? (() => new Date());
  return startScheduledRefresh(
    db,
    { type: INVOICING_JOB, everyMs: INVOICING_EVERY_MS, refresh: (db) => issueInvoices(db, now()) },
    options,
  );
}
