import { CAMPAIGN_OBJECTIVES, OBJECTIVE_LABELS } from '../../../../core/adsManager';
import { TextField } from '../../ui/TextField';
import type { CampaignFormValues } from './campaignForm';

type Part = 'objective' | 'budget';

/** The campaign's objective and name, or its budget and schedule: one step of the create flow, or the edit form. */
export function CampaignSettingsFields(props: {
  values: CampaignFormValues;
  onChange: (values: CampaignFormValues) => void;
  parts: readonly Part[];
  error: { field: string; message: string } | null;
}) {
  const { values, onChange, parts, error } = props;
  const set = (change: Partial<CampaignFormValues>) => onChange({ ...values, ...change });
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  return (
    <>
      {parts.includes('objective') ? (
        <>
          <TextField
            label="Campaign name"
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            error={errorOf('name')}
          />
          <fieldset className="campaign-flow__choices">
            <legend>Objective</legend>
            {CAMPAIGN_OBJECTIVES.map((objective) => (
              <label key={objective}>
                <input
                  type="radio"
                  name="objective"
                  value={objective}
                  checked={values.objectiveType === objective}
                  onChange={() => set({ objectiveType: objective })}
                />{' '}
                {OBJECTIVE_LABELS[objective]}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      {parts.includes('budget') ? (
        <>
          <fieldset className="campaign-flow__choices">
            <legend>Budget</legend>
            <label>
              <input
                type="radio"
                name="budgetType"
                checked={values.budgetType === 'DAILY'}
                onChange={() => set({ budgetType: 'DAILY' })}
              />{' '}
              Daily: spend up to this much each day
            </label>
            <label>
              <input
                type="radio"
                name="budgetType"
                checked={values.budgetType === 'LIFETIME'}
                onChange={() => set({ budgetType: 'LIFETIME' })}
              />{' '}
              Lifetime: spend up to this much in all (needs an end date)
            </label>
          </fieldset>
          <TextField
            label="Budget amount"
            inputMode="decimal"
            value={values.budget}
            onChange={(e) => set({ budget: e.target.value })}
            error={errorOf('budget') ?? errorOf('budgetType')}
          />
          <TextField
            label="Start date"
            type="date"
            hint="Blank: starts now."
            value={values.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
          <TextField
            label="End date"
            type="date"
            hint="The last day it runs. Blank: runs on."
            value={values.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
            error={errorOf('endsAt')}
          />
        </>
      ) : null}
    </>
  );
}
