import { useState } from 'react';
import { Link } from 'react-router';
import { shouldOfferFollowCard } from '../../../../core/followCard';
import { followerCountLabel } from '../../../../core/followerCount';
import { profilePath } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { useViewer } from '../viewer/useViewer';
import { FollowUserButton } from './FollowUserButton';
import './follow.css';

export const FollowUserCard_user = graphql(`
  fragment FollowUserCard_user on User {
    id
    username
    fullName
    imageMediumUrl
    followerCount
    followedByMe
    isViewer
    ...FollowUserButton_user
  }
`);

interface FollowUserCardProps {
  user: FragmentType<typeof FollowUserCard_user>;
  /** Logged with the follow event, e.g. "pin_saved". */
  source?: string;
  className?: string;
}

/**
 * A person to follow: avatar, name, shortened follower count and Follow (e.g. the pin-saved confirmation's card
 * for the link domain's official user). Renders nothing unless it is offered: signed in, not that
 * person, not following them yet. That is decided once, when the card first shows, so it stays put — reading
 * "Following" — after the viewer follows from it.
 */
export function FollowUserCard({ user: userRef, source = 'follow_card', className }: FollowUserCardProps) {
  const user = getFragmentData(FollowUserCard_user, userRef);
  const viewer = useViewer();
  const [offered] = useState(() => shouldOfferFollowCard(viewer, user));
  if (!offered || user.isViewer) return null;
  return (
    <section
      className={['follow-card', className].filter(Boolean).join(' ')}
      aria-label={`Follow ${user.fullName}`}
    >
      <Link to={profilePath(user.username)} className="follow-card__who">
        <Avatar name={user.fullName} imageUrl={user.imageMediumUrl} size={48} />
        <span className="follow-card__text">
          <span className="follow-card__name">{user.fullName}</span>
          <span className="follow-card__count">{followerCountLabel(user.followerCount)}</span>
        </span>
      </Link>
      <FollowUserButton user={user} source={source} />
    </section>
  );
}
