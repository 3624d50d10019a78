import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '../../ui/TextField';
import { CountrySelect } from './CountrySelect';

type BusinessField = 'businessName' | 'website' | 'country';

/** What a business form sends for the fields every one of them has: trimmed, with blanks as "not given". */
export function businessDetailsInput(values: Record<BusinessField, string>) {
  return {
    businessName: values.businessName.trim(),
    website: values.website.trim() || null,
    country: values.country || null,
  };
}

/** The part of a `useFieldForm` whose fields include the business ones. */
interface BusinessForm {
  values: Record<BusinessField, string>;
  field: (name: BusinessField) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  errorFor: (name: BusinessField) => string | undefined;
  change: (name: BusinessField, value: string) => void;
}

/**
 * The fields a business is described by (name, website, country), as converting an account and creating a
 * linked business both ask for them; `children` go after the name.
 */
export function BusinessFields({ form, children }: { form: BusinessForm; children?: ReactNode }) {
  return (
    <>
      <TextField label="Business name" autoComplete="organization" required {...form.field('businessName')} />
      {children}
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="example.com"
        {...form.field('website')}
      />
      <CountrySelect
        value={form.values.country}
        error={form.errorFor('country')}
        onChange={(event) => form.change('country', event.target.value)}
      />
    </>
  );
}
