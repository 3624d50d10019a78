import http from 'node:http';
import type { TypedDocumentString } from '../gql/graphql';

/** A cookie as the server set it, with the attributes the security tests look at. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string | true>;
}

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResult<TData> {
  status: number;
  data?: TData | null;
  errors?: GraphQLError[];
}

/**
 * The variables argument of a typed document: optional when the operation takes none, checked against the
 * operation's variable types otherwise.
 */
export type VariablesOf<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface RequestOptions {
  /** Send the X-CSRFToken header copied from the csrftoken cookie (the browser client's habit). Default true. */
  csrf?: boolean;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes.set(key.toLowerCase(), value.length > 0 ? value.join('=') : true);
  }
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes };
}

function isRemoval(cookie: SetCookie): boolean {
  const maxAge = cookie.attributes.get('max-age');
  const expires = cookie.attributes.get('expires');
  return (
    cookie.value === '' ||
    (typeof maxAge === 'string' && Number(maxAge) <= 0) ||
    (typeof expires === 'string' && Date.parse(expires) <= Date.now())
  );
}

/**
 * A browser stand-in over real HTTP: keeps cookies, and sends the X-CSRFToken header on writes the way the
 * web client does (fetching the csrftoken cookie first when it has none).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The cookies the most recent response set, for tests of their flags. */
  lastSetCookies: SetCookie[] = [];

  /**
   * `localAddress` sends from another loopback address (127.0.0.2, …), so a test can be several clients at
   * different addresses without trusting any proxy header.
   */
  constructor(
    readonly baseUrl: string,
    readonly localAddress: string | null = null,
  ) {}

  async request(
    method: string,
    path: string,
    body?: BodyInit,
    options: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (STATE_CHANGING.has(method) && options.csrf !== false) {
      if (!this.cookies.has('csrftoken')) await this.request('GET', '/healthz');
      headers['x-csrftoken'] ??= this.cookies.get('csrftoken') ?? '';
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies]
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ');
    }
    const url = new URL(path, this.baseUrl);
    const response = this.localAddress
      ? await sendFrom(this.localAddress, url, method, headers, body)
      : await fetch(url, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          redirect: options.redirect ?? 'follow',
        });
    this.lastSetCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of this.lastSetCookies) {
      if (isRemoval(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(path: string, options?: RequestOptions): Promise<Response> {
    return this.request('GET', path, undefined, options);
  }

  /** POSTs JSON (an object) or a form (URLSearchParams). */
  post(path: string, body: object | URLSearchParams, options: RequestOptions = {}): Promise<Response> {
    const isForm = body instanceof URLSearchParams;
    return this.request('POST', path, isForm ? body : JSON.stringify(body), {
      ...options,
      headers: {
        'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
        ...options.headers,
      },
    });
  }

  /**
   * Runs a GraphQL operation and returns the whole answer, errors included. A document from tests/gql's
   * `graphql()` types the data and the variables; a plain string (for malformed or hostile queries) does not.
   */
  gql<TData, TVariables>(
    document: TypedDocumentString<TData, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<GraphQLResult<TData>>;
  gql<TData>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResult<TData>>;
  async gql<TData>(
    query: string | TypedDocumentString<TData, unknown>,
    variables: unknown = {},
    options?: RequestOptions,
  ): Promise<GraphQLResult<TData>> {
    const response = await this.post('/graphql', { query: String(query), variables }, options);
    const text = await response.text();
    try {
      return { ...(JSON.parse(text) as Omit<GraphQLResult<TData>, 'status'>), status: response.status };
    } catch {
      throw new Error(
        `/graphql answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`,
      );
    }
  }

  /** Runs a GraphQL operation that is expected to succeed, and returns its data. */
  query<TData, TVariables>(
    document: TypedDocumentString<TData, TVariables>,
    ...variables: VariablesOf<TVariables>
  ): Promise<TData>;
  query<TData>(query: string, variables?: Record<string, unknown>): Promise<TData>;
  async query<TData>(
    query: string | TypedDocumentString<TData, unknown>,
    variables: unknown = {},
  ): Promise<TData> {
    const result = await this.gql<TData>(String(query), variables as Record<string, unknown>);
    if (result.errors?.length || !result.data) {
      throw new Error(`GraphQL errors (${result.status}): ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }
}

/** One request over node:http from a chosen local address (fetch cannot pick one); redirects are not followed. */
function sendFrom(
  localAddress: string,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
): Promise<Response> {
  if (body !== undefined && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
    throw new Error('A client with a local address sends only string and form bodies.');
  }
  const payload = body === undefined ? undefined : String(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress,
        headers:
          payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              responseHeaders.append(name, one);
            }
          }
          const status = incoming.statusCode ?? 500;
          const noBody = status === 204 || status === 304;
          resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Reads a legacy REST answer: its HTTP status and its envelope. */
export async function restJson<TData>(
  response: Response,
): Promise<{ status: number; body: RestEnvelope<TData> }> {
  return { status: response.status, body: (await response.json()) as RestEnvelope<TData> };
}

export type RestEnvelope<TData> =
  | { status: 'success'; code: 0; message: 'ok'; data: TData }
  | {
      status: 'failure';
      code: number;
      message: string;
      message_detail: string | null;
      api_error_code: number;
    };

/** The query string of a /resource/{Name}/get/ call: data={"options":{...}}. */
export function resourceQuery(options: Record<string, unknown>): string {
  return `?${new URLSearchParams({ data: JSON.stringify({ options }) })}`;
}
