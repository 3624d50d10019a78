/**
 * The quick-promote flow: its steps, how it moves between them, where a failure is shown,
 * and the layout sizes.
 *
 * Steps: pin selection (only when no pin was chosen), the business form, the billing form, the settings form (the
 * ad itself), then the success or error modal. The business and billing forms come before the settings because
 * the settings' currency and default budget follow the business's country.
 */
export type QuickPromoteStep =
  | 'PIN_SELECTION'
  | 'BUSINESS_FORM'
  | 'BILLING_FORM'
  | 'SETTINGS_FORM'
  | 'SUCCESS'
  | 'ERROR'
  | 'DONE';

export interface AdvertiserSetup {
  hasBusinessInfo: boolean;
  hasBillingInfo: boolean;
}

/**
 * Where the flow goes after its first step: valid business and billing info go straight on to the ad
 * (whose submit is the success path), only business info goes to the billing form, otherwise the business form.
 */
export function setupStep(setup: AdvertiserSetup): QuickPromoteStep {
  if (setup.hasBusinessInfo && setup.hasBillingInfo) return 'SETTINGS_FORM';
  if (setup.hasBusinessInfo) return 'BILLING_FORM';
  return 'BUSINESS_FORM';
}

/**
 * The first step: the pin selection modal when no pin is chosen yet (the dedicated page asks for
 * the pin first), else the setup step.
 */
export function firstStep(input: AdvertiserSetup & { pinChosen: boolean }): QuickPromoteStep {
  return input.pinChosen ? setupStep(input) : 'PIN_SELECTION';
}

export type QuickPromoteEvent =
  | ({ type: 'PIN_CHOSEN' } & AdvertiserSetup)
  | { type: 'BUSINESS_SAVED' }
  | { type: 'BILLING_SAVED' }
  | {
      type: 'SUBMITTED';
      /** The close-window experiment's group that closes the window on success (QUICK_PROMOTE_CLOSE_EXPERIMENT). */
      closeOnSuccess?: boolean;
    }
  | { type: 'FAILED'; area: ErrorArea }
  | { type: 'NEXT' };

/** One transition of the flow; an event that does not apply to the step leaves it where it is. */
export function nextStep(step: QuickPromoteStep, event: QuickPromoteEvent): QuickPromoteStep {
  switch (event.type) {
    case 'PIN_CHOSEN':
      return step === 'PIN_SELECTION' ? setupStep(event) : step;
    case 'BUSINESS_SAVED':
      // Only business info (no billing yet) goes to the billing form.
      return step === 'BUSINESS_FORM' ? 'BILLING_FORM' : step;
    case 'BILLING_SAVED':
      return step === 'BILLING_FORM' ? 'SETTINGS_FORM' : step;
    case 'SUBMITTED':
      if (step !== 'SETTINGS_FORM') return step;
      return event.closeOnSuccess ? 'DONE' : 'SUCCESS';
    case 'FAILED':
      // A server error with area modal goes to the error modal; area pin stays on the form, shown beside the pin.
      return event.area === 'modal' ? 'ERROR' : step;
    case 'NEXT':
      // Stepping past the last step ends the flow.
      return step === 'SUCCESS' || step === 'ERROR' ? 'DONE' : step;
  }
}

export type ErrorArea = 'pin' | 'modal';

/**
 * A save failure with a message is shown with area pin on a 401, otherwise with area modal; without a
 * message, a generic modal error.
 */
export function quickPromoteFailure(
  status: number,
  messageDetail: string | null | undefined,
  genericMessage: string,
): { area: ErrorArea; message: string } {
  const message = messageDetail?.trim();
  if (!message) return { area: 'modal', message: genericMessage };
  return { area: status === 401 ? 'pin' : 'modal', message };
}

/** Closing the error modal goes back one history entry, or three after the pin builder. */
export function errorModalBackSteps(previousPath: string | null): number {
  return previousPath !== null && /^\/pin-builder(\/|$)/.test(previousPath) ? 3 : 1;
}

export type LayoutSize = 'NARROW' | 'MEDIUM' | 'WIDE';
export const LAYOUT_NARROW_BELOW = 870;
export const LAYOUT_WIDE_ABOVE = 1275;

/** Narrow below 870, medium 870 to 1275, wide above. */
export function layoutSize(width: number): LayoutSize {
  if (width < LAYOUT_NARROW_BELOW) return 'NARROW';
  if (width <= LAYOUT_WIDE_ABOVE) return 'MEDIUM';
  return 'WIDE';
}

/**
 * The stages the flow logs through the tracking request: shown, submitted, and the submit's success or error.
 * One event name each, so an operator counts how many who open the flow promote.
 */
export const QUICK_PROMOTE_STAGE_EVENTS = {
  view: 'quick_promote_view',
  submit: 'quick_promote_submit',
  success: 'quick_promote_submit_success',
  error: 'quick_promote_submit_error',
} as const;
export type QuickPromoteStage = keyof typeof QUICK_PROMOTE_STAGE_EVENTS;
export type QuickPromoteStageEvent = (typeof QUICK_PROMOTE_STAGE_EVENTS)[QuickPromoteStage];

/**
 * The close-window experiment. Its `control` group keeps today's window: after a successful submit the success
 * step stays open (what runs, a link to the report, Done) until the person closes it. `close_on_success` closes the
 * window at once and confirms with a toast carrying the same link, so the person is back where they were. Both
 * keep the close (X) button and Escape on every step: a dialog without a way out fails keyboard and screen-reader
 * users, so that is not what the experiment varies. The stages logged (view, submit, success, error) are the
 * same in both groups, so the groups compare on them.
 */
export const QUICK_PROMOTE_CLOSE_EXPERIMENT = 'web_quick_promote_close_window';
export const QUICK_PROMOTE_CLOSE_GROUPS = {
  keepOpen: 'control',
  closeOnSuccess: 'close_on_success',
} as const;
