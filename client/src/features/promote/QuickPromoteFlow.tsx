import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { previousEntry } from '../../../../core/navigationHistory';
import { LOGIN_PATH } from '../../../../core/paths';
import { QUICK_PROMOTE_TEXTS } from '../../../../core/quickPromote';
import {
  errorModalBackSteps,
  firstStep,
  nextStep,
  QUICK_PROMOTE_CLOSE_EXPERIMENT,
  type QuickPromoteEvent,
  type QuickPromoteStep,
  quickPromoteFailure,
} from '../../../../core/quickPromoteFlow';
import { type FragmentType, getFragmentData } from '../../gql';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/toastContext';
import { navigationHistory } from '../navigation/navigationHistory';
import {
  QuickPromote_advertiser,
  QuickPromote_pin,
  QuickPromoteCloseExperimentQuery,
  QuickPromoteSetupQuery,
} from './operations';
import { PinSelection } from './PinSelection';

import { SettingsForm } from './SettingsForm';
import { BillingForm, BusinessForm } from './SetupForms';
import { trackQuickPromoteStage } from './trackQuickPromoteStage';
import { useLayoutSize } from './useLayoutSize';
import type { PromotedCampaign } from './useQuickPromoteMutations';
import './quick-promote.css';

type Pin = FragmentType<typeof QuickPromote_pin>;
type Advertiser = FragmentType<typeof QuickPromote_advertiser>;

const TITLES: Record<QuickPromoteStep, string> = {
  PIN_SELECTION: 'Choose a Pin to promote',
  BUSINESS_FORM: 'Your business',
  BILLING_FORM: 'Billing',
  SETTINGS_FORM: 'Promote your Pin',
  SUCCESS: 'Your Pin is promoted',
  ERROR: "We couldn't promote your Pin",
  DONE: '',
};

const INELIGIBLE_TEXTS = {
  signedOut: 'Log in to promote your Pins.',
  tooNew: QUICK_PROMOTE_TEXTS.accountTooNew,
} as const;

interface QuickPromoteFlowProps {
  /** The pin to promote; without one the flow starts by asking for it. */
  pin: Pin | null;
  /** The dedicated page shows its steps in the page; elsewhere they are dialogs. */
  dedicated: boolean;
  onClose: () => void;
}

/**
 * Quick promote: pin selection, business form, billing form, the ad's settings, then the success
 * or error modal. The steps follow core's step machine.
 */
