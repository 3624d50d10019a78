import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONNECTIONS_PATH,
  isSocialProvider,
  PROVIDER_NAMES,
  type SocialProvider,
  socialLoginStartPath,
} from '../../../../core/socialLogin';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button, buttonClass } from '../../ui/Button';
import { LoginRequired } from '../../ui/LoginRequired';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ConnectionsRouteQuery } from './connectionsQuery';
import { useSocialLoginErrorText } from './socialLoginReturn';
import { useDisconnectSocialLoginMutation } from './useDisconnectSocialLoginMutation';
import './social-login.css';

/** `/settings/connections/`: the log-ins connected to the account, Connect and Disconnect. */
export function ConnectionsRoute() {
  useDocumentTitle('Connected accounts');
  const { data } = useSuspenseQuery(ConnectionsRouteQuery);
  if (!data.viewer.isAuth) {
    return <LoginRequired next={CONNECTIONS_PATH} className="connections-page" />;
  }
  const { viewer, socialLoginProviders } = data;
  const labels = new Map(socialLoginProviders.map((p) => [p.provider, p.label]));
  // Connected providers the server no longer offers still show, so they can be disconnected.
  const shown: SocialProvider[] = [
    ...socialLoginProviders.map((p) => p.provider),
    ...viewer.socialLogins.map((l) => l.provider).filter((p) => !labels.has(p)),
  ];
  return (
    <div className="page page--narrow connections-page">
      <h1>Connected accounts</h1>
      <p>Log in to Tackboard with an account you already have elsewhere.</p>
      <ReturnNotice />
      {viewer.isSingleLogin ? (
        <p role="note">
          Your only way to log in is the account connected below. Add a password (Forgot your password? on the
          log-in page sends a link) or connect another account before you disconnect it.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p>This server doesn't offer logging in with other accounts.</p>
      ) : (
        <ul className="connections-list">
          {shown.map((provider) => (
            <ConnectionItem
              key={provider}
              provider={provider}
              offered={labels.has(provider)}
              connection={viewer.socialLogins.find((l) => l.provider === provider) ?? null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** What came back from a trip to a provider: "connected", or why not. */
function ReturnNotice() {
  const [params] = useSearchParams();
  const error = useSocialLoginErrorText();
  const connected = params.get('connected') ?? '';
  const provider = isSocialProvider(connected) ? connected : null;
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  return (
    <p role="status" className={provider ? undefined : 'visually-hidden'}>
      {provider ? `${PROVIDER_NAMES[provider]} is connected. You can log in with it from now on.` : ''}
    </p>
  );
}

function ConnectionItem({
  provider,
  offered,
  connection,
}: {
  provider: SocialProvider;
  offered: boolean;
  connection: { email: string | null } | null;
}) {
  const [disconnect, { loading }] = useDisconnectSocialLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const name = PROVIDER_NAMES[provider];
  const title = provider === 'sso' ? 'Single sign-on' : name;
  const headingId = `connection-${provider}`;

  const onDisconnect = async () => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await disconnect({ variables: { provider } })).data?.disconnectSocialLogin,
      'MutationDisconnectSocialLoginSuccess',
    );
    if (!outcome.ok) setError(outcome.text);
  };

  return (
    <li className="connections-list__item" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="connections-list__name">
          {title}
        </h2>
        <p className="connections-list__status">
          {connection ? `Connected${connection.email ? ` as ${connection.email}` : ''}` : 'Not connected'}
        </p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {connection ? (
        <Button
          onClick={() => void onDisconnect()}
          disabled={loading}
          busy={loading}
          aria-label={`Disconnect ${title}`}
        >
          Disconnect
        </Button>
      ) : offered ? (
        <a
          className={buttonClass('primary', 'md')}
          href={socialLoginStartPath(provider, { intent: 'link' })}
          aria-label={`Connect ${title}`}
        >
          Connect
        </a>
      ) : null}
    </li>
  );
}
