import { useState } from 'react';
import { Button } from './Button';
import './show-once-secret.css';

interface ShowOnceSecretProps {
  /** What the secret is, e.g. "Client secret". */
  label: string;
  secret: string;
}

/**
 * A secret the server keeps only as a hash (an app's client secret, a personal access token): shown this once,
 * with a Copy button and the warning that it can't be seen again.
 */
export function ShowOnceSecret({ label, secret }: ShowOnceSecretProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('Copied.');
    } catch {
      setCopied("Couldn't copy. Select the text and copy it.");
    }
  };
  return (
    <div className="show-once-secret">
      <p>
        {label} (copy it now, it won't be shown again):{' '}
        <code className="show-once-secret__value">{secret}</code>
      </p>
      <div className="show-once-secret__actions">
        <Button onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          Copy
        </Button>
        <span aria-live="polite">{copied}</span>
      </div>
    </div>
  );
}
