import { type FormEvent, useState } from 'react';
import { SERVER_ERROR } from '../../../../core/texts';
import { type FragmentType, getFragmentData } from '../../gql';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { ADVERTISER_COUNTRIES } from './countries';
import { QuickPromote_advertiser } from './operations';
import {
  type PromoteFailure,
  useSaveAdvertiserBillingMutation,
  useSaveAdvertiserBusinessInfoMutation,
} from './useQuickPromoteMutations';

type Advertiser = FragmentType<typeof QuickPromote_advertiser>;

function CountrySelect(props: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}) {
  return (
    <SelectField
      label={props.label}
      name="country"
      value={props.value}
      error={props.error ?? null}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {ADVERTISER_COUNTRIES.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}

function failureUnder(failure: PromoteFailure | null, field: string): string | null {
  return failure?.field === field ? failure.message : null;
}

function formFailure(failure: PromoteFailure | null, fields: readonly string[]): string | null {
  if (!failure || (failure.field && fields.includes(failure.field))) return null;
  return failure.message ?? `${SERVER_ERROR} Please try again.`;
}

/** The business form: the advertiser's name, country (it fixes the currency) and website. */
export function BusinessForm(props: {
  advertiser: Advertiser | null;
  onSaved: (advertiser: Advertiser) => void;
}) {
  const current = getFragmentData(QuickPromote_advertiser, props.advertiser);
  const [name, setName] = useState(current?.name ?? '');
  const [country, setCountry] = useState(current?.country ?? 'US');
  const [website, setWebsite] = useState(current?.website ?? '');
  const [failure, setFailure] = useState<PromoteFailure | null>(null);
  const [save, { loading }] = useSaveAdvertiserBusinessInfoMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const outcome = await save({ name, country, website });
    if (outcome.ok) props.onSaved(outcome.data);
    else setFailure(outcome.failure);
  };
  const fields = ['name', 'country', 'website'];
  const missing = name.trim() === '' || website.trim() === '';
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Business details">
      <p className="quick-promote__intro">
        Tell us about your business. Your country sets the currency you pay in.
      </p>
      <FormError text={formFailure(failure, fields)} />
      <TextField
        label="Business name"
        name="name"
        value={name}
        autoComplete="organization"
        onChange={(event) => setName(event.target.value)}
        error={failureUnder(failure, 'name')}
      />
      <CountrySelect
        label="Country"
        value={country}
        onChange={setCountry}
        error={failureUnder(failure, 'country')}
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        placeholder="https://example.com"
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
        error={failureUnder(failure, 'website')}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={loading || missing} busy={loading}>
          Next
        </Button>
      </div>
    </form>
  );
}

/** The billing form: who gets the monthly invoice. No card: Tackboard invoices, it never charges a card. */
export function BillingForm(props: { advertiser: Advertiser; onSaved: (advertiser: Advertiser) => void }) {
  const advertiser = getFragmentData(QuickPromote_advertiser, props.advertiser);
  const billing = advertiser.billing;
  const [contactName, setContactName] = useState(billing?.contactName ?? '');
  const [email, setEmail] = useState(billing?.email ?? '');
  const [address, setAddress] = useState(billing?.address ?? '');
  const [country, setCountry] = useState(billing?.country ?? advertiser.country);
  const [failure, setFailure] = useState<PromoteFailure | null>(null);
  const [save, { loading }] = useSaveAdvertiserBillingMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const outcome = await save({ advertiserId: advertiser.entityId, contactName, email, address, country });
    if (outcome.ok) props.onSaved(outcome.data);
    else setFailure(outcome.failure);
  };
  const fields = ['contactName', 'email', 'address', 'country'];
  const missing = [contactName, email, address].some((value) => value.trim() === '');
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Billing details">
      <p className="quick-promote__intro">
        You'll be invoiced monthly for your ads, in {advertiser.currency}. We don't take cards.
      </p>
      <FormError text={formFailure(failure, fields)} />
      <TextField
        label="Billing contact"
        name="contactName"
        autoComplete="name"
        value={contactName}
        onChange={(event) => setContactName(event.target.value)}
        error={failureUnder(failure, 'contactName')}
      />
      <TextField
        label="Invoice email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={failureUnder(failure, 'email')}
      />
      <TextField
        label="Billing address"
        name="address"
        autoComplete="street-address"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={failureUnder(failure, 'address')}
      />
      <CountrySelect
        label="Billing country"
        value={country}
        onChange={setCountry}
        error={failureUnder(failure, 'country')}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={loading || missing} busy={loading}>
          Next
        </Button>
      </div>
    </form>
  );
}
