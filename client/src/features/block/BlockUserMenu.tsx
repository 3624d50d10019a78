import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MoreIcon } from '../../ui/icons';
import { MenuButton } from '../../ui/MenuButton';
import { useToast } from '../../ui/toastContext';
import { useBlockUserMutation } from './useBlockUserMutation';
import { useUnblockUserMutation } from './useUnblockUserMutation';

export const BlockUserMenu_user = graphql(`
  fragment BlockUserMenu_user on User {
    id
    entityId
    fullName
    blockedByMe
    followedByMe
    followerCount
  }
`);

/**
 * The options menu on someone else's profile: Block, or Unblock once blocked, each confirmed in a dialog. The
 * change itself is optimistic; a refusal puts the profile back and shows the error toast.
 */
export function BlockUserMenu(props: { user: FragmentType<typeof BlockUserMenu_user> }) {
  const user = getFragmentData(BlockUserMenu_user, props.user);
  const [confirming, setConfirming] = useState<'block' | 'unblock' | null>(null);
  const [blockUser] = useBlockUserMutation();
  const [unblockUser] = useUnblockUserMutation();
  const showToast = useToast();

  const confirm = async () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'block') {
      if (await blockUser(user)) showToast({ text: `You blocked ${user.fullName}` });
    } else if (action === 'unblock') {
      if (await unblockUser(user)) showToast({ text: `You unblocked ${user.fullName}` });
    }
  };

  return (
    <>
      <MenuButton
        label={`More options for ${user.fullName}`}
        items={[
          user.blockedByMe
            ? { label: 'Unblock', onSelect: () => setConfirming('unblock') }
            : { label: 'Block', onSelect: () => setConfirming('block'), danger: true },
        ]}
      >
        <MoreIcon />
      </MenuButton>
      {confirming === 'block' ? (
        <ConfirmDialog
          title={`Block ${user.fullName}?`}
          confirmLabel="Block"
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          They won’t be able to follow you, invite you to boards or save to yours, and you won’t see their
          Pins. Any follows between you end.
        </ConfirmDialog>
      ) : null}
      {confirming === 'unblock' ? (
        <ConfirmDialog
          title={`Unblock ${user.fullName}?`}
          confirmLabel="Unblock"
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          They’ll be able to follow you and see your public boards again. Follows ended by the block don’t
          come back on their own.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
