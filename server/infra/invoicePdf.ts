import PDFDocument from 'pdfkit';
import { formatMinor, invoiceNumber, periodLabel } from '../../core/billing';
import type { AdvertiserRow } from '../db/tables/advertisers';
import type { InvoiceWithLines } from '../domain/billing';

const MARGIN = 50;

function day(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}

/**
 * An invoice as a one-or-more-page A4 PDF (pdfkit, with its built-in Helvetica: Latin text only; other scripts
 * would need a font file shipped with the server).
 */
export function renderInvoicePdf(
  { invoice, lines, advertiser }: InvoiceWithLines & { advertiser: AdvertiserRow },
  siteName: string,
): Promise<Buffer> {
  const number = invoiceNumber(invoice.id, invoice.period_start);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${number}`, Author: siteName, Subject: `${siteName} ads` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const money = (minor: string) => formatMinor(minor, invoice.currency);

  doc.font('Helvetica-Bold').fontSize(22).text(`${siteName} invoice`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${number}`);
  doc.text(
    `Period: ${periodLabel(invoice.period_start)} (${day(invoice.period_start)} – ${day(invoice.period_end)})`,
  );
  doc.text(`Issued: ${day(invoice.issued_at)}`);
  doc.text(`Due: ${day(invoice.due_on)}`);
  doc.text(
    `Status: ${invoice.status === 'paid' && invoice.paid_at ? `paid on ${day(invoice.paid_at)}` : 'open'}`,
  );
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica');
  doc.text(invoice.advertiser_name);
  doc.text(`Advertiser account ${advertiser.id}`);
  if (invoice.bill_to_name) {
    doc.text(`Attn: ${invoice.bill_to_name}`);
    if (invoice.bill_to_email) doc.text(invoice.bill_to_email);
    if (invoice.bill_to_address) doc.text(invoice.bill_to_address);
    if (invoice.bill_to_country) doc.text(invoice.bill_to_country);
  } else {
    doc.text('No billing contact was on file when this invoice was issued.');
  }
  doc.moveDown();

  const amountX = MARGIN + width - 120;
  const row = (left: string, right: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    doc.text(left, MARGIN, y, { width: width - 130 });
    const after = doc.y;
    doc.text(right, amountX, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
  };
  row('Campaign', `Amount (${invoice.currency})`, true);
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  for (const line of lines)
    row(line.campaign_name || `Campaign ${line.campaign_id ?? ''}`, money(line.amount_minor));
  doc.moveDown(0.5);
  row('Total due', money(invoice.total_minor), true);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Payment by invoice: pay the total by the due date, quoting the invoice number. Amounts are the spend of the period's ads (impressions at each ad group's bid), rounded to the cent per campaign.`,
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
