import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../../ui/LoginRequired';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ConnectedAppsRouteQuery } from './oauthQueries';
import { useRevokeConnectedAppMutation } from './useOAuthAppMutations';
import './oauth.css';

/** `/settings/connected-apps/`: the apps the person allowed, with what each may do; Revoke ends their access. */
export function ConnectedAppsRoute() {
  useDocumentTitle('Connected apps');
  const { data } = useSuspenseQuery(ConnectedAppsRouteQuery);
  if (!data.viewer.isAuth) {
    return <LoginRequired next={SETTINGS_PATHS.connectedApps} className="oauth-page" />;
  }
  return (
    <div className="page page--narrow oauth-page">
      <h1>Connected apps</h1>
      <p>Apps you allowed to use your account. Revoking one stops its access at once.</p>
      {data.connectedApps.length === 0 ? (
        <EmptyState title="No connected apps">Apps you allow appear here.</EmptyState>
      ) : (
        <ul className="oauth-apps__list">
          {data.connectedApps.map((app) => (
            <ConnectedAppItem key={app.clientId} app={app} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ConnectedAppItem({
  app,
}: {
  app: { clientId: string; name: string; scopes: { scope: string; description: string }[] };
}) {
  const [revoke, { loading }] = useRevokeConnectedAppMutation();
  const [error, setError] = useState<string | null>(null);
  const headingId = `connected-app-${app.clientId}`;
  const onRevoke = async () => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await revoke({ variables: { clientId: app.clientId } })).data?.revokeConnectedApp,
      'MutationRevokeConnectedAppSuccess',
    );
    if (!outcome.ok) setError(outcome.text);
  };
  return (
    <li className="oauth-apps__item" aria-labelledby={headingId}>
      <h2 id={headingId}>{app.name}</h2>
      <p>It can:</p>
      <ul>
        {app.scopes.map((s) => (
          <li key={s.scope}>{s.description}</li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        onClick={() => void onRevoke()}
        disabled={loading}
        busy={loading}
        aria-label={`Revoke ${app.name}`}
      >
        Revoke access
      </Button>
    </li>
  );
}
