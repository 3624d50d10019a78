import { BOT_CHECK_ACTIONS } from '../core/botCheck';
import { type BotCheckChallenge, botCheckChallenge } from '../server/domain/botCheck';
import { builder } from './builder';

const BotCheckActionEnum = builder.enumType('BotCheckAction', {
  description: 'What a bot-check token is for; `mweb_` on phones and narrow windows, `web_` otherwise.',
  values: BOT_CHECK_ACTIONS,
});

const BotCheckChallengeRef = builder.objectRef<BotCheckChallenge>('BotCheckChallenge').implement({
  description:
    'A proof-of-work puzzle: find the number n from 0 to maxNumber with hex(SHA-256(salt + n)) = challenge, then send ' +
    'base64(JSON {algorithm, challenge, number, salt, signature}) as the botCheckToken of the call. The token works once.',
  fields: (t) => ({
    algorithm: t.exposeString('algorithm'),
    challenge: t.exposeString('challenge'),
    maxNumber: t.exposeInt('maxnumber'),
    salt: t.exposeString('salt'),
    signature: t.exposeString('signature'),
    action: t.field({ type: BotCheckActionEnum, resolve: (c) => c.action }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.queryField('botCheckChallenge', (t) =>
  t.field({
    type: BotCheckChallengeRef,
    nullable: true,
    description: 'A fresh challenge for one action, or null when this server does not check (BOT_CHECK=off).',
    args: { action: t.arg({ type: BotCheckActionEnum, required: true }) },
    resolve: (_, { action }, ctx) => botCheckChallenge(ctx, action),
  }),
);
