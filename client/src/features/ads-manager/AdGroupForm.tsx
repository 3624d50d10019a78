import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { minorToAmount } from '../../../../core/adsManager';
import { failureText } from '../../apollo/failureText';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AudiencePicker, type PickableAudience } from './AudiencePicker';
import { type AdGroupFormValues, type AudienceChoice, adGroupInput, audienceInput } from './campaignForm';
import { UpdateAdGroupMutation } from './operations';

/**
 * Edits an ad group's name, countries, interests, audiences and bid. The answer patches the cached ad group; a refusal is
 * shown under the field it names, and the form keeps what was typed.
 */
export function AdGroupForm(props: {
  adGroup: {
    entityId: string;
    name: string;
    bidMinor: number;
    targeting: { country: readonly string[]; interests: readonly string[] };
    audiencesInclude: readonly string[];
    audiencesExclude: readonly string[];
  };
  advertiserId: string;
  /** The advertiser's audiences, to include or leave out. */
  audiences: readonly PickableAudience[];
  onDone: () => void;
}) {
  const { adGroup } = props;
  const [audiences, setAudiences] = useState<AudienceChoice>({
    include: new Set(adGroup.audiencesInclude),
    exclude: new Set(adGroup.audiencesExclude),
  });
  const [values, setValues] = useState<AdGroupFormValues>({
    name: adGroup.name,
    countries: adGroup.targeting.country.join(', '),
    interests: adGroup.targeting.interests.join(', '),
    bid: minorToAmount(adGroup.bidMinor),
  });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [update, { loading }] = useMutation(UpdateAdGroupMutation);
  const errorOf = (field: string) => (error?.field === `adGroup.${field}` ? error.message : null);
  const set = (change: Partial<AdGroupFormValues>) => setValues({ ...values, ...change });

  const save = async () => {
    try {
      const { data } = await update({
        variables: {
          adGroupId: adGroup.entityId,
          input: { ...adGroupInput(values), ...audienceInput(audiences) },
        },
      });
      const result = data?.updateAdGroup;
      if (result?.__typename === 'DomainError') {
        setError({ field: result.field ?? 'form', message: failureText(result) });
        return;
      }
      props.onDone();
    } catch (failure) {
      setError({ field: 'form', message: failureText(failure) });
    }
  };

  return (
    <form
      aria-label={`Edit ${adGroup.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label="Ad group name"
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errorOf('name')}
      />
      <TextField
        label="Countries"
        hint="Two-letter codes, like US, CA. Blank: everywhere."
        value={values.countries}
        onChange={(e) => set({ countries: e.target.value })}
        error={errorOf('countries')}
      />
      <TextField
        label="Interests"
        hint="Topics, separated by commas."
        value={values.interests}
        onChange={(e) => set({ interests: e.target.value })}
        error={errorOf('interests')}
      />
      <AudiencePicker
        advertiserId={props.advertiserId}
        audiences={props.audiences}
        value={audiences}
        onChange={setAudiences}
      />
      {errorOf('audiences') ? (
        <p role="alert" className="form-error">
          {errorOf('audiences')}
        </p>
      ) : null}
      <TextField
        label="Bid per 1,000 impressions"
        inputMode="decimal"
        value={values.bid}
        onChange={(e) => set({ bid: e.target.value })}
        error={errorOf('bid') ?? errorOf('budget') ?? errorOf('budgetType')}
      />
      {error && !error.field.startsWith('adGroup.') ? (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      ) : null}
      <div className="campaign-flow__actions">
        <Button onClick={props.onDone}>Cancel</Button>
        <Button type="submit" variant="primary" busy={loading} disabled={loading}>
          Save ad group
        </Button>
      </div>
    </form>
  );
}
