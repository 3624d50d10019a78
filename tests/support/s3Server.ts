import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';

/**
 * A real S3-compatible server on 127.0.0.1: s3rver (the S3 REST API over a folder) behind a gate that checks
 * AWS Signature Version 4 the way S3 does — s3rver itself checks only the access key.
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment that points the app's media store at this bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket, sorted. */
  keys(): string[];
  close(): Promise<void>;
}

// s3rver's fixed credentials.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const OBJECT_SUFFIX = '._S3rver_object';

export async function startS3Server(bucket = 'tackboard-media'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tackboard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const backend = await server.run();
  const gate = signatureGate(backend, SECRET_ACCESS_KEY);
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    keys: () =>
      readdirSync(path.join(directory, bucket), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) =>
          path
            .relative(path.join(directory, bucket), path.join(entry.parentPath, entry.name))
            .slice(0, -OBJECT_SUFFIX.length),
        )
        .sort(),
    close: async () => {
      gate.closeAllConnections();
      await new Promise((resolve) => gate.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** Why a request's v4 signature (or its payload hash) is wrong, or null when it is right. */
export function signatureProblem(
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  body: Buffer,
  secretAccessKey: string,
  now = Date.now(),
): string | null {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'no v4 Authorization header';
  const [, , day, region, signedHeaders, signature] = match as unknown as string[];
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  if (!amzDate.startsWith(day!)) return 'the credential day is not the request day';
  const sent = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!(Math.abs(now - sent) < 15 * 60_000)) return 'the request time is too skewed';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'the payload hash is wrong';
  const [pathPart, query = ''] = request.url.split('?') as [string, string?];
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) =>
      pair
        .split('=')
        .map((part) => encodeURIComponent(decodeURIComponent(part)))
        .join('='),
    )
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    pathPart,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${secretAccessKey}`, day!), region!),
  );
  return hmac(key, stringToSign).toString('hex') === signature ? null : 'the signature does not match';
}

/** Passes correctly signed requests on to the backend; answers 403 SignatureDoesNotMatch to the rest. */
function signatureGate(backend: AddressInfo, secretAccessKey: string): http.Server {
  return http.createServer(async (request, response) => {
    const body = await buffer(request);
    const problem = signatureProblem(
      { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers },
      body,
      secretAccessKey,
    );
    if (problem) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
      return;
    }
    const forwarded = http.request(
      {
        host: backend.address,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    forwarded.end(body);
  });
}
