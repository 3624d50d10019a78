import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MEDIA_TEXTS } from '../../core/mediaUpload';
import type { MediaUploadRow } from '../db/tables/mediaUploads';
import { DomainError, validationError } from '../domain/errors';
import { acceptUploadedFile, checkUploadParameters, refuseUploadedFile } from '../domain/media/uploads';
import { ok, sendFailure } from '../rest/envelope';

/** Reads what is left of a part the server will not keep, so the client can finish sending and read our answer. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  if (stream.readableEnded) return;
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('error', () => resolve());
    stream.once('close', resolve);
  });
}

interface Received {
  upload: MediaUploadRow;
  path: string;
  bytes: number;
}

/**
 * Receives one file for a registered upload. The signed parameters must come first in the form (as with S3
 * form posts), so a refused post is refused before any byte is written. The file streams to a temp file; one
 * larger than the pin builder's 200 MB limit is cut off and refused.
 */
async function receiveFile(
  request: FastifyRequest<{ Params: { id: string } }>,
  uploadDir: string,
): Promise<Received> {
  const ctx = request.ctx;
  // NOTE: the form names the keys, so no prototype may answer for a key it did not send.
  const fields: Record<string, string> = Object.create(null);
  let received: Received | null = null;
  let failure: unknown = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (received || failure) {
        await drain(part.file);
        continue;
      }
      let upload: MediaUploadRow;
      try {
        upload = await checkUploadParameters(ctx, request.params.id, fields);
      } catch (error) {
        failure = error;
        await drain(part.file);
        continue;
      }
      await mkdir(uploadDir, { recursive: true });
      const target = path.join(uploadDir, `${upload.id}-${randomBytes(8).toString('hex')}.upload`);
      try {
        await pipeline(part.file, createWriteStream(target));
      } catch (error) {
        await unlink(target).catch(() => {});
        throw error;
      }
      if (part.file.truncated) {
        await unlink(target).catch(() => {});
        await refuseUploadedFile(ctx, upload, MEDIA_TEXTS.tooLarge);
        failure = new DomainError('VALIDATION', MEDIA_TEXTS.tooLarge, { field: 'file' });
        continue;
      }
      const { size } = await stat(target);
      if (size === 0) {
        await unlink(target).catch(() => {});
        await refuseUploadedFile(ctx, upload, MEDIA_TEXTS.emptyFile);
        failure = validationError(MEDIA_TEXTS.emptyFile, 'file');
        continue;
      }
      received = { upload, path: target, bytes: size };
    }
  } catch (error) {
    if (received) await unlink(received.path).catch(() => {});
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code ?? '';
    // Not multipart at all, or a broken form: the client did not send a file we could read.
    if (code.startsWith('FST_')) throw validationError(MEDIA_TEXTS.uploadMissingFile, 'file');
    throw error;
  }
  if (failure) {
    if (received) await unlink(received.path).catch(() => {});
    throw failure;
  }
  if (!received) throw validationError(MEDIA_TEXTS.uploadMissingFile, 'file');
  return received;
}

/**
 * The upload url of VIPResource create: POST /upload/{upload_id}/ with the upload parameters plus the file as
 * multipart/form-data. Answers 201 once the file is stored and queued; the client then polls VIPResource get.
 */
export async function registerUploadRoutes(app: FastifyInstance, uploadDir: string): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    scope.post<{ Params: { id: string } }>('/upload/:id/', async (request, reply) => {
      try {
        const file = await receiveFile(request, uploadDir);
        const upload = await acceptUploadedFile(request.ctx, file.upload, {
          path: file.path,
          bytes: file.bytes,
        });
        return reply.status(201).send(ok({ upload_id: upload.id, status: upload.status }));
      } catch (error) {
        return sendFailure(reply, error);
      }
    });
  });
}
