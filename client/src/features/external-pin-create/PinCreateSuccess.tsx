import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SUCCESS_VIEW_CLOSE_MS, savedToText, seeItNowHref } from '../../../../core/pinSaved';
import { Button } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import type { CreatedPin } from '../create-pin/useCreatePinMutation';
import { PinSavedPreview } from '../pin-saved/PinSavedPreview';
import { usePinCreateExit } from './usePinCreateExit';

interface PinCreateSuccessProps {
  pin: CreatedPin;
  /** Holds the countdown (while the upsell is open); it starts over when released. */
  paused: boolean;
}

/**
 * After saving, the board name and the pin; the window closes itself after 10000 ms (or leaves
 * the way the exit rule says when it was not a popup).
 */
export function PinCreateSuccess({ pin, paused }: PinCreateSuccessProps) {
  const exit = usePinCreateExit();
  const [left, setLeft] = useState(Math.round(SUCCESS_VIEW_CLOSE_MS / 1000));
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    setLeft(Math.round(SUCCESS_VIEW_CLOSE_MS / 1000));
    const tick = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((SUCCESS_VIEW_CLOSE_MS - (Date.now() - started)) / 1000)));
    }, 1000);
    const done = setTimeout(() => exit(), SUCCESS_VIEW_CLOSE_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [paused, exit]);

  return (
    <section className="pin-create-success" aria-labelledby="pin-create-success-title">
      <span className="pin-create-success__check" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h1 id="pin-create-success-title" ref={headingRef} tabIndex={-1} className="pin-create-success__title">
        {savedToText(pin.pinnedToBoard?.name ?? null, pin.section?.name)}
      </h1>
      <div className="pin-create-success__pin">
        <PinSavedPreview pin={pin} />
      </div>
      <div className="pin-create-success__actions">
        <Link to={seeItNowHref(pin.entityId)} className="btn btn--primary btn--lg">
          See it now
        </Link>
        <Button variant="secondary" size="lg" onClick={() => exit()}>
          Close
        </Button>
      </div>
      <p className="pin-create-success__countdown" aria-live="off">
        {paused ? '' : `This window closes in ${left} s`}
      </p>
    </section>
  );
}
