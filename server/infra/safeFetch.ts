import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { linkStatusText } from '../../core/mediaUpload';
import {
  addressAllowed,
  assertAddressAllowed,
  FetchError,
  type FetchedBody,
  type FetchPolicy,
  fetchFailure,
  parseFetchUrl,
  type SafeFetchRequest,
} from '../domain/media/fetchPolicy';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'TackboardBot/1.0 (+pin image fetcher)';

/**
 * A DNS lookup that answers only with addresses we may connect to, so the socket connects to a checked
 * address and a rebinding DNS server cannot swap in another between the check and the connect.
 */
export function guardedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(
      hostname,
      { all: true, family: options.family ?? 0, hints: options.hints ?? 0 },
      (error, found) => {
        if (error) return callback(error, '', 0);
        const allowed = found.filter((entry) => addressAllowed(entry.address, policy));
        if (allowed.length === 0) return callback(fetchFailure('private_address'), '', 0);
        if (options.all) return callback(null, allowed);
        const first = allowed[0]!;
        return callback(null, first.address, first.family);
      },
    );
  };
}

interface Hop {
  response: IncomingMessage;
  abort(error: Error): void;
}

function requestOnce(url: URL, policy: FetchPolicy, accept: string, deadline: number): Promise<Hop> {
  assertAddressAllowed(url, policy);
  const remaining = deadline - Date.now();
  if (remaining <= 0) throw fetchFailure('timeout');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(policy),
      headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': 'identity' },
    });
    const timer = setTimeout(() => request.destroy(fetchFailure('timeout')), remaining);
    const abort = (error: Error) => {
      clearTimeout(timer);
      request.destroy(error);
    };
    // NOTE: second line of defence: whatever path led to the socket, the address it actually connected to
    // must be allowed (IP literals skip the lookup above).
    request.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        const remote = socket.remoteAddress ?? '';
        if (!addressAllowed(remote, policy)) request.destroy(fetchFailure('private_address'));
      });
    });
    request.on('response', (response) => {
      // NOTE: aborting a half-read body makes the response emit an error; it is handled by whoever aborted.
      response.on('error', () => {});
      response.on('end', () => clearTimeout(timer));
      response.on('close', () => clearTimeout(timer));
      resolve({ response, abort });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchError ? error : fetchFailure('unreachable'));
    });
    request.end();
  });
}

function readBody(hop: Hop, maxBytes: number): Promise<Buffer> {
  const declared = Number(hop.response.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    const error = fetchFailure('too_large');
    hop.abort(error);
    return Promise.reject(error);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    hop.response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        settled = true;
        const error = fetchFailure('too_large');
        hop.abort(error);
        reject(error);
        return;
      }
      chunks.push(chunk);
    });
    hop.response.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    hop.response.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error instanceof FetchError ? error : fetchFailure('unreachable'));
    });
    hop.response.on('close', () => {
      if (settled) return;
      settled = true;
      reject(fetchFailure('unreachable'));
    });
  });
}

/**
 * Fetches a url on a user's behalf: http/https only, an overall time limit, a body size cap, a bounded number
 * of redirects (each re-checked), and no private, loopback, link-local, unique-local, CGNAT, multicast or
 * unspecified address unless the policy allows private addresses. Non-2xx answers are errors.
 */
export async function safeFetch(request: SafeFetchRequest): Promise<FetchedBody> {
  const { policy, maxBytes } = request;
  const accept = request.accept ?? '*/*';
  const deadline = Date.now() + policy.timeoutMs;
  let url = parseFetchUrl(request.url);
  for (let redirects = 0; ; redirects++) {
    const hop = await requestOnce(url, policy, accept, deadline);
    const status = hop.response.statusCode ?? 0;
    const location = hop.response.headers.location;
    if (REDIRECTS.has(status) && location) {
      hop.response.resume();
      hop.abort(new Error('redirected'));
      if (redirects >= policy.maxRedirects) throw fetchFailure('too_many_redirects');
      let next: string;
      try {
        next = new URL(location, url).toString();
      } catch {
        throw fetchFailure('invalid_url');
      }
      url = parseFetchUrl(next);
      continue;
    }
    if (status < 200 || status > 299) {
      hop.response.resume();
      hop.abort(new Error('status'));
      throw new FetchError('http_status', linkStatusText(status), status);
    }
    const body = await readBody(hop, maxBytes);
    return {
      url: url.toString(),
      status,
      contentType: String(hop.response.headers['content-type'] ?? ''),
      body,
    };
  }
}
