import { type ChangeEvent, useMemo } from 'react';
import { SelectField } from '../../ui/SelectField';
import { countryOptions } from './countries';

interface CountrySelectProps {
  value: string;
  error?: string | null;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  name?: string;
}

/** The business's country as an ISO 3166-1 alpha-2 code, chosen by name; optional. */
export function CountrySelect({ value, error, onChange, name = 'country' }: CountrySelectProps) {
  const options = useMemo(() => countryOptions(), []);
  return (
    <SelectField
      label="Country (optional)"
      name={name}
      value={value}
      error={error}
      onChange={onChange}
      autoComplete="country"
    >
      <option value="">Choose a country</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
