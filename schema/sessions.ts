import { deviceLabel, loginMethodLabel } from '../core/loginMethods';
import {
  endOtherSessionsOf,
  endSessionById,
  listSessions,
  type SessionView,
} from '../server/domain/sessionList';
import { builder } from './builder';
import { domainErrors } from './errors';

const SessionRef = builder.objectRef<SessionView>('Session').implement({
  description: 'A browser signed in to the account, as Settings → Sessions lists it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    device: t.string({
      description: 'The browser and system its User-Agent names, e.g. "Chrome on Linux".',
      resolve: (s) => deviceLabel(s.userAgent),
    }),
    loginMethod: t.exposeInt('loginMethod', {
      description:
        'How it began: email 1, Facebook 2, Google 3, one tap 4, smartlock 5, multifactor 6, switch account 7, LINE 8, SSO 9.',
    }),
    loginMethodLabel: t.string({ resolve: (s) => loginMethodLabel(s.loginMethod) }),
    current: t.exposeBoolean('current', { description: 'The session this request came with.' }),
  }),
});

builder.queryField('sessions', (t) =>
  t.field({
    type: [SessionRef],
    description:
      "The signed-in person's sessions in force, the one in use first, then newest first (browser sessions only).",
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listSessions(ctx, ctx.sessionToken),
  }),
);

builder.mutationField('endSession', (t) =>
  t.field({
    type: 'String',
    description:
      "Signs out another of the person's sessions (not the one in use: log out for that); answers its id.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { id: t.arg.string({ required: true }) },
    resolve: (_, { id }, ctx) => endSessionById(ctx, id, ctx.sessionToken),
  }),
);

builder.mutationField('endOtherSessions', (t) =>
  t.field({
    type: 'Int',
    description: 'Signs out every other session of the person; answers how many ended.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => endOtherSessionsOf(ctx, ctx.sessionToken),
  }),
);
