import { useId } from 'react';
import {
  type EmbedKind,
  embedSnippet,
  SHARE_TARGET_LABELS,
  SHARE_TARGETS,
  SHARE_TEXTS,
  shareUrl,
} from '../../../../core/share';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toastContext';
import './share.css';

interface ShareSheetProps {
  /** The page's own path (/pin/1/); shared as an absolute link. */
  path: string;
  title: string;
  /** What other sites may embed: only public pins and boards have an embed. */
  embed: { kind: EmbedKind; id: string } | null;
  onClose: () => void;
}

/**
 * The share sheet: copy the link, send it by email or through a network's share page, the browser's own share
 * menu where it has one, and the embed code for public pins and boards. A dialog: focus stays inside and Escape
 * closes it.
 */
export function ShareSheet({ path, title, embed, onClose }: ShareSheetProps) {
  const showToast = useToast();
  const linkId = useId();
  const embedId = useId();
  const url = new URL(path, window.location.origin).href;
  const page = { url, title };
  const snippet = embed ? embedSnippet(window.location.origin, embed.kind, embed.id, title) : null;
  const canShareNatively = typeof navigator.share === 'function';

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ text: done });
    } catch {
      showToast({ text: SHARE_TEXTS.copyFailed, tone: 'error' });
    }
  };

  return (
    <Modal title={SHARE_TEXTS.sheetTitle} onClose={onClose} size="sm" className="share-sheet">
      <div className="share-sheet__link">
        <label htmlFor={linkId} className="visually-hidden">
          Link
        </label>
        <input
          id={linkId}
          className="share-sheet__field"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => copy(url, SHARE_TEXTS.linkCopied)}>
          {SHARE_TEXTS.copyLink}
        </Button>
      </div>
      <ul className="share-sheet__targets" aria-label="Share to">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              className="btn btn--secondary btn--md share-sheet__target"
              href={shareUrl(target, page)}
              {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {SHARE_TARGET_LABELS[target]}
              {target === 'email' ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
        {canShareNatively ? (
          <li>
            <Button
              onClick={() => {
                // The person closing the browser's menu rejects the promise: nothing to report.
                navigator.share({ url, title }).catch(() => {});
              }}
            >
              {SHARE_TEXTS.moreOptions}
            </Button>
          </li>
        ) : null}
      </ul>
      {snippet ? (
        <section className="share-sheet__embed" aria-labelledby={`${embedId}-title`}>
          <h3 id={`${embedId}-title`} className="share-sheet__embed-title">
            {SHARE_TEXTS.embedTitle}
          </h3>
          <label htmlFor={embedId} className="visually-hidden">
            Embed code
          </label>
          <textarea
            id={embedId}
            className="share-sheet__field share-sheet__code"
            readOnly
            rows={3}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={() => copy(snippet, SHARE_TEXTS.embedCopied)}>{SHARE_TEXTS.copyEmbed}</Button>
        </section>
      ) : null}
    </Modal>
  );
}
