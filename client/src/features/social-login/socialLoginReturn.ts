import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  isSocialLoginError,
  isSocialProvider,
  type SocialProvider,
  socialLoginErrorText,
} from '../../../../core/socialLogin';

/** The provider named in `?provider=` after a trip back from it, when it is one we know. */
export function returnedProvider(params: URLSearchParams): SocialProvider | null {
  const name = params.get('provider') ?? '';
  return isSocialProvider(name) ? name : null;
}

/**
 * Why a social log-in or connection came back (`?social_error=`), as text. Only known codes are shown, so a
 * crafted link cannot put its own words on our page.
 */
export function useSocialLoginErrorText(): string | null {
  const [params] = useSearchParams();
  const code = params.get('social_error') ?? '';
  return isSocialLoginError(code) ? socialLoginErrorText(code, returnedProvider(params)) : null;
}

/**
 * The code step's ticket when a social log-in of an account with two-factor on came back to `/login/?mfa=`.
 * Read once, then taken out of the address bar so it does not stay in history (it works once anyway).
 */
export function useSocialLoginMfaTicket(): string | null {
  // NOTE: read in the initializer (pure, as React may call it twice) and stripped in an effect.
  const [ticket] = useState(() => new URLSearchParams(window.location.search).get('mfa'));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('mfa')) return;
    url.searchParams.delete('mfa');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return ticket;
}
