import { useQuery } from '@apollo/client/react';
import { socialLoginStartPath } from '../../../../core/socialLogin';
import { buttonClass } from '../../ui/Button';
import { SocialLoginProvidersQuery } from './socialLoginProvidersQuery';
import { useSocialLoginErrorText } from './socialLoginReturn';
import { useGoogleOneTap } from './useGoogleOneTap';
import './social-login.css';

/**
 * "Continue with Google/Facebook/LINE/SSO" on the log-in and sign-up pages: plain links to the redirect flow,
 * so they work before (and without) JavaScript; only the providers the server has configured. A social
 * log-in that came back with a refusal says why here. Where Google log-in is configured, Google's one-tap
 * prompt is offered too (see useGoogleOneTap).
 */
export function SocialLoginButtons({ next }: { next: string }) {
  const { data } = useQuery(SocialLoginProvidersQuery);
  const providers = data?.socialLoginProviders ?? [];
  const oneTapClientId = providers.find((p) => p.provider === 'google')?.oneTapClientId ?? null;
  const oneTapError = useGoogleOneTap(oneTapClientId, next);
  const error = useSocialLoginErrorText() ?? oneTapError;
  if (providers.length === 0 && !error) return null;
  return (
    <div className="social-login">
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <>
          <p className="social-login__or">
            <span>or</span>
          </p>
          <ul className="social-login__list" aria-label="Log in with another account">
            {providers.map((p) => (
              <li key={p.provider}>
                <a
                  className={buttonClass(
                    'secondary',
                    'lg',
                    `social-login__button social-login__button--${p.provider}`,
                  )}
                  href={socialLoginStartPath(p.provider, { next })}
                >
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
