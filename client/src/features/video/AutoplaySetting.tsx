import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { GENERIC_ERROR } from '../../../../core/texts';
import { AUTOPLAY_TEXTS } from '../../../../core/videoPlayback';
import { graphql } from '../../gql';
import { domainErrorText } from '../../ui/domainErrorText';
import { FormError } from '../../ui/FormError';
import { Switch } from '../../ui/Switch';
import { useViewer } from '../viewer/useViewer';

const SetAutoplayVideosMutation = graphql(`
  mutation SetAutoplayVideosMutation($on: Boolean!) {
    updateUserSettings(input: { autoplayVideos: $on }) {
      __typename
      ... on MutationUpdateUserSettingsSuccess {
        data {
          autoplayVideos
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/** Switches autoplay on or off; the viewer's state (read by every video) follows at once. */
function useSetAutoplayVideosMutation() {
  return useMutation(SetAutoplayVideosMutation, {
    update(cache, { data }) {
      const result = data?.updateUserSettings;
      if (result?.__typename !== 'MutationUpdateUserSettingsSuccess') return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          viewer: (viewer) => (viewer ? { ...viewer, autoplayVideos: result.data.autoplayVideos } : viewer),
        },
      });
    },
  });
}

/** The account settings page's Videos panel: the autoplay switch, kept on the server. */
export function AutoplaySetting() {
  const { autoplayVideos } = useViewer();
  const [setAutoplay, { loading }] = useSetAutoplayVideosMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (on: boolean) => {
    setFailure(null);
    try {
      const { data } = await setAutoplay({ variables: { on } });
      const result = data?.updateUserSettings;
      if (result?.__typename === 'DomainError') setFailure(domainErrorText(result));
    } catch {
      setFailure(GENERIC_ERROR);
    }
  };
  return (
    <section className="account-panel" aria-labelledby="account-videos-title">
      <h2 id="account-videos-title">Videos</h2>
      <Switch
        label={AUTOPLAY_TEXTS.label}
        description={AUTOPLAY_TEXTS.hint}
        checked={autoplayVideos}
        disabled={loading}
        onChange={change}
      />
      <FormError text={failure} />
    </section>
  );
}
