import { GOOGLE_IDENTITY_SCRIPT } from '../../../../core/googleOneTap';

/** The part of Google Identity Services' API the prompt uses. */
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select: boolean;
    cancel_on_tap_outside: boolean;
    use_fedcm_for_prompt: boolean;
    itp_support: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}

type WithGoogle = { google?: { accounts?: { id?: GoogleIdentity } } };

/** The document the prompt goes in: only what is used, so a test can hand in its own. */
export interface OneTapDocument {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
  defaultView: unknown;
}

/**
 * Loads Google Identity Services' script and shows its one-tap prompt; `onCredential` gets the ID token the person
 * chose to sign in with. Answers a function that takes the prompt down (leaving the page).
 */
export function startGoogleOneTap(options: {
  clientId: string;
  doc: OneTapDocument;
  onCredential: (credential: string) => void;
}): () => void {
  const { clientId, doc, onCredential } = options;
  let stopped = false;
  const identity = () => (doc.defaultView as WithGoogle | null)?.google?.accounts?.id ?? null;
  const script = doc.createElement('script');
  script.src = GOOGLE_IDENTITY_SCRIPT;
  script.async = true;
  script.onload = () => {
    const id = identity();
    if (stopped || !id) return;
    id.initialize({
      client_id: clientId,
      callback: (response) => {
        if (response.credential) onCredential(response.credential);
      },
      auto_select: false,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      itp_support: true,
    });
    id.prompt();
  };
  doc.head.appendChild(script);
  return () => {
    stopped = true;
    identity()?.cancel();
  };
}
