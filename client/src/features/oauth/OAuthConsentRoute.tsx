import { useMutation, useSuspenseQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button, ButtonLink } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AnswerOAuthAuthorizationMutation, OAuthConsentRouteQuery } from './oauthQueries';
import './oauth.css';

/** The authorize page's parameters as OAuth names them, absent ones left out. */
function useAuthorizationRequest() {
  const [params] = useSearchParams();
  const read = (name: string) => params.get(name) ?? null;
  return {
    clientId: read('client_id'),
    redirectUri: read('redirect_uri'),
    responseType: read('response_type'),
    scope: read('scope'),
    state: read('state'),
    codeChallenge: read('code_challenge'),
    codeChallengeMethod: read('code_challenge_method'),
  };
}

/**
 * `/oauth/`: an app asks the person for access. An unknown app or an unregistered return address only shows
 * why (the browser is never sent there); a malformed request goes back to the app with OAuth's error; otherwise
 * the person sees the app and the scopes in plain words, and Allow or Cancel sends them back to the app.
 */
export function OAuthConsentRoute() {
  useDocumentTitle('Allow access');
  const request = useAuthorizationRequest();
  const location = useLocation();
  const { data } = useSuspenseQuery(OAuthConsentRouteQuery, { variables: { request } });
  const [answer, { loading }] = useMutation(AnswerOAuthAuthorizationMutation);
  const [error, setError] = useState<string | null>(null);
  const check = data.oauthAuthorization;
  const redirectUrl = check.kind === 'REDIRECT' ? check.redirectUrl : null;

  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  if (check.kind === 'INVALID') {
    return (
      <div className="page page--narrow oauth-page">
        <h1>This app can't connect</h1>
        <p role="alert">{check.message}</p>
      </div>
    );
  }
  if (check.kind === 'REDIRECT') {
    return (
      <div className="page page--narrow oauth-page">
        <p role="status">Returning to the app…</p>
      </div>
    );
  }
  const appName = check.appName ?? 'This app';
  if (!data.viewer.isAuth) {
    return (
      <div className="page page--narrow oauth-page">
        <h1>{appName} wants to use your Tackboard account</h1>
        <p>Log in to choose whether to allow it.</p>
        <ButtonLink
          variant="primary"
          size="lg"
          to={authPath('login', `${location.pathname}${location.search}`)}
        >
          Log in
        </ButtonLink>
      </div>
    );
  }

  const respond = async (allow: boolean) => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await answer({ variables: { request, allow } })).data?.answerOAuthAuthorization,
      'MutationAnswerOAuthAuthorizationSuccess',
    );
    if (outcome.ok) window.location.assign(outcome.answer.data);
    else setError(outcome.text);
  };

  return (
    <div className="page page--narrow oauth-page">
      <h1>
        Allow {appName} to use your account{' '}
        <span className="oauth-page__username">@{data.viewer.username}</span>?
      </h1>
      <h2 id="oauth-scopes-title">{appName} will be able to:</h2>
      <ul className="oauth-page__scopes" aria-labelledby="oauth-scopes-title">
        {check.scopes.map((s) => (
          <li key={s.scope}>{s.description}</li>
        ))}
      </ul>
      <p className="oauth-page__note">
        You can take this access back at any time under Settings → Connected apps.
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="oauth-page__actions">
        <Button onClick={() => void respond(false)} disabled={loading}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void respond(true)} disabled={loading} busy={loading}>
          Allow
        </Button>
      </div>
    </div>
  );
}
