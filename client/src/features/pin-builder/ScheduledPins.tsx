import { useState } from 'react';
import { SCHEDULE_MAX_DAYS, SCHEDULE_MIN_LEAD_MS } from '../../../../core/scheduledPins';
import { SERVER_ERROR } from '../../../../core/texts';
import type { PinScheduleQueryQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useCancelScheduledPinMutation } from './scheduledPinQueries';

/** A date as a `datetime-local` input writes it, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatPublishTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/**
 * "Publish later" for business accounts: a switch and, when on, the date and time (the browser's local time,
 * within the window the server accepts).
 */
export function ScheduleField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
  disabled: boolean;
}) {
  const now = Date.now();
  const min = localInputValue(new Date(now + SCHEDULE_MIN_LEAD_MS));
  const max = localInputValue(new Date(now + SCHEDULE_MAX_DAYS * 24 * 60 * 60_000));
  return (
    <fieldset className="pin-builder__schedule" disabled={disabled}>
      <legend className="visually-hidden">When to publish</legend>
      <label className="pin-builder__schedule-switch">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) =>
            onChange(event.target.checked ? localInputValue(new Date(now + 60 * 60_000)) : null)
          }
        />{' '}
        Publish at a later date
      </label>
      {value !== null ? (
        <TextField
          label="Publish on"
          type="datetime-local"
          min={min}
          max={max}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : null}
    </fieldset>
  );
}

type ScheduledPin = PinScheduleQueryQuery['scheduledPins'][number];

/** The business account's pins waiting to be published, soonest first, each with Cancel. */
export function ScheduledPinsList({ pins }: { pins: readonly ScheduledPin[] }) {
  const [cancel, { loading }] = useCancelScheduledPinMutation();
  const [error, setError] = useState<string | null>(null);
  if (pins.length === 0) return null;
  const drop = async (id: string) => {
    setError(null);
    try {
      const { data } = await cancel({ variables: { id } });
      const result = data?.cancelScheduledPin;
      if (result?.__typename === 'DomainError') setError(result.messageDetail || result.message);
    } catch {
      setError(SERVER_ERROR);
    }
  };
  return (
    <section className="pin-builder__scheduled" aria-labelledby="pin-builder-scheduled-title">
      <h2 id="pin-builder-scheduled-title">Scheduled Pins ({pins.length})</h2>
      {error ? <Notice>{error}</Notice> : null}
      <ul className="pin-builder__scheduled-list">
        {pins.map((pin) => (
          <li key={pin.id} className="pin-builder__scheduled-item">
            <img
              src={pin.imageSpec_236x.url}
              alt=""
              width={60}
              height={Math.round((60 * pin.imageSpec_236x.height) / pin.imageSpec_236x.width)}
            />
            <div>
              <p className="pin-builder__scheduled-name">{pin.title || 'Untitled Pin'}</p>
              <p className="pin-builder__scheduled-when">
                {formatPublishTime(pin.publishAt)}
                {pin.board ? ` · ${pin.board.name}` : ''}
              </p>
            </div>
            <Button
              size="md"
              variant="secondary"
              disabled={loading}
              onClick={() => void drop(pin.id)}
              aria-label={`Cancel ${pin.title || 'Untitled Pin'}, scheduled for ${formatPublishTime(pin.publishAt)}`}
            >
              Cancel
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
