import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shouldOfferOfficialFollow } from '../../../../core/pinSaved';
import { Avatar } from '../../ui/Avatar';
import { useViewer } from '../viewer/useViewer';

/** The official account behind a link domain (spec 000 §3: linkDomain with officialUser). */
export interface OfficialUser {
  id: string;
  username: string;
  fullName: string;
  imageMediumUrl: string | null;
  followedByMe: boolean;
}

interface OfficialUserFollowCardProps {
  /** The pin's link domain's official user; null while the server knows of none. */
  officialUser: OfficialUser | null | undefined;
  domain: string | null;
  /** The follow control (the follow feature's button for this user). */
  followAction: ReactNode;
}

/**
 * Spec 000 §2/§6: invites the viewer to follow the official account of the pin's link domain — only when one
 * exists, the viewer is signed in, is not that account and does not follow it yet.
 *
 * NOTE: the server has no official-user data yet (Pin.linkDomain is a plain string), so no caller has an
 * officialUser to pass and the card does not render today.
 */
export function OfficialUserFollowCard({ officialUser, domain, followAction }: OfficialUserFollowCardProps) {
  const { user } = useViewer();
  if (!officialUser || !shouldOfferOfficialFollow({ viewerId: user?.id ?? null, officialUser })) return null;
  return (
    <section className="official-follow" aria-label={`Follow ${officialUser.fullName}`}>
      <Link to={`/${officialUser.username}/`} className="official-follow__who">
        <Avatar name={officialUser.fullName} imageUrl={officialUser.imageMediumUrl} size={40} />
        <span>
          <span className="official-follow__name">{officialUser.fullName}</span>
          {domain ? <span className="official-follow__domain">Official account of {domain}</span> : null}
        </span>
      </Link>
      {followAction}
    </section>
  );
}
