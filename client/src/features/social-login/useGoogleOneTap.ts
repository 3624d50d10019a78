import { useEffect, useState } from 'react';
import { GOOGLE_ONE_TAP_PATH, shouldLoadOneTap } from '../../../../core/googleOneTap';
import { csrfHeaders } from '../../apollo/csrf';

/**
 * Starts the one-tap prompt through `load` only where it is offered: Google log-in configured (`clientId`) and a
 * browser recent enough. Otherwise nothing is loaded at all. Answers the stop function, if it started.
 */
export async function maybeStartOneTap(
  clientId: string | null | undefined,
  userAgent: string,
  load: (clientId: string) => Promise<() => void>,
): Promise<(() => void) | null> {
  if (!shouldLoadOneTap(clientId, userAgent)) return null;
  return load(clientId);
}

interface OneTapAnswer {
  status: 'success' | 'failure';
  message?: string;
  data?: { outcome: string; redirect: string };
}

/** Posts the credential; answers where to go next, or the refusal's text. */
async function signInWith(
  credential: string,
  next: string,
): Promise<{ redirect: string } | { error: string }> {
  try {
    const response = await fetch(GOOGLE_ONE_TAP_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(await csrfHeaders()) },
      body: JSON.stringify({ credential, next }),
    });
    const answer = (await response.json()) as OneTapAnswer;
    if (answer.status === 'success' && answer.data) return { redirect: answer.data.redirect };
    return { error: answer.message ?? "We couldn't sign you in with Google. Please try again." };
  } catch {
    return { error: "We couldn't sign you in with Google. Please try again." };
  }
}

/**
 * Google's one-tap prompt on the log-in and sign-up pages, where offered. Its code (and Google's script) is
 * loaded only then. A chosen account goes where the server says — signed in to `next`, the code step, or
 * "Finish signing up" (then the welcome) — with a full page load, so every query starts as the new person.
 * Answers a refusal's text to show.
 */
export function useGoogleOneTap(clientId: string | null | undefined, next: string): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void maybeStartOneTap(clientId, navigator.userAgent, async (id) => {
      const { startGoogleOneTap } = await import('./googleOneTap');
      return startGoogleOneTap({
        clientId: id,
        doc: document,
        onCredential: (credential) => {
          void signInWith(credential, next).then((result) => {
            if ('redirect' in result) window.location.assign(result.redirect);
            else setError(result.error);
          });
        },
      });
    }).then((started) => {
      if (left) started?.();
      else stop = started;
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [clientId, next]);
  return error;
}
