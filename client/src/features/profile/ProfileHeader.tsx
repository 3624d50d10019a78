import { followerCountLabel, followingCountLabel } from '../../../../core/followerCount';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { BlockUserMenu } from '../block/BlockUserMenu';
import { FollowUserButton } from '../follow/FollowUserButton';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { ReportButton } from '../report/ReportButton';
import { useViewer } from '../viewer/useViewer';

export const ProfileHeader_user = graphql(`
  fragment ProfileHeader_user on User {
    id
    entityId
    username
    fullName
    about
    imageLargeUrl
    imageMediumUrl
    pinCount
    boardCount
    followerCount
    followingCount
    isViewer
    blockedByMe
    ...FollowUserButton_user
    ...BlockUserMenu_user
  }
`);

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString()} ${n === 1 ? one : many}`;
}

interface ProfileHeaderProps {
  user: FragmentType<typeof ProfileHeader_user>;
  onCreateBoard: () => void;
}

/** Who this profile belongs to, their counts, and what the viewer can do here. */
export function ProfileHeader(props: ProfileHeaderProps) {
  const user = getFragmentData(ProfileHeader_user, props.user);
  const { isAuth } = useViewer();
  const openLoginPrompt = useLoginPrompt();
  return (
    <header className="profile-header">
      <Avatar
        name={user.fullName}
        imageUrl={user.imageLargeUrl ?? user.imageMediumUrl}
        size={120}
        className="profile-header__avatar"
      />
      <h1 className="profile-header__name">{user.fullName}</h1>
      <p className="profile-header__username">@{user.username}</p>
      {user.about ? <p className="profile-header__about">{user.about}</p> : null}
      <p className="profile-header__stats">
        <span>{followerCountLabel(user.followerCount)}</span>
        <span aria-hidden="true">·</span>
        <span>{followingCountLabel(user.followingCount)}</span>
      </p>
      <p className="profile-header__stats profile-header__stats--muted">
        <span>{count(user.pinCount, 'Pin', 'Pins')}</span>
        <span aria-hidden="true">·</span>
        <span>{count(user.boardCount, 'board', 'boards')}</span>
      </p>
      <div className="profile-header__actions">
        {user.isViewer ? (
          <Button variant="primary" size="lg" onClick={props.onCreateBoard}>
            <PlusIcon />
            Create board
          </Button>
        ) : !isAuth ? (
          <Button variant="primary" size="lg" onClick={() => openLoginPrompt('follow')}>
            Follow
          </Button>
        ) : (
          <>
            {user.blockedByMe ? (
              <p className="profile-header__blocked">You blocked {user.fullName}.</p>
            ) : (
              <FollowUserButton user={user} size="lg" />
            )}
            <BlockUserMenu user={user} />
            <ReportButton target={{ userId: user.entityId }} what="account" size="lg" />
          </>
        )}
      </div>
    </header>
  );
}
