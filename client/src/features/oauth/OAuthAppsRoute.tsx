import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import {
  OAUTH_AUTHORIZE_PATH,
  OAUTH_REVOKE_PATH,
  OAUTH_TOKEN_PATH,
  redirectUrisOf,
} from '../../../../core/oauth';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../../ui/LoginRequired';
import { ShowOnceSecret } from '../../ui/ShowOnceSecret';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { OAuthAppsRouteQuery } from './oauthQueries';
import { useDeleteOAuthAppMutation, useRegisterOAuthAppMutation } from './useOAuthAppMutations';
import './oauth.css';

/** `/settings/apps/`: register OAuth apps (the client secret shown once), list and delete them. */
export function OAuthAppsRoute() {
  useDocumentTitle('Apps');
  const { data } = useSuspenseQuery(OAuthAppsRouteQuery);
  const [created, setCreated] = useState<{ name: string; clientId: string; secret: string | null } | null>(
    null,
  );
  if (!data.viewer.isAuth) {
    return <LoginRequired next={SETTINGS_PATHS.apps} className="oauth-page" />;
  }
  return (
    <div className="page page--narrow oauth-page">
      <h1>Apps</h1>
      <p>
        Register an app to let it act for people who allow it (OAuth 2.0 with PKCE). It sends them to{' '}
        <code>{OAUTH_AUTHORIZE_PATH}</code>, exchanges the code at <code>{OAUTH_TOKEN_PATH}</code> and can
        revoke tokens at <code>{OAUTH_REVOKE_PATH}</code>.
      </p>
      <RegisterAppForm onRegistered={setCreated} />
      {created ? (
        <section className="notice" role="status" aria-labelledby="oauth-created-title">
          <h2 id="oauth-created-title">{created.name} is registered</h2>
          <p>
            Client ID: <code className="oauth-apps__secret">{created.clientId}</code>
          </p>
          {created.secret ? (
            <ShowOnceSecret label="Client secret" secret={created.secret} />
          ) : (
            <p>A public app has no secret: it must use PKCE.</p>
          )}
        </section>
      ) : null}
      <h2>Your apps</h2>
      {data.oauthApps.length === 0 ? (
        <EmptyState title="No apps yet">Apps you register appear here.</EmptyState>
      ) : (
        <ul className="oauth-apps__list">
          {data.oauthApps.map((app) => (
            <AppItem key={app.clientId} app={app} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RegisterAppForm({
  onRegistered,
}: {
  onRegistered: (created: { name: string; clientId: string; secret: string | null }) => void;
}) {
  const [register, { loading }] = useRegisterOAuthAppMutation();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [confidential, setConfidential] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; redirectUris?: string; form?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const outcome = await mutationOutcome(
      async () =>
        (
          await register({
            variables: { input: { name, redirectUris: redirectUrisOf(uris), confidential } },
          })
        ).data?.registerOAuthApp,
      'MutationRegisterOAuthAppSuccess',
    );
    if (outcome.ok) {
      const { app, clientSecret } = outcome.answer.data;
      onRegistered({ name: app.name, clientId: app.clientId, secret: clientSecret ?? null });
      setName('');
      setUris('');
    } else {
      const field = outcome.refusal?.field;
      setErrors(
        field === 'name' || field === 'redirectUris' ? { [field]: outcome.text } : { form: outcome.text },
      );
    }
  };

  return (
    <form
      className="oauth-apps__form"
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="oauth-register-title"
    >
      <h2 id="oauth-register-title">Register an app</h2>
      <TextField
        label="App name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name ?? null}
      />
      <label htmlFor="oauth-redirect-uris">Redirect URIs (one a line, matched exactly)</label>
      <textarea
        id="oauth-redirect-uris"
        value={uris}
        onChange={(e) => setUris(e.target.value)}
        aria-invalid={errors.redirectUris ? true : undefined}
        aria-describedby={errors.redirectUris ? 'oauth-redirect-uris-error' : undefined}
        placeholder="https://example.com/callback"
      />
      {errors.redirectUris ? (
        <p id="oauth-redirect-uris-error" className="form-error" role="alert">
          {errors.redirectUris}
        </p>
      ) : null}
      <fieldset>
        <legend>Kind of app</legend>
        <label>
          <input
            type="radio"
            name="oauth-kind"
            checked={confidential}
            onChange={() => setConfidential(true)}
          />{' '}
          Confidential: a server that can keep a client secret
        </label>
        <br />
        <label>
          <input
            type="radio"
            name="oauth-kind"
            checked={!confidential}
            onChange={() => setConfidential(false)}
          />{' '}
          Public: a phone, desktop or browser app (no secret; PKCE required)
        </label>
      </fieldset>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={loading} busy={loading}>
          Register app
        </Button>
      </div>
    </form>
  );
}

function AppItem({
  app,
}: {
  app: { clientId: string; name: string; redirectUris: string[]; confidential: boolean };
}) {
  const [remove, { loading }] = useDeleteOAuthAppMutation();
  const [error, setError] = useState<string | null>(null);
  const headingId = `oauth-app-${app.clientId}`;
  const onDelete = async () => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await remove({ variables: { clientId: app.clientId } })).data?.deleteOAuthApp,
      'MutationDeleteOAuthAppSuccess',
    );
    if (!outcome.ok) setError(outcome.text);
  };
  return (
    <li className="oauth-apps__item" aria-labelledby={headingId}>
      <h3 id={headingId}>{app.name}</h3>
      <p>
        {app.confidential ? 'Confidential' : 'Public'} · Client ID <code>{app.clientId}</code>
      </p>
      <p>Redirect URIs:</p>
      <ul>
        {app.redirectUris.map((uri) => (
          <li key={uri}>
            <code>{uri}</code>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        onClick={() => void onDelete()}
        disabled={loading}
        busy={loading}
        aria-label={`Delete ${app.name}`}
      >
        Delete
      </Button>
    </li>
  );
}
