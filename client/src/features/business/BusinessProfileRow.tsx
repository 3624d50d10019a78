import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { permissionLabel, profileName, unusableReason } from './profileLabels';

export const BusinessProfileRow_profile = graphql(`
  fragment BusinessProfileRow_profile on BusinessAccessProfile {
    id
    permissions
    requiresMfa
    viewerMeetsMfaRequirement
    user {
      id
      username
      fullName
      businessName
      imageSmallUrl
      imageMediumUrl
    }
  }
`);

interface BusinessProfileRowProps {
  profile: FragmentType<typeof BusinessProfileRow_profile>;
  /** The profile this tab acts for now. */
  current: boolean;
  /** Offered for profiles others let the person into; their own account has no Leave. */
  onLeave?: () => void;
}

/** One profile the person can use: who it is, what they may do there, and why not when they can't switch to it. */
export function BusinessProfileRow({ profile: ref, current, onLeave }: BusinessProfileRowProps) {
  const profile = getFragmentData(BusinessProfileRow_profile, ref);
  const name = profileName(profile.user);
  const reason = unusableReason(profile);
  return (
    <li className="business-row">
      <Avatar name={name} imageUrl={profile.user.imageMediumUrl ?? profile.user.imageSmallUrl} size={40} />
      <div className="business-row__text">
        <span className="business-row__name">
          {name}
          {current ? <span className="business-row__tag">Current</span> : null}
        </span>
        <span className="business-row__meta">
          @{profile.user.username} · {permissionLabel(profile.permissions)}
          {reason ? ` · ${reason}` : null}
        </span>
      </div>
      {onLeave ? (
        <Button variant="secondary" onClick={onLeave} aria-label={`Leave ${name}`}>
          Leave
        </Button>
      ) : null}
    </li>
  );
}
