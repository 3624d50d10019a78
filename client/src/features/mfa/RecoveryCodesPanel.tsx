import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/Button';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/**
 * The recovery codes, shown this once: copy or download them, and confirm they are kept before leaving (the
 * server keeps only their hashes, so nobody can show them again).
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Tackboard recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const downloadUrl = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(downloadUrl), [downloadUrl]);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Recovery codes copied.');
    } catch {
      setCopied("Couldn't copy. Select the codes and copy them, or download them.");
    }
  };

  return (
    <section className="security-panel" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Save your recovery codes
      </h3>
      <p className="security-panel__muted">
        If you lose your phone, each of these codes lets you log in once instead of a code from the app. Keep
        them somewhere safe: this is the only time they are shown.
      </p>
      <ol className="mfa-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mfa-actions">
        <Button onClick={() => void copy()}>Copy codes</Button>
        <a className="btn btn--secondary btn--md" href={downloadUrl} download="tackboard-recovery-codes.txt">
          Download codes
        </a>
      </div>
      <p role="status" className={copied ? undefined : 'visually-hidden'}>
        {copied}
      </p>
      <label className="mfa-confirm">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />I have
        saved my recovery codes
      </label>
      <div className="form-actions">
        <Button variant="primary" disabled={!saved} onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
