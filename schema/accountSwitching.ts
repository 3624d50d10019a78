import { LOGIN_METHOD_SWITCH_ACCOUNT } from '../core/accountSwitching';
import { otherSignedInAccountIds, switchSignedInAccount } from '../server/domain/accountSwitching';
import { browserAccounts, storeBrowserAccounts } from './browserAccounts';
import { builder } from './builder';
import { domainErrors } from './errors';
import { UserRef } from './refs';
import { ViewerRef } from './viewer';

builder.objectField(ViewerRef, 'otherAccounts', (t) =>
  t.field({
    type: [UserRef],
    description:
      'The other accounts signed in in this browser, most recently active first; switch with switchAccount.',
    resolve: async (_, __, ctx) => {
      const ids = await otherSignedInAccountIds(ctx, browserAccounts(ctx));
      return Promise.all(ids.map((id) => UserRef.getDataloader(ctx).load(id)));
    },
  }),
);

builder.mutationField('switchAccount', (t) =>
  t.field({
    type: UserRef,
    description: `Makes another account signed in in this browser the active one (login method ${LOGIN_METHOD_SWITCH_ACCOUNT}, "switch account"); the one active before stays signed in among otherAccounts.`,
    errors: domainErrors,
    args: { userId: t.arg.string({ required: true, description: "The account's entityId" }) },
    resolve: async (_, { userId }, ctx) => {
      const switched = await switchSignedInAccount(ctx, browserAccounts(ctx), userId);
      storeBrowserAccounts(ctx, switched.accounts);
      return UserRef.getDataloader(ctx).load(switched.userId);
    },
  }),
);
