import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  AGE_BUCKETS,
  currencyForCountry,
  formatBudget,
  GENDER_LABELS,
  initialQuickPromoteValues,
  isoDate,
  QUICK_PROMOTE_ANSWER_CHOICES,
  QUICK_PROMOTE_ANSWERS,
  QUICK_PROMOTE_QUESTION,
  QUICK_PROMOTE_TEXTS,
  type QuickPromoteAnswer,
  type QuickPromoteField,
  type QuickPromoteFormValues,
  quickPromoteErrors,
  quickPromoteRequestBody,
  TARGETING_GENDERS,
} from '../../../../core/quickPromote';
import { DAY_MS } from '../../../../core/time';
import { type FragmentType, getFragmentData } from '../../gql';
import type { QuickPromoteInput } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { QuickPromote_advertiser, QuickPromote_pin } from './operations';
import { clearDraft, restoreDraft, saveDraft } from './quickPromoteDraft';
import { trackQuickPromoteStage } from './trackQuickPromoteStage';
import {
  type PromotedCampaign,
  type PromoteFailure,
  useQuickPromoteMutation,
} from './useQuickPromoteMutations';

interface SettingsFormProps {
  pin: FragmentType<typeof QuickPromote_pin>;
  advertiser: FragmentType<typeof QuickPromote_advertiser>;
  onPromoted: (campaign: PromotedCampaign) => void;
  /** A refusal the form does not show itself (area modal goes to the error modal). */
  onFailed: (failure: PromoteFailure) => void;
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

/**
 * The ad itself: daily budget in the advertiser's currency (the country's default to start), how long it runs
 * (days, an end date, or ongoing), who sees it, and where it leads (the pin's link). The draft is kept locally.
 */
export function SettingsForm(props: SettingsFormProps) {
  const pin = getFragmentData(QuickPromote_pin, props.pin);
  const advertiser = getFragmentData(QuickPromote_advertiser, props.advertiser);
  const [values, setValues] = useState<QuickPromoteFormValues>(() =>
    restoreDraft(
      pin.entityId,
      initialQuickPromoteValues({
        advertiserId: advertiser.entityId,
        country: advertiser.country,
        pinTitle: pin.title,
        pinLink: pin.link ?? null,
        today: new Date(),
      }),
    ),
  );
  const [submitted, setSubmitted] = useState(false);
  const [productGroupId, setProductGroupId] = useState<string | null>(null);
  // Not kept in the draft: a question is answered afresh each time, and unanswered is a fine answer (0).
  const [answer, setAnswer] = useState<QuickPromoteAnswer>(QUICK_PROMOTE_ANSWERS.notAnswered);
  const questionId = useId();
  const [promote, { loading }] = useQuickPromoteMutation();
  const audienceId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  useEffect(() => saveDraft(pin.entityId, values), [pin.entityId, values]);

  const set = <K extends keyof QuickPromoteFormValues>(key: K, value: QuickPromoteFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const body = quickPromoteRequestBody(values, {
    pinId: pin.entityId,
    productGroupId,
    country: advertiser.country,
  });
  const errors: Partial<Record<QuickPromoteField, string>> = body
    ? quickPromoteErrors(
        {
          campaignName: body.campaign_name,
          destinationUrl: body.destination_url ?? '',
          budgetInMicroCurrency: body.budget_in_micro_currency,
          durationDays: Number.isNaN(body.duration) ? null : body.duration,
          isOngoing: body.is_ongoing,
          inclusiveEndDate: body.inclusive_end_date ?? null,
          autoTargeting: body.auto_targeting_enabled,
          targeting: body.targeting_spec,
        },
        { country: advertiser.country, today: new Date() },
      )
    : {};
  const shown = (field: QuickPromoteField) => (submitted ? (errors[field] ?? null) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!body || Object.keys(errors).length > 0 || loading) {
      focusFirstInvalid();
      return;
    }
    const input: QuickPromoteInput = {
      advertiserId: advertiser.entityId,
      pinId: body.pin_id,
      campaignName: body.campaign_name,
      destinationUrl: body.destination_url ?? '',
      budgetInMicroCurrency: body.budget_in_micro_currency,
      duration: Number.isNaN(body.duration) ? null : body.duration,
      isOngoing: body.is_ongoing,
      inclusiveEndDate: body.inclusive_end_date ?? null,
      autoTargetingEnabled: body.auto_targeting_enabled,
      targetingSpec: body.targeting_spec,
      objectiveType: body.objective_type,
      productGroupId: body.product_group_id,
      questionAnswer: answer,
    };
    trackQuickPromoteStage('submit', body.pin_id);
    const outcome = await promote(input, advertiser.name);
    trackQuickPromoteStage(outcome.ok ? 'success' : 'error', body.pin_id);
    if (outcome.ok) {
      clearDraft();
      props.onPromoted(outcome.data);
    } else {
      props.onFailed(outcome.failure);
    }
  };

  const currency = currencyForCountry(advertiser.country);
  const minimum = formatBudget(advertiser.quickPromoteDefaults.minimumBudget, currency);
  const tomorrow = isoDate(new Date(Date.now() + DAY_MS));
  return (
    <form
      ref={formRef}
      className="form quick-promote__settings"
      noValidate
      onSubmit={submit}
      aria-label="Ad settings"
    >
      <TextField
        label="Campaign name"
        name="campaignName"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={shown('campaignName')}
        hint={QUICK_PROMOTE_TEXTS.nameHint}
      />
      <TextField
        label="Destination link"
        name="destinationUrl"
        type="url"
        value={values.destination_url}
        onChange={(event) => set('destination_url', event.target.value)}
        error={shown('destinationUrl')}
        hint="Where people go when they tap your ad."
      />
      <TextField
        label={`Daily budget (${currency})`}
        name="budget"
        inputMode="decimal"
        value={values.budget}
        onChange={(event) => set('budget', event.target.value)}
        error={shown('budget')}
        hint={`At least ${minimum} a day. You'll be invoiced monthly.`}
      />
      <label className="quick-promote__check">
        <input
          type="checkbox"
          name="isOngoing"
          checked={values.is_ongoing}
          onChange={(event) => set('is_ongoing', event.target.checked)}
        />
        Run until I pause it (ongoing)
      </label>
      {values.is_ongoing ? null : (
        <div className="quick-promote__row">
          <TextField
            label="Duration (days)"
            name="duration"
            inputMode="numeric"
            value={values.duration}
            disabled={values.inclusive_end_date.trim() !== ''}
            onChange={(event) => set('duration', event.target.value)}
            error={shown('duration')}
          />
          <TextField
            label="Or end on"
            name="inclusiveEndDate"
            type="date"
            min={tomorrow}
            value={values.inclusive_end_date}
            onChange={(event) => set('inclusive_end_date', event.target.value)}
            error={shown('inclusiveEndDate')}
            hint="The last day it runs."
          />
        </div>
      )}
      <fieldset className="quick-promote__question" aria-describedby={`${questionId}-hint`}>
        <legend className="field__label">{QUICK_PROMOTE_QUESTION}</legend>
        <p id={`${questionId}-hint`} className="field__hint">
          Optional. It tells your campaign page what your results can show.
        </p>
        {QUICK_PROMOTE_ANSWER_CHOICES.map((choice) => (
          <label key={choice.code} className="quick-promote__check">
            <input
              type="radio"
              name="questionAnswer"
              value={choice.code}
              checked={answer === choice.code}
              onChange={() => setAnswer(choice.code)}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="quick-promote__audience" aria-describedby={`${audienceId}-hint`}>
        <legend className="field__label">Audience</legend>
        <label className="quick-promote__check">
          <input
            type="checkbox"
            name="isAutoTargeting"
            checked={values.isAutoTargeting}
            onChange={(event) => set('isAutoTargeting', event.target.checked)}
          />
          Automatic: everyone who may like it
        </label>
        <p id={`${audienceId}-hint`} className="field__hint">
          Or choose ages and genders yourself.
        </p>
        {values.isAutoTargeting ? null : (
          <>
            <fieldset className="quick-promote__choices">
              <legend>Ages</legend>
              {AGE_BUCKETS.map((bucket) => (
                <label key={bucket} className="quick-promote__chip">
                  <input
                    type="checkbox"
                    checked={values.ages.includes(bucket)}
                    onChange={(event) => set('ages', toggle(values.ages, bucket, event.target.checked))}
                  />
                  {bucket}
                </label>
              ))}
              <p className="field__hint">None chosen: every age.</p>
              {shown('ages') ? (
                <p className="field__error" role="alert">
                  {shown('ages')}
                </p>
              ) : null}
            </fieldset>
            <fieldset className="quick-promote__choices">
              <legend>Genders</legend>
              {TARGETING_GENDERS.map((gender) => (
                <label key={gender} className="quick-promote__chip">
                  <input
                    type="checkbox"
                    checked={values.genders.includes(gender)}
                    onChange={(event) => set('genders', toggle(values.genders, gender, event.target.checked))}
                  />
                  {GENDER_LABELS[gender]}
                </label>
              ))}
              {shown('genders') ? (
                <p className="field__error" role="alert">
                  {shown('genders')}
                </p>
              ) : null}
            </fieldset>
          </>
        )}
      </fieldset>
      {advertiser.productGroups.length > 0 ? (
        <SelectField
          label="Also promote products (catalog sales)"
          hint="The group's products in stock are shown in turn with your Pin."
          value={productGroupId ?? ''}
          onChange={(event) => setProductGroupId(event.target.value || null)}
        >
          <option value="">No, just this Pin</option>
          {advertiser.productGroups.map((group) => (
            <option key={group.entityId} value={group.entityId}>
              {group.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={loading} busy={loading}>
          Promote
        </Button>
      </div>
    </form>
  );
}
