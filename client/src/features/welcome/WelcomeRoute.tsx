import { useQuery, useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  INTERESTS_SETTINGS_PATH,
  INTERESTS_TEXTS,
  WELCOME_MIN_MS,
  WELCOME_PATH,
  welcomeTexts,
} from '../../../../core/interests';
import { useNextPath } from '../../apollo/useFinishAuth';
import { Button } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
import { FormError } from '../../ui/FormError';
import { LoginRequired } from '../../ui/LoginRequired';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { InterestsPicker } from './InterestsPicker';
import { useFinishWelcomeMutation } from './useFinishWelcomeMutation';
import { useSaveInterestsMutation } from './useSaveInterestsMutation';
import { WelcomeProgress } from './WelcomeProgress';
import { InterestsSettingsRouteQuery, WelcomeRouteQuery } from './welcomeQueries';
import './welcome.css';

const GENERIC_ERROR = 'Something went wrong. Please try again, or skip for now.';

/**
 * `/welcome/`: where a new account lands after signing up, once. A loading screen (the welcome, its bar creeping
 * towards 95 %) while the topics load, then the interests step: pick a few topics, or skip. Either way the server
 * remembers, and the person goes on to where they were headed.
 */
export function WelcomeRoute() {
  const { isAuth, siteName } = useViewer();
  const texts = welcomeTexts(siteName);
  useDocumentTitle(texts.title);
  const next = useNextPath();
  const navigate = useNavigate();
  const { data, error } = useQuery(WelcomeRouteQuery, { skip: !isAuth, fetchPolicy: 'network-only' });
  const [shownLongEnough, setShownLongEnough] = useState(false);
  // Set once the person answered or skipped, so the answer's change of `welcomePending` does not redirect first.
  const [leaving, setLeaving] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useSaveInterestsMutation();
  const [skip, skipping] = useFinishWelcomeMutation();

  useEffect(() => {
    const timer = window.setTimeout(() => setShownLongEnough(true), WELCOME_MIN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isAuth) return <LoginRequired next={WELCOME_PATH} className="welcome-page" />;
  if (data && !data.viewer.welcomePending && !leaving) return <Navigate to={next} replace />;

  /** Runs the answer (or the skip): its refusal's text, or null once it went through. */
  const finishWith = async (run: () => Promise<string | null>) => {
    setFormError(null);
    setLeaving(true);
    let refusal: string | null;
    try {
      refusal = await run();
    } catch {
      refusal = GENERIC_ERROR;
    }
    if (refusal === null) {
      navigate(next, { replace: true });
      return;
    }
    setLeaving(false);
    setFormError(refusal);
  };
  const onSkip = () =>
    finishWith(async () => {
      const result = (await skip()).data?.finishWelcome;
      return result?.__typename === 'DomainError' ? domainErrorText(result) : null;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void finishWith(async () => {
      const result = (await save({ variables: { slugs: selected } })).data?.saveInterests;
      return result?.__typename === 'DomainError' ? domainErrorText(result) : null;
    });
  };
  const busy = saving.loading || skipping.loading;
  const ready = data !== undefined && shownLongEnough;

  if (!ready) {
    return (
      <div className="page page--narrow welcome-page">
        <section className="welcome-card" aria-labelledby="welcome-title">
          <h1 id="welcome-title">{texts.title}</h1>
          <p>{texts.text}</p>
          <WelcomeProgress label="Getting your questions ready" />
          <FormError text={formError ?? (error ? GENERIC_ERROR : null)} />
          <Button variant="secondary" onClick={() => void onSkip()} disabled={busy}>
            Skip
          </Button>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--narrow welcome-page">
      <form className="welcome-card" aria-labelledby="interests-title" onSubmit={onSubmit}>
        <h1 id="interests-title">{INTERESTS_TEXTS.title}</h1>
        <p>{INTERESTS_TEXTS.hint}</p>
        <FormError text={formError} />
        <InterestsPicker
          label="Topics"
          choices={data.interestChoices}
          selected={selected}
          onChange={setSelected}
        />
        <div className="welcome-card__actions">
          <Button variant="secondary" onClick={() => void onSkip()} disabled={busy}>
            Skip
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={busy || selected.length === 0}
            busy={saving.loading}
          >
            Done
          </Button>
        </div>
      </form>
    </div>
  );
}

/** `/settings/interests/`: the topics chosen at the welcome, changed later. */
export function InterestsSettingsRoute() {
  useDocumentTitle('Interests');
  const { data } = useSuspenseQuery(InterestsSettingsRouteQuery);
  if (!data.viewer.isAuth) return <LoginRequired next={INTERESTS_SETTINGS_PATH} className="welcome-page" />;
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
