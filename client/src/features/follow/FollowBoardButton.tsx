import { followerCountLabel } from '../../../../core/followerCount';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { useViewer } from '../viewer/useViewer';
import { useToggleFollowMutation } from './useToggleFollowMutation';
import './follow.css';

export const FollowBoardButton_board = graphql(`
  fragment FollowBoardButton_board on Board {
    id
    entityId
    name
    followedByMe
    followerCount
    isOwnedByViewer
  }
`);

/**
 * A board's follower count (shortened) and, for everyone but its owner, Follow / Following.
 * Anonymous viewers get the follow login prompt. Both directions are optimistic.
 */
export function FollowBoardButton(props: { board: FragmentType<typeof FollowBoardButton_board> }) {
  const board = getFragmentData(FollowBoardButton_board, props.board);
  const { isAuth } = useViewer();
  const openLoginPrompt = useLoginPrompt();
  const toggleFollow = useToggleFollowMutation('board');
  const onClick = () => {
    if (!isAuth) openLoginPrompt('follow');
    else void toggleFollow(board, !board.followedByMe);
  };
  return (
    <div className="follow-board">
      <span className="follow-board__count">{followerCountLabel(board.followerCount)}</span>
      {board.isOwnedByViewer ? null : (
        <Button
          variant={board.followedByMe ? 'secondary' : 'primary'}
          onClick={onClick}
          title={board.followedByMe ? `Unfollow ${board.name}` : undefined}
        >
          {board.followedByMe ? 'Following' : 'Follow'}
        </Button>
      )}
    </div>
  );
}
