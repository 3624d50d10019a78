import { Link } from 'react-router';
import { followerCountLabel } from '../../../../core/followerCount';
import { profilePath } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { FollowUserButton } from '../follow/FollowUserButton';

export const SearchUserRow_user = graphql(`
  fragment SearchUserRow_user on User {
    id
    username
    fullName
    imageMediumUrl
    followerCount
    ...FollowUserButton_user
  }
`);

/** A person found by search: avatar, name, @username and follower count leading to their profile, and Follow. */
export function SearchUserRow(props: { user: FragmentType<typeof SearchUserRow_user> }) {
  const user = getFragmentData(SearchUserRow_user, props.user);
  return (
    <article className="search-person" aria-label={user.fullName}>
      <Link to={profilePath(user.username)} className="search-person__who">
        <Avatar name={user.fullName} imageUrl={user.imageMediumUrl} size={56} />
        <span className="search-person__text">
          <span className="search-person__name">{user.fullName}</span>
          <span className="search-person__username">@{user.username}</span>
          <span className="search-person__count">{followerCountLabel(user.followerCount)}</span>
        </span>
      </Link>
      <FollowUserButton user={user} source="search" />
    </article>
  );
}
