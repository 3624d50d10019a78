import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { SocialProvider } from '../../core/socialLogin';

/** A person at the test provider; the test decides the subject, the email and whether it is verified. */
export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  birthdate?: string;
  gender?: string;
  picture?: string;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:{port}, known before the app starts (it is the app's OIDC_<NAME>_ISSUER). */
  issuer: string;
  /** The app's environment for these provider names: all point at this provider, each with its own client. */
  env(names: readonly SocialProvider[], extra?: Record<string, string>): Record<string, string>;
  clientId(name: SocialProvider): string;
  /**
   * Starts answering, with one registered client per name whose redirect URI is the app's callback (the app's
   * address is known only once it runs, hence this second step).
   */
  configure(appBaseUrl: string, names: readonly SocialProvider[]): void;
  addIdentity(identity: TestIdentity): TestIdentity;
  /** An ID token signed with the provider's own published key (for the legacy calls that receive one). */
  signIdToken(name: SocialProvider, claims: Record<string, unknown>, expiresIn?: string): Promise<string>;
  close(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The provider's own log-in page: an email field (the test's identities), Sign in, and Cancel. */
function loginPage(uid: string, error: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test provider – Sign in</title></head>
<body>
<main>
<h1>Sign in to the test provider</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="off">
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/abort">
<button type="submit">Cancel</button>
</form>
</main>
</body></html>`;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the social log-in tests: discovery, authorize with
 * PKCE, its own log-in page (driven over HTTP by integration tests and clicked in Chromium by e2e tests), code,
 * token endpoint and signed ID tokens. Consent is granted automatically, as for a first-party client.
 */
export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const identities = new Map<string, TestIdentity>();
  let provider: Provider | null = null;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test provider has no TCP address');
  const issuer = `http://127.0.0.1:${address.port}`;
  const clientId = (name: SocialProvider) => `tackboard-${name}`;
  const clientSecret = (name: SocialProvider) => `test-secret-for-${name}-0123456789abcdef`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!provider) {
      response.statusCode = 503;
      response.end('not configured yet');
      return;
    }
    const match = /^\/interaction\/([^/?]+)(?:\/(login|abort))?/.exec(request.url ?? '');
    if (!match) {
      provider.callback()(request, response);
      return;
    }
    const [, uid = '', action] = match;
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name !== 'login') throw new Error(`Unexpected prompt ${details.prompt.name}`);
    if (request.method === 'GET' && !action) {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(loginPage(uid, null));
      return;
    }
    if (request.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the log-in.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (request.method === 'POST' && action === 'login') {
      const email = (await readForm(request)).get('email')?.trim().toLowerCase() ?? '';
      const identity = [...identities.values()].find((i) => i.email?.toLowerCase() === email);
      if (!identity) {
        response.statusCode = 200;
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(loginPage(uid, 'No test identity has that email.'));
        return;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: identity.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    response.statusCode = 405;
    response.end();
  }

  const configuration = (appBaseUrl: string, names: readonly SocialProvider[]): Configuration => ({
    clients: names.map((name) => ({
      client_id: clientId(name),
      client_secret: clientSecret(name),
      redirect_uris: [`${appBaseUrl}/login/oidc/${name}/callback/`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'birthdate', 'gender', 'picture'],
    },
    // Like Google's, the ID token carries the email and profile claims in the code flow too.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes (seconds), as a real deployment sets them.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: () => ({ ...identity }) };
    },
    // A first-party client: the person is not asked to consent to what the app reads.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const known = session.grantIdFor(client.clientId);
      if (known) return ctx.oidc.provider.Grant.find(known);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    clientId,
    env: (names, extra = {}) => {
      const env: Record<string, string> = { ...extra };
      for (const name of names) {
        const prefix = `OIDC_${name.toUpperCase()}_`;
        env[`${prefix}ISSUER`] = issuer;
        env[`${prefix}CLIENT_ID`] = clientId(name);
        env[`${prefix}CLIENT_SECRET`] = clientSecret(name);
      }
      return env;
    },
    configure: (appBaseUrl, names) => {
      provider = new Provider(issuer, configuration(appBaseUrl, names));
    },
    addIdentity: (identity) => {
      identities.set(identity.sub, identity);
      return identity;
    },
    signIdToken: async (name, claims, expiresIn = '10m') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid })
        .setIssuer(issuer)
        .setAudience(clientId(name))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
