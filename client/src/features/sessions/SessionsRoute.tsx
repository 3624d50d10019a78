import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { LoginRequired } from '../../ui/LoginRequired';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SessionsRouteQuery, useEndOtherSessionsMutation, useEndSessionMutation } from './sessionQueries';
import './sessions.css';

interface SessionView {
  id: string;
  createdAt: string;
  device: string;
  loginMethodLabel: string;
  current: boolean;
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** `/settings/sessions/`: the browsers signed in to the account; sign any other one out, or all of them. */
export function SessionsRoute() {
  useDocumentTitle('Sessions');
  const { data } = useSuspenseQuery(SessionsRouteQuery);
  const [endOthers, { loading: endingOthers }] = useEndOtherSessionsMutation();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!data.viewer.isAuth) return <LoginRequired next={SETTINGS_PATHS.sessions} className="sessions-page" />;
  const others = data.sessions.filter((s) => !s.current).length;
  const onEndOthers = async () => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await endOthers()).data?.endOtherSessions,
      'MutationEndOtherSessionsSuccess',
    );
    setConfirming(false);
    if (outcome.ok)
      setNotice(
        outcome.answer.data === 1
          ? 'Logged out of 1 session.'
          : `Logged out of ${outcome.answer.data} sessions.`,
      );
    else setError(outcome.text);
  };
  return (
    <div className="page page--narrow sessions-page">
      <h1>Sessions</h1>
      <p>
        These browsers are logged in to your account. If you don’t recognise one, log it out and change your
        password.
      </p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormError text={error} />
      <ul className="sessions-page__list" aria-label="Your sessions">
        {data.sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            onEnded={() => setNotice(`Logged out of ${session.device}.`)}
          />
        ))}
      </ul>
      {others > 0 ? (
        <Button onClick={() => setConfirming(true)}>Log out of all other sessions</Button>
      ) : (
        <p className="sessions-page__alone">You’re not logged in anywhere else.</p>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Log out of all other sessions?"
          confirmLabel="Log out"
          onConfirm={() => void onEndOthers()}
          onCancel={() => setConfirming(false)}
          busy={endingOthers}
        >
          Every other browser logged in to your account is logged out at once. This one stays logged in.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function SessionItem({ session, onEnded }: { session: SessionView; onEnded: () => void }) {
  const [end, { loading }] = useEndSessionMutation();
  const [error, setError] = useState<string | null>(null);
  const headingId = `session-${session.id}`;
  const onEnd = async () => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await end({ variables: { id: session.id } })).data?.endSession,
      'MutationEndSessionSuccess',
    );
    if (outcome.ok) onEnded();
    else setError(outcome.text);
  };
  return (
    <li className="sessions-page__item" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="sessions-page__device">
          {session.device}
          {session.current ? <span className="sessions-page__current">This device</span> : null}
        </h2>
        <p className="sessions-page__meta">
          Logged in {formatTime(session.createdAt)} · {session.loginMethodLabel}
        </p>
        <FormError text={error} />
      </div>
      {session.current ? null : (
        <Button
          onClick={() => void onEnd()}
          disabled={loading}
          aria-label={`Log out ${session.device}, logged in ${formatTime(session.createdAt)}`}
        >
          Log out
        </Button>
      )}
    </li>
  );
}
