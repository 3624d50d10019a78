import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { INTERESTS_TEXTS } from '../../../../core/interests';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { Button } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
import { FormError } from '../../ui/FormError';
import { LoginRequired } from '../../ui/LoginRequired';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { InterestsPicker } from './InterestsPicker';
import { useSaveInterestsMutation } from './useSaveInterestsMutation';
import { InterestsSettingsRouteQuery } from './welcomeQueries';
import './welcome.css';

/** `/settings/interests/`: the topics chosen at the welcome, changed later. */
export function InterestsSettingsRoute() {
  useDocumentTitle('Interests');
  const { data } = useSuspenseQuery(InterestsSettingsRouteQuery);
  if (!data.viewer.isAuth) return <LoginRequired next={SETTINGS_PATHS.interests} className="welcome-page" />;
  return <InterestsForm interests={data.viewer.interests} choices={data.interestChoices} />;
}

function InterestsForm({
  interests,
  choices,
}: {
  interests: readonly { slug: string; name: string }[];
  choices: readonly { slug: string; name: string }[];
}) {
  const [selected, setSelected] = useState(() => interests.map((interest) => interest.slug));
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSaveInterestsMutation();
  // Topics kept from before that are no longer offered still show, so they can be dropped.
  const offered = new Set(choices.map((choice) => choice.slug));
  const shown = [...interests.filter((interest) => !offered.has(interest.slug)), ...choices];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    try {
      const { data } = await save({ variables: { slugs: selected } });
      const result = data?.saveInterests;
      if (result?.__typename === 'DomainError') setFormError(domainErrorText(result));
      else setSaved(true);
    } catch {
      setFormError('Your interests could not be saved. Please try again.');
    }
  };

  return (
    <div className="page page--narrow welcome-page">
      <form className="welcome-card" aria-labelledby="interests-settings-title" onSubmit={submit}>
        <h1 id="interests-settings-title">Interests</h1>
        <p>{INTERESTS_TEXTS.hint}</p>
        <FormError text={formError} />
        <InterestsPicker
          label="Topics"
          choices={shown}
          selected={selected}
          onChange={(next) => {
            setSaved(false);
            setSelected(next);
          }}
        />
        <p role="status" className={saved ? undefined : 'visually-hidden'}>
          {saved ? INTERESTS_TEXTS.saved : ''}
        </p>
        <div className="welcome-card__actions">
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Save
          </Button>
        </div>
      </form>
    </div>
  );
}
