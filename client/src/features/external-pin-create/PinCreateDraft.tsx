import { useState } from 'react';
import { useLocation } from 'react-router';
import { authPath } from '../../../../core/authPath';
import type { PinCreateParams } from '../../../../core/pinCreatePage';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { ButtonLink } from '../../ui/Button';
import { TackIcon } from '../../ui/icons';

function domainOf(url: string | null): string | null {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * Desktop not signed in: a pin-builder draft with the image and, beside it, the sign-up and
 * log-in panel. Logging in or signing up returns to this same path and query, which then opens signed in.
 *
 * NOTE: the picture is loaded from the other site directly (a visitor cannot have our server fetch it); a page
 * policy that only allows our own pictures stops it, and the draft then shows the site's name instead.
 */
export function PinCreateDraft({ params }: { params: PinCreateParams }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const [broken, setBroken] = useState(false);
  const domain = domainOf(params.url) ?? domainOf(params.media);
  return (
    <div className="pin-create-draft">
      <section className="pin-create-draft__pin" aria-label="Your Pin draft">
        {params.media && !broken ? (
          <img
            className="pin-image"
            src={params.media}
            alt={params.description || (domain ? `Image from ${domain}` : 'Pin image')}
            referrerPolicy="no-referrer"
            onError={() => setBroken(true)}
          />
        ) : (
          <div className="pin-image pin-image--placeholder">
            <TackIcon size={40} />
            <span>{domain ? `An image from ${domain}` : 'Your Pin'}</span>
          </div>
        )}
        {params.description ? <p className="pin-create-draft__description">{params.description}</p> : null}
      </section>
      <section className="pin-create-draft__login" aria-labelledby="pin-create-draft-title">
        <TackIcon size={40} />
        <h1 id="pin-create-draft-title" className="pin-create-draft__title">
          {LOGIN_PROMPTS.create}
        </h1>
        <p>Save ideas you find on the web to your boards.</p>
        <ButtonLink variant="primary" size="lg" to={authPath('login', returnTo)}>
          Log in
        </ButtonLink>
        <ButtonLink variant="secondary" size="lg" to={authPath('signup', returnTo)}>
          Sign up
        </ButtonLink>
      </section>
    </div>
  );
}
