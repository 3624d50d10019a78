import { useId } from 'react';
import { SPONSOR_BRAND_REQUIRED, sponsorshipStatusForCreator } from '../../../../core/sponsorship';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/Switch';
import { BrandPicker } from './BrandPicker';
import type { LabelsDraft } from './labelsDraft';
import './paid-label-fields.css';

interface PaidLabelFieldsProps {
  draft: LabelsDraft;
  onChange: (draft: LabelsDraft) => void;
  /** The pin has a link (a paid link needs one). */
  hasLink: boolean;
  /** The partnership as saved (the edit form), to tell its maker where it stands; null on a new pin. */
  saved?: { status: number; brandEntityId: string | null } | null;
  /** A refusal of the labels from the last save, or the missing-brand reminder. */
  error?: string | null;
  showMissingBrand?: boolean;
  disabled?: boolean;
}

/**
 * The pin form's disclosure part: "Paid link" (an affiliate or paid link) and "Paid partnership" with a brand
 * chosen among business accounts, which is asked to approve before the Pin names it.
 */
export function PaidLabelFields(props: PaidLabelFieldsProps) {
  const { draft, onChange, hasLink, saved, disabled } = props;
  const id = useId();
  const savedStatus =
    saved && draft.partnership && draft.brand && draft.brand.entityId === saved.brandEntityId
      ? sponsorshipStatusForCreator(saved.status, draft.brand.name)
      : null;
  const error =
    props.error ??
    (props.showMissingBrand && draft.partnership && !draft.brand ? SPONSOR_BRAND_REQUIRED : null);
  return (
    <fieldset className="paid-label-fields" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">Paid content</legend>
      <Switch
        label="Paid link"
        description={
          hasLink
            ? 'You earn from people following the link (an affiliate or paid link).'
            : 'Add a link first: this says the link is paid.'
        }
        checked={draft.paidLink && hasLink}
        disabled={disabled || !hasLink}
        onChange={(paidLink) => onChange({ ...draft, paidLink })}
      />
      <Switch
        label="Paid partnership"
        description="A brand paid you or gave you something for this Pin. The brand is named once it approves."
        checked={draft.partnership}
        disabled={disabled}
        onChange={(partnership) => onChange({ ...draft, partnership })}
      />
      {draft.partnership ? (
        draft.brand ? (
          <div className="paid-label-fields__brand">
            <p className="paid-label-fields__chosen">
              With <strong>{draft.brand.name}</strong>{' '}
              <span className="paid-label-fields__sub">@{draft.brand.username}</span>
            </p>
            <Button disabled={disabled} onClick={() => onChange({ ...draft, brand: null })}>
              Change brand
            </Button>
          </div>
        ) : (
          <BrandPicker disabled={disabled} onChoose={(brand) => onChange({ ...draft, brand })} />
        )
      ) : null}
      {savedStatus ? <p className="field__hint">{savedStatus}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
