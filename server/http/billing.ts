import type { FastifyInstance } from 'fastify';
import { invoiceNumber } from '../../core/billing';
import { invoiceDocument } from '../domain/billing';
import { instanceSettings } from '../domain/instance';
import { renderInvoicePdf } from '../infra/invoicePdf';
import { sendFailure } from '../rest/envelope';

/**
 * An invoice as a PDF, over plain HTTP so a link downloads it: only for its advertiser's owner, people acting for
 * the profile that owns it, and the operator (a browser session; never a token). Anyone else gets 404, signed out
 * 401.
 */
export function registerBillingRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/billing/invoices/:id.pdf', async (request, reply) => {
    try {
      const document = await invoiceDocument(request.ctx, request.params.id);
      const { siteName } = await instanceSettings(request.ctx.db);
      const pdf = await renderInvoicePdf(document, siteName);
      const number = invoiceNumber(document.invoice.id, document.invoice.period_start);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
      return sendFailure(reply, error);
    }
  });
}
