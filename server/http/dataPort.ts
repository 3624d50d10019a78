import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DATA_PORT_TEXTS, MAX_IMPORT_BYTES } from '../../core/dataPort';
import { requireBrowserSession } from '../domain/apiTokens';
import { requireViewer } from '../domain/auth';
import { openExportForDownload } from '../domain/dataExport';
import { startImport } from '../domain/dataImport';
import { validationError } from '../domain/errors';
import { ok, sendFailure } from '../rest/envelope';

/**
 * People's data in and out over plain HTTP, as files are: the download of a finished export (only its owner's
 * browser session gets it; for anyone else it does not exist) and the upload that starts an import.
 */
export async function registerDataPortRoutes(app: FastifyInstance, uploadDir: string): Promise<void> {
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

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });
    // A form of `kind` (tackboard, bookmarks or csv) then `file`; answers the new import's id.
    scope.post('/data/imports/', async (request, reply) => {
      let received: string | null = null;
      try {
        requireViewer(request.ctx);
        requireBrowserSession(request.ctx);
        let kind = '';
        let fileName = '';
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value;
            continue;
          }
          if (received) {
            part.file.resume();
            continue;
          }
          await mkdir(uploadDir, { recursive: true });
          const target = path.join(uploadDir, `import-${randomBytes(8).toString('hex')}.upload`);
          received = target;
          fileName = part.filename;
          await pipeline(part.file, createWriteStream(target));
          if (part.file.truncated) throw validationError(DATA_PORT_TEXTS.importUnreadable, 'file');
        }
        if (!received) throw validationError(DATA_PORT_TEXTS.importFileMissing, 'file');
        const started = await startImport(request.ctx, { kind, fileName, file: received });
        received = null;
        return reply.status(201).send(ok({ id: started.id, status: started.status }));
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code.startsWith('FST_'))
          return sendFailure(reply, validationError(DATA_PORT_TEXTS.importFileMissing, 'file'));
        return sendFailure(reply, error);
      } finally {
        if (received) await unlink(received).catch(() => {});
      }
    });
  });
}
