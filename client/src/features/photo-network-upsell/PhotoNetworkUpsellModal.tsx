import { useEffect, useRef, useState } from 'react';
import { CLAIM_PATH, PHOTO_NETWORK_NAME, UPSELL_DISMISS_DELAY_MS } from '../../../../core/photoNetworkUpsell';
import { Button, ButtonLink } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import './photo-network-upsell.css';

interface PhotoNetworkUpsellModalProps {
  listedWebsiteUrl: string | null;
  /** Shown: the caller records it as seen. */
  onShown: () => void;
  onDismiss: () => void;
  /** Connect now was chosen (the link then leads to the claim page). */
  onConnect?: () => void;
}

/**
 * Photo-network upsell: an invitation to connect the person's Instagram account. Connect now leads
 * to /settings/claim/; the way to dismiss it (Not now, the close button, Escape) appears only after 2 s, and
 * clicking outside never closes it.
 */
export function PhotoNetworkUpsellModal({
  listedWebsiteUrl,
  onShown,
  onDismiss,
  onConnect,
}: PhotoNetworkUpsellModalProps) {
  const [dismissible, setDismissible] = useState(false);
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;

  useEffect(() => {
    onShownRef.current();
    const timer = setTimeout(() => setDismissible(true), UPSELL_DISMISS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Modal
      title={`Connect your ${PHOTO_NETWORK_NAME} account`}
      onClose={onDismiss}
      size="sm"
      closable={dismissible}
      closeOnScrimClick={false}
      className="upsell-modal"
    >
      <div className="upsell-modal__body">
        <p>
          You just saved a Pin from {PHOTO_NETWORK_NAME}
          {listedWebsiteUrl ? ', and your profile already points there' : ''}. Connect your account so your{' '}
          {PHOTO_NETWORK_NAME} Pins are credited to you and people can find you there.
        </p>
        <div className="upsell-modal__actions">
          <ButtonLink variant="primary" size="lg" to={CLAIM_PATH} onClick={onConnect}>
            Connect now
          </ButtonLink>
          {dismissible ? (
            <Button variant="secondary" size="lg" onClick={onDismiss}>
              Not now
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
