import { Link } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { audienceSizeText } from '../../../../core/conversions';
import { type AudienceChoice, chooseAudience } from './campaignForm';

export interface PickableAudience {
  entityId: string;
  name: string;
  /** Null below the shown minimum: the picker says "Fewer than 100 people". */
  size?: number | null;
}

/**
 * An ad group's audiences: who it shows only to, and who it leaves out, with each audience's size. Without
 * audiences it says where to make one.
 */
export function AudiencePicker(props: {
  advertiserId: string;
  audiences: readonly PickableAudience[];
  value: AudienceChoice;
  onChange: (value: AudienceChoice) => void;
}) {
  const { audiences, value } = props;
  if (audiences.length === 0) {
    return (
      <fieldset className="ad-group-audiences ad-group-audiences--empty">
        <legend>Audiences</legend>
        <p>
          No audiences yet: this ad group reaches everyone its countries and interests allow.{' '}
          <Link to={advertiserUrl('audiences', { advertiserId: props.advertiserId })}>Make an audience</Link>{' '}
          of people who engaged with your Pins or visited your site.
        </p>
      </fieldset>
    );
  }
  const side = (key: 'include' | 'exclude', legend: string, hint: string) => (
    <fieldset className="ad-group-audiences" aria-describedby={`audiences-${key}-hint`}>
      <legend>{legend}</legend>
      <p id={`audiences-${key}-hint`} className="ad-group-audiences__hint">
        {hint}
      </p>
      {audiences.map((audience) => (
        <label key={audience.entityId}>
          <input
            type="checkbox"
            checked={value[key].has(audience.entityId)}
            onChange={(e) => props.onChange(chooseAudience(value, key, audience.entityId, e.target.checked))}
          />{' '}
          {audience.name}{' '}
          <span className="ad-group-audiences__size">({audienceSizeText(audience.size ?? null)})</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <>
      {side('include', 'Show only to people in', 'None ticked: everyone else the targeting allows.')}
      {side('exclude', 'Leave out people in', 'People in a ticked audience never see these ads.')}
    </>
  );
}
