import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { welcomePath } from '../../../core/interests';
import { safeRedirectPath } from '../../../core/redirect';
import { storeActingAs } from './actingAs';

/** The post-login destination from `?next=`: same-origin paths only, "/" otherwise. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get('next'), window.location.origin);
}

/**
 * After a successful log in or sign up: forget the anonymous cache and any business profile an earlier session of
 * this tab acted for (a new sign-in starts as the person's own account), and go where the person was headed.
 * With `reload` (Add account, where another account was signed in) the page loads afresh instead: the open
 * queries of the account before cannot be trusted, or even refetched, across the change (as for log out).
 * With `welcome` (a new account) the person sees the welcome first, which then takes them on.
 */
export function useFinishAuth({
  reload = false,
  welcome = false,
}: {
  reload?: boolean;
  welcome?: boolean;
} = {}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(async () => {
    storeActingAs(null);
    if (reload) {
      await client.clearStore();
      window.location.assign(next);
      return;
    }
    await client.resetStore();
    navigate(welcome ? welcomePath(next) : next, { replace: true });
  }, [client, navigate, next, reload, welcome]);
}
