import type { FastifyInstance } from 'fastify';
import { openExportForDownload } from '../domain/dataExport';
import { sendFailure } from '../rest/envelope';

/**
 * People's data in and out over plain HTTP: the download of a finished export (a file, so not GraphQL). Only its
 * owner's browser session downloads it; for anyone else it does not exist.
 */
export function registerDataPortRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/data/exports/:id/download', async (request, reply) => {
    try {
      const { file, fileName } = await openExportForDownload(request.ctx, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    } catch (error) {
      return sendFailure(reply, error);
    }
  });
}