export function QuickPromoteFlow({ pin: initialPin, dedicated, onClose }: QuickPromoteFlowProps) {
  const { data, error, refetch } = useQuery(QuickPromoteSetupQuery);
  const closeExperiment = useQuery(QuickPromoteCloseExperimentQuery, {
    variables: { name: QUICK_PROMOTE_CLOSE_EXPERIMENT },
    skip: data?.viewer.quickPromoteEligible !== true,
  });
  const showToast = useToast();
  const navigate = useNavigate();
  const layout = useLayoutSize();
  const [pin, setPin] = useState<Pin | null>(initialPin);
  const [advertiser, setAdvertiser] = useState<Advertiser | null>(null);
  const [step, setStep] = useState<QuickPromoteStep | null>(null);
  const [campaign, setCampaign] = useState<PromotedCampaign | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);

  const viewer = data?.viewer;
  const eligible = viewer?.quickPromoteEligible === true;
  const startPinId = initialPin ? getFragmentData(QuickPromote_pin, initialPin).entityId : null;
  // The view stage: once per flow, when someone who may promote sees it.
  useEffect(() => {
    if (eligible) trackQuickPromoteStage('view', startPinId);
  }, [eligible, startPinId]);
  const current = advertiser ?? viewer?.advertiser ?? null;
  const currentData = getFragmentData(QuickPromote_advertiser, current);
  const setup = { hasBusinessInfo: currentData !== null, hasBillingInfo: Boolean(currentData?.billing) };
  const shownStep = step ?? (viewer ? firstStep({ ...setup, pinChosen: pin !== null }) : null);

  const go = (event: QuickPromoteEvent) => {
    if (!shownStep) return;
    const next = nextStep(shownStep, event);
    if (next === 'DONE') onClose();
    else setStep(next);
  };

  const frame = (body: ReactNode, options: { back?: () => void } = {}) => {
    const title = shownStep ? TITLES[shownStep] : 'Promote your Pin';
    const content = <div className={`quick-promote quick-promote--${layout.toLowerCase()}`}>{body}</div>;
    const asModal = !dedicated || shownStep === 'SUCCESS' || shownStep === 'ERROR';
    if (asModal) {
      return (
        <Modal title={title} onClose={onClose} onBack={options.back} className="quick-promote__modal">
          {content}
        </Modal>
      );
    }
    return (
      <section className="quick-promote__page-step" aria-label={title}>
        <h2 className="quick-promote__step-title">{title}</h2>
        {content}
      </section>
    );
  };

  if (!viewer) {
    return frame(
      error ? (
        <div className="quick-promote__status">
          <p role="alert">{QUICK_PROMOTE_TEXTS.genericError}</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      ) : (
        <Spinner label="Loading" />
      ),
    );
  }
  if (!viewer.quickPromoteEligible) {
    const reason = viewer.quickPromoteIneligibleReason ?? 'signedOut';
    return frame(
      <div className="quick-promote__status">
        <p>{INELIGIBLE_TEXTS[reason]}</p>
        {reason === 'signedOut' ? <Link to={LOGIN_PATH}>Log in</Link> : null}
      </div>,
    );
  }

  const pinPreview = pin ? <PinPreview pin={pin} error={pinError} /> : null;

  switch (shownStep) {
    case 'PIN_SELECTION':
      return frame(
        <PinSelection
          onChoose={(chosen) => {
            setPin(chosen);
            go({ type: 'PIN_CHOSEN', ...setup });
          }}
        />,
      );
    case 'BUSINESS_FORM':
      return frame(
        <div className="quick-promote__columns">
          {pinPreview}
          <BusinessForm
            advertiser={current}
            onSaved={(saved) => {
              setAdvertiser(saved);
              go({ type: 'BUSINESS_SAVED' });
            }}
          />
        </div>,
      );
    case 'BILLING_FORM':
      return frame(
        <div className="quick-promote__columns">
          {pinPreview}
          <BillingForm
            advertiser={current!}
            onSaved={(saved) => {
              setAdvertiser(saved);
              go({ type: 'BILLING_SAVED' });
            }}
          />
        </div>,
        { back: () => setStep('BUSINESS_FORM') },
      );
    case 'SETTINGS_FORM':
      return frame(
        <div className="quick-promote__columns">
          {pinPreview}
          <SettingsForm
            pin={pin!}
            advertiser={current!}
            onPromoted={(made) => {
              setCampaign(made);
              // Until the group is known (or if asking failed), the window stays open as it always has.
              const closeOnSuccess = closeExperiment.data?.closeOnSuccess === true;
              if (closeOnSuccess) {
                showToast({
                  text: `${made.name} is running: your Pin shows in home feeds, promoted by ${currentData?.name ?? 'you'}.`,
                  action: (
                    <Link to={advertiserUrl('reporting_campaigns', { advertiserId: made.advertiserId })}>
                      See your campaign report
                    </Link>
                  ),
                  durationMs: 10_000,
                });
              }
              go({ type: 'SUBMITTED', closeOnSuccess });
            }}
            onFailed={(failure) => {
              // A 401 with a message is shown beside the pin, anything else in the error modal.
              const status = failure.code === 'UNAUTHENTICATED' ? 401 : failure.code ? 400 : 500;
              const shown = quickPromoteFailure(status, failure.message, QUICK_PROMOTE_TEXTS.genericError);
              if (shown.area === 'pin') setPinError(shown.message);
              else setErrorText(shown.message);
              go({ type: 'FAILED', area: shown.area });
            }}
          />
        </div>,
        { back: () => setStep('BILLING_FORM') },
      );
    case 'SUCCESS':
      return frame(
        <div className="quick-promote__status">
          <p>
            {campaign?.name} is running. People will see your Pin in their home feed, marked as promoted by{' '}
            {currentData?.name}.
          </p>
          <div className="form-actions">
            <Link
              className="btn btn--primary btn--md"
              to={advertiserUrl('reporting_campaigns', { advertiserId: campaign?.advertiserId ?? null })}
            >
              See your campaign report
            </Link>
            <Button onClick={() => go({ type: 'NEXT' })}>Done</Button>
          </div>
        </div>,
      );
    case 'ERROR':
      return (
        <Modal
          title={TITLES.ERROR}
          onClose={() => navigate(-errorModalBackSteps(previousEntry(navigationHistory())?.path ?? null))}
          className="quick-promote__modal"
        >
          <div className="quick-promote__status">
            <p role="alert">{errorText ?? QUICK_PROMOTE_TEXTS.genericError}</p>
            <div className="form-actions">
              <Button variant="primary" onClick={() => setStep('SETTINGS_FORM')}>
                Try again
              </Button>
            </div>
          </div>
        </Modal>
      );
    default:
      return null;
  }
}

function PinPreview(props: { pin: Pin; error: string | null }) {
  const pin = getFragmentData(QuickPromote_pin, props.pin);
  return (
    <figure className="quick-promote__pin">
      <img
        src={pin.imageSpec_236x.url}
        width={pin.imageSpec_236x.width}
        height={pin.imageSpec_236x.height}
        alt={pin.title || 'The Pin you are promoting'}
      />
      {pin.title ? <figcaption>{pin.title}</figcaption> : null}
      {props.error ? (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </figure>
  );
}
