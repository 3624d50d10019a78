import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import aws4 from 'aws4';
import {
  clampRange,
  isSafeMediaPath,
  type MediaStore,
  mediaContentType,
  RangeNotSatisfiable,
} from '../domain/media/mediaStore';

/** Where and as whom to reach an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, Garage…). */
export interface S3Options {
  /** Base URL of the service, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket all keys go under ('' for the bucket's root). */
  prefix: string;
  /** Address the bucket as /bucket/key on the endpoint (most self-hosted services) instead of bucket.host/key. */
  pathStyle: boolean;
}

interface S3Request {
  method: 'GET' | 'PUT' | 'DELETE' | 'HEAD';
  key: string | null;
  headers?: Record<string, string>;
  body?: Buffer | { file: string; size: number };
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    what: string,
  ) {
    super(`S3 ${what} answered ${status}${code ? ` ${code}` : ''}`);
  }
}

async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The error code in an S3 error answer (`<Error><Code>NoSuchKey</Code>…`), or '' without one. */
function errorCode(body: string): string {
  return /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? '';
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** A media store over an S3-compatible bucket, signing every request with AWS Signature Version 4. */
export function s3MediaStore(options: S3Options): MediaStore {
  const endpoint = new URL(options.endpoint);
  const secure = endpoint.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 32 });
  const host = options.pathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
  const basePath = `${endpoint.pathname.replace(/\/$/, '')}${options.pathStyle ? `/${options.bucket}` : ''}`;
  const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
  const credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };

  const objectKey = (relativePath: string) => {
    if (!isSafeMediaPath(relativePath)) throw new Error(`Not a media path: ${relativePath}`);
    return prefix ? `${prefix}/${relativePath}` : relativePath;
  };

  function send(request: S3Request): Promise<IncomingMessage> {
    const headers: Record<string, string> = { ...request.headers };
    const body = request.body;
    if (Buffer.isBuffer(body)) headers['Content-Length'] = String(body.length);
    else if (body) {
      headers['Content-Length'] = String(body.size);
      // NOTE: a streamed body cannot be hashed before it is sent; S3 accepts an unsigned payload over the
      // signed headers.
      headers['X-Amz-Content-Sha256'] = 'UNSIGNED-PAYLOAD';
    }
    const signed = aws4.sign(
      {
        host,
        path: request.key === null ? `${basePath}/` : `${basePath}/${encodeKey(request.key)}`,
        method: request.method,
        headers,
        service: 's3',
        region: options.region,
        ...(Buffer.isBuffer(body) ? { body } : {}),
      },
      credentials,
    );
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(
        {
          protocol: endpoint.protocol,
          hostname: options.pathStyle ? endpoint.hostname : host.replace(/:\d+$/, ''),
          port: endpoint.port || (secure ? 443 : 80),
          path: signed.path,
          method: request.method,
          headers: signed.headers as Record<string, string>,
          agent,
          timeout: 60_000,
        },
        resolve,
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`S3 ${request.method} timed out`)));
      outgoing.on('error', reject);
      if (Buffer.isBuffer(body)) outgoing.end(body);
      else if (body) {
        const source: Readable = createReadStream(body.file);
        source.on('error', (error) => outgoing.destroy(error));
        source.pipe(outgoing);
      } else outgoing.end();
    });
  }

  /** Sends a request whose answer has no body we need; throws S3Error on anything but 2xx. */
  async function call(request: S3Request, what: string): Promise<IncomingMessage> {
    const response = await send(request);
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    const text = request.method === 'HEAD' ? '' : await readText(response);
    response.resume();
    throw new S3Error(status, errorCode(text), what);
  }

  /** Stores an object with the type its extension names; media never change, so caches may keep them. */
  async function putObject(relativePath: string, body: NonNullable<S3Request['body']>): Promise<void> {
    const key = objectKey(relativePath);
    const response = await call(
      {
        method: 'PUT',
        key,
        headers: {
          'Content-Type': mediaContentType(relativePath),
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
        body,
      },
      `PUT ${key}`,
    );
    response.resume();
  }

  return {
    description: `S3 bucket ${options.bucket}${prefix ? `/${prefix}` : ''} at ${endpoint.origin}`,
    async ready() {
      try {
        (await call({ method: 'HEAD', key: null }, `bucket ${options.bucket}`)).resume();
      } catch (error) {
        const reason =
          error instanceof S3Error
            ? error.status === 404
              ? 'does not exist'
              : error.status === 403
                ? 'refuses these credentials'
                : `answered ${error.status}`
            : `cannot be reached (${(error as Error).message})`;
        throw new Error(`The media bucket ${options.bucket} at ${endpoint.origin} ${reason}.`);
      }
    },
    put: (relativePath, data) => putObject(relativePath, data),
    async putFile(relativePath, sourceFile) {
      const { size } = await stat(sourceFile);
      await putObject(relativePath, { file: sourceFile, size });
      await unlink(sourceFile).catch(() => {});
    },
    async open(relativePath, range) {
      const key = objectKey(relativePath);
      const headers: Record<string, string> = {};
      if (range) headers.Range = `bytes=${range.start}-${range.end ?? ''}`;
      const response = await send({ method: 'GET', key, headers });
      const status = response.statusCode ?? 0;
      if (status === 404) {
        response.resume();
        return null;
      }
      if (status === 416) {
        response.resume();
        const total = /\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''))?.[1];
        if (total) throw new RangeNotSatisfiable(Number(total));
        // Some services leave out the size; ask for it.
        const head = await call({ method: 'HEAD', key }, `HEAD ${key}`);
        head.resume();
        throw new RangeNotSatisfiable(Number(head.headers['content-length'] ?? 0));
      }
      if (status !== 200 && status !== 206) {
        const text = await readText(response);
        throw new S3Error(status, errorCode(text), `GET ${key}`);
      }
      const length = Number(response.headers['content-length'] ?? 0);
      const contentRange = /bytes (\d+)-(\d+)\/(\d+)/.exec(String(response.headers['content-range'] ?? ''));
      const size = contentRange ? Number(contentRange[3]) : length;
      const { start, end } = contentRange
        ? { start: Number(contentRange[1]), end: Number(contentRange[2]) }
        : clampRange(undefined, size);
      return {
        body: response,
        size,
        start,
        end,
        contentType: mediaContentType(relativePath),
        etag: String(response.headers.etag ?? `"${size.toString(36)}"`),
      };
    },
    async remove(relativePaths) {
      await Promise.all(
        relativePaths.map(async (relativePath) => {
          const key = objectKey(relativePath);
          const response = await send({ method: 'DELETE', key });
          response.resume();
          const status = response.statusCode ?? 0;
          if (status >= 300 && status !== 404) throw new S3Error(status, '', `DELETE ${key}`);
        }),
      );
    },
  };
}
