import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { useViewer } from '../viewer/useViewer';
import { useToggleFollowMutation } from './useToggleFollowMutation';

export const FollowUserButton_user = graphql(`
  fragment FollowUserButton_user on User {
    id
    entityId
    fullName
    followedByMe
    followerCount
    isViewer
    blockedByMe
  }
`);

interface FollowUserButtonProps {
  user: FragmentType<typeof FollowUserButton_user>;
  size?: 'md' | 'lg';
  /** Where the follow happened, logged with the event (profile, pin_saved, …). */
  source?: string;
}

/**
 * Follow / Following for a person, optimistic both ways. Not shown on the viewer's own account or for someone
 * they have blocked (unblocking comes first); anonymous viewers get the follow login prompt.
 */
export function FollowUserButton({ user: userRef, size = 'md', source = 'profile' }: FollowUserButtonProps) {
  const user = getFragmentData(FollowUserButton_user, userRef);
  const { isAuth } = useViewer();
  const openLoginPrompt = useLoginPrompt();
  const toggleFollow = useToggleFollowMutation('user');
  if (user.isViewer || user.blockedByMe) return null;
  const onClick = () => {
    if (!isAuth) openLoginPrompt('follow');
    else void toggleFollow(user, !user.followedByMe, source);
  };
  return (
    <Button
      variant={user.followedByMe ? 'secondary' : 'primary'}
      size={size}
      onClick={onClick}
      title={user.followedByMe ? `Unfollow ${user.fullName}` : undefined}
    >
      {user.followedByMe ? 'Following' : 'Follow'}
    </Button>
  );
}
