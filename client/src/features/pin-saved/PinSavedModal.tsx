import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { MODAL_MIN_WIDTH } from '../../../../core/constants';
import {
  canPromotePin,
  isConfirmationSuppressed,
  promotePinHref,
  savedToText,
  seeItNowHref,
  seeItNowTone,
  sendPinHref,
} from '../../../../core/pinSaved';
import { siteTypeOfPath } from '../../../../core/siteTypes';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { ButtonLink, buttonClass } from '../../ui/Button';
import { SendIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { SiteLink } from '../../ui/SiteLink';
import { Spinner } from '../../ui/Spinner';
import { FollowUserCard, type FollowUserCard_user } from '../follow/FollowUserCard';
import { useViewerState } from '../viewer/useViewer';
import { PinSavedPreview, type WebsiteMedium } from './PinSavedPreview';
import './pin-saved.css';

export const PinSavedModal_pin = graphql(`
  fragment PinSavedModal_pin on Pin {
    id
    entityId
    promotable
    pinnedToBoard {
      id
      name
    }
    section {
      id
      name
    }
    linkDomainOfficialUser {
      ...FollowUserCard_user
    }
    ...PinSavedPreview_pin
  }
`);

/** Whether the viewer may quick-promote, asked only when the saved pin is one they could promote. */
const PinSavedPromoteQuery = graphql(`
  query PinSavedPromoteQuery {
    viewer {
      quickPromoteEligible
    }
  }
`);

interface PinSavedModalProps {
  /** The saved pin; null while it is still being saved or loaded (the loading overlay shows). */
  pin: FragmentType<typeof PinSavedModal_pin> | null;
  /** Shows the loading overlay over a pin already shown (e.g. while a pin builder publishes). */
  loading?: boolean;
  /** The flow the save happened in; ad_creation and business_nux show no confirmation. */
  scenario?: string | null;
  /** Hides the "Saved to …" title (it still names the dialog for screen readers). */
  hideHeader?: boolean;
  /** The pictures of the website the pin came from; more than one shows as a scrollable grid. */
  websiteMedia?: readonly WebsiteMedium[];
  /**
   * The official account of the pin's link domain, offered to follow (the card itself shows only to
   * a signed-in viewer who is not that account and does not follow it). Defaults to the pin's
   * linkDomainOfficialUser: the account that lists the link's domain as its website.
   */
  officialUser?: FragmentType<typeof FollowUserCard_user> | null;
  /** See it now opens the pin in a new tab instead of this one. */
  openInNewTab?: boolean;
  onClose: () => void;
}

/**
 * The pin-saved confirmation: "Saved to {boardName}" (or "… {sectionName} in {boardName}"), the pin
 * at 236 px, Send (hidden when promotion is offered), See it now, Promote your Pin when canPromotePin allows,
 * the official account's follow card, and a loading overlay. At least 500 px wide. Not shown at all in the
 * ad_creation and business_nux scenarios.
 */
export function PinSavedModal({
  pin: pinRef,
  loading = false,
  scenario,
  hideHeader = false,
  websiteMedia,
  officialUser = null,
  openInNewTab = false,
  onClose,
}: PinSavedModalProps) {
  const pin = pinRef ? getFragmentData(PinSavedModal_pin, pinRef) : null;
  const official = officialUser ?? pin?.linkDomainOfficialUser ?? null;
  const { pathname } = useLocation();
  const viewer = useViewerState();
  const { data } = useQuery(PinSavedPromoteQuery, { skip: !pin?.promotable });
  if (isConfirmationSuppressed(scenario)) return null;

  const promotable = canPromotePin({
    pinPromotable: pin?.promotable,
    siteType: siteTypeOfPath(pathname),
    viewerQualifies: data?.viewer.quickPromoteEligible,
  });
  const tone = seeItNowTone({ viewerIsPartner: viewer.user?.isPartner ?? false, promotable });
  const title = pin ? savedToText(pin.pinnedToBoard?.name ?? null, pin.section?.name) : 'Saving your Pin';

  return (
    <Modal
      title={title}
      hideTitle={hideHeader || !pin}
      onClose={onClose}
      className="pin-saved-modal"
      style={{ minWidth: `min(${MODAL_MIN_WIDTH}px, 100%)` }}
    >
      <div className="pin-saved" aria-busy={loading || !pin || undefined}>
        {pin ? (
          <>
            <PinSavedPreview pin={pin} websiteMedia={websiteMedia} />
            <div className="pin-saved__actions">
              {/* Promote goes through the business hub: another site type, maybe on a host of its own. */}
              {promotable ? (
                <SiteLink
                  className={buttonClass('primary', 'lg')}
                  to={promotePinHref(pin.entityId)}
                  onClick={onClose}
                >
                  Promote your Pin
                </SiteLink>
              ) : (
                <ButtonLink variant="secondary" size="lg" to={sendPinHref(pin.entityId)} onClick={onClose}>
                  <SendIcon />
                  Send
                </ButtonLink>
              )}
              <ButtonLink
                variant={tone === 'red' ? 'primary' : 'secondary'}
                size="lg"
                to={seeItNowHref(pin.entityId)}
                onClick={onClose}
                {...(openInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
              >
                See it now
              </ButtonLink>
            </div>
            {official ? <FollowUserCard user={official} source="pin_saved" /> : null}
          </>
        ) : (
          <div className="pin-saved__placeholder" aria-hidden="true" />
        )}
        {loading || !pin ? (
          <div className="pin-saved__overlay">
            <Spinner label="Loading" />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
