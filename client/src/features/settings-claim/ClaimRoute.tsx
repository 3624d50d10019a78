import { useMutation, useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { SETTINGS_PATHS } from '../../../../core/paths';
import {
  isPhotoNetworkLink,
  PHOTO_NETWORK,
  PHOTO_NETWORK_NAME,
  photoNetworkUsername,
} from '../../../../core/photoNetworkUpsell';
import { GENERIC_ERROR } from '../../../../core/texts';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { LoginRequired } from '../../ui/LoginRequired';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import './settings-claim.css';

const ClaimSettings_settings = graphql(`
  fragment ClaimSettings_settings on UserSettings {
    connectedToInstagram
    listedWebsiteUrl
    connectedAccounts {
      network
      username
      connectedAt
    }
  }
`);

const ClaimRouteQuery = graphql(`
  query ClaimRouteQuery {
    userSettings {
      ...ClaimSettings_settings
    }
  }
`);

const ConnectAccountMutation = graphql(`
  mutation ConnectAccountMutation($input: ConnectAccountInput!) {
    connectAccount(input: $input) {
      __typename
      ... on MutationConnectAccountSuccess {
        data {
          ...ClaimSettings_settings
        }
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

const DisconnectAccountMutation = graphql(`
  mutation DisconnectAccountMutation($network: String!) {
    disconnectAccount(network: $network) {
      __typename
      ... on MutationDisconnectAccountSuccess {
        data {
          ...ClaimSettings_settings
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

const UpdateListedWebsiteMutation = graphql(`
  mutation UpdateListedWebsiteMutation($input: UpdateUserSettingsInput!) {
    updateUserSettings(input: $input) {
      __typename
      ... on MutationUpdateUserSettingsSuccess {
        data {
          ...ClaimSettings_settings
        }
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

/**
 * `/settings/claim/` (where the photo-network upsell's Connect now leads): connect the Instagram
 * account the person holds (a connected-accounts record) and set the website listed on their profile.
 */
export function ClaimRoute() {
  useDocumentTitle('Claim your accounts');
  const { isAuth } = useViewer();
  if (!isAuth) {
    return <LoginRequired next={SETTINGS_PATHS.claim} className="claim-page" />;
  }
  return <ClaimSettings />;
}

function ClaimSettings() {
  const { data } = useSuspenseQuery(ClaimRouteQuery);
  return <ClaimForms settings={data.userSettings} />;
}

/** The two forms: the connected account, and the listed website. */
function ClaimForms(props: { settings: FragmentType<typeof ClaimSettings_settings> }) {
  const settings = getFragmentData(ClaimSettings_settings, props.settings);
  const account = settings.connectedAccounts.find((a) => a.network === PHOTO_NETWORK) ?? null;
  return (
    <div className="page page--narrow claim-page">
      <h1 className="claim-page__title">Claim your accounts</h1>
      <p className="claim-page__intro">
        Connect the accounts you hold elsewhere, so your Pins from them are credited to you and people can
        find you there.
      </p>
      <ConnectAccountForm
        account={account}
        suggestedUsername={photoNetworkUsername(settings.listedWebsiteUrl)}
      />
      <ListedWebsiteForm listedWebsiteUrl={settings.listedWebsiteUrl} />
    </div>
  );
}

interface ConnectAccountFormProps {
  account: { username: string } | null;
  suggestedUsername: string | null;
}

function ConnectAccountForm({ account, suggestedUsername }: ConnectAccountFormProps) {
  const [connect, { loading: connecting }] = useMutation(ConnectAccountMutation);
  const [disconnect, { loading: disconnecting }] = useMutation(DisconnectAccountMutation);
  const [username, setUsername] = useState(suggestedUsername ?? '');
  const [error, setError] = useState<string | null>(null);
  const showToast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setError(`Enter your ${PHOTO_NETWORK_NAME} username.`);
      return;
    }
    try {
      const { data } = await connect({
        variables: { input: { network: PHOTO_NETWORK, username: username.trim() } },
      });
      const result = data?.connectAccount;
      if (result?.__typename === 'MutationConnectAccountSuccess') {
        showToast({ text: `${PHOTO_NETWORK_NAME} account connected` });
      } else
        setError(
          result?.__typename === 'DomainError' ? result.messageDetail || result.message : GENERIC_ERROR,
        );
    } catch {
      setError(GENERIC_ERROR);
    }
  };

  const remove = async () => {
    try {
      const { data } = await disconnect({ variables: { network: PHOTO_NETWORK } });
      if (data?.disconnectAccount.__typename !== 'MutationDisconnectAccountSuccess') throw new Error();
      showToast({ text: `${PHOTO_NETWORK_NAME} account disconnected` });
    } catch {
      showToast({ tone: 'error', text: GENERIC_ERROR });
    }
  };

  return (
    <section className="claim-card" aria-labelledby="claim-network-title">
      <h2 id="claim-network-title" className="claim-card__title">
        {PHOTO_NETWORK_NAME}
      </h2>
      {account ? (
        <div className="claim-card__connected">
          <p role="status">
            Connected as <strong>@{account.username}</strong>
          </p>
          <Button
            variant="secondary"
            onClick={() => void remove()}
            disabled={disconnecting}
            busy={disconnecting}
          >
            Disconnect
          </Button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={submit} aria-label={`Connect ${PHOTO_NETWORK_NAME}`}>
          <TextField
            label={`${PHOTO_NETWORK_NAME} username`}
            name="username"
            autoComplete="off"
            placeholder="yourname"
            value={username}
            error={error}
            onChange={(event) => {
              setUsername(event.target.value);
              setError(null);
            }}
          />
          <div className="form-actions">
            <Button type="submit" variant="primary" disabled={connecting} busy={connecting}>
              Connect
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function ListedWebsiteForm({ listedWebsiteUrl }: { listedWebsiteUrl: string | null }) {
  const [update, { loading }] = useMutation(UpdateListedWebsiteMutation);
  const [website, setWebsite] = useState(listedWebsiteUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const showToast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await update({ variables: { input: { listedWebsiteUrl: website.trim() } } });
      const result = data?.updateUserSettings;
      if (result?.__typename === 'MutationUpdateUserSettingsSuccess') {
        showToast({ text: website.trim() ? 'Website saved' : 'Website removed' });
      } else
        setError(
          result?.__typename === 'DomainError' ? result.messageDetail || result.message : GENERIC_ERROR,
        );
    } catch {
      setError(GENERIC_ERROR);
    }
  };

  return (
    <section className="claim-card" aria-labelledby="claim-website-title">
      <h2 id="claim-website-title" className="claim-card__title">
        Listed website
      </h2>
      <form className="form" noValidate onSubmit={submit} aria-label="Listed website">
        <TextField
          label="Website"
          name="website"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={website}
          error={error}
          hint={
            isPhotoNetworkLink(website)
              ? `This is your ${PHOTO_NETWORK_NAME} profile.`
              : 'Shown on your profile.'
          }
          onChange={(event) => {
            setWebsite(event.target.value);
            setError(null);
          }}
        />
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
