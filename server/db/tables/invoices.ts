import type { ColumnType, Generated, Selectable } from 'kysely';

/** A bigint column read as a decimal string. */
type BigintColumn = ColumnType<string, string | number, string | number>;
/** A date column: a YYYY-MM-DD string both ways. */
type DateColumn = string;

/** Spend of one campaign in one calendar month (UTC), and how much of it an invoice holds. */
export interface CampaignSpendMonthsTable {
  campaign_id: string;
  /** The month's first day. */
  month: DateColumn;
  /** Thousandths of a minor unit. */
  spend_milli: Generated<string>;
  invoiced_milli: Generated<string>;
}

export type InvoiceStatus = 'open' | 'paid';

export interface InvoicesTable {
  id: Generated<string>;
  advertiser_id: string;
  period_start: DateColumn;
  /** The period's last day. */
  period_end: DateColumn;
  currency: string;
  total_minor: BigintColumn;
  status: Generated<InvoiceStatus>;
  issued_at: Date;
  due_on: DateColumn;
  paid_at: Date | null;
  paid_by: string | null;
  advertiser_name: string;
  bill_to_name: string | null;
  bill_to_email: string | null;
  bill_to_address: string | null;
  bill_to_country: string | null;
}

export type InvoiceRow = Selectable<InvoicesTable>;

export interface InvoiceLinesTable {
  id: Generated<string>;
  invoice_id: string;
  campaign_id: string | null;
  campaign_name: string;
  spend_milli: BigintColumn;
  amount_minor: BigintColumn;
}

export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
