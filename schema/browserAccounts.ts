import { addSignedInAccount, type BrowserAccounts } from '../server/domain/accountSwitching';
import type { SignedIn } from '../server/domain/accounts';
import { rememberDevice } from '../server/domain/knownDevices';
import type { GraphQLContext } from './context';

/** The accounts this browser's cookies hold: the active session and the others. */
export function browserAccounts(ctx: GraphQLContext): BrowserAccounts {
  return { active: ctx.sessionToken, others: ctx.otherAccountTokens };
}

/** Writes both cookies: the active session and the others' tokens. */
export function storeBrowserAccounts(ctx: GraphQLContext, accounts: BrowserAccounts): void {
  ctx.setSessionCookie(accounts.active);
  ctx.setOtherAccountTokens(accounts.others);
}

/**
 * A log-in (or its code step) has started a session: it replaces the active one, or with `addAccount` it becomes
 * the active one while the one before joins the other accounts signed in here.
 */
export async function startSignedIn(
  ctx: GraphQLContext,
  signedIn: SignedIn,
  addAccount: boolean | null | undefined,
): Promise<void> {
  // From now on this browser is one the account knows: strangers' failed log-ins do not lock it out.
  ctx.setKnownDevices(await rememberDevice(ctx, signedIn.user.id));
  if (!addAccount) {
    ctx.setSessionCookie(signedIn.sessionToken);
    return;
  }
  storeBrowserAccounts(ctx, await addSignedInAccount(ctx, browserAccounts(ctx), signedIn));
}
