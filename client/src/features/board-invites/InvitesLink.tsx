import { useQuery } from '@apollo/client/react';
import { NavLink } from 'react-router';
import { INVITES_PATH } from '../../../../core/paths';
import { INVITES_POLL_MS, MyBoardInvitesQuery } from './myBoardInvitesQuery';
import './board-invites.css';

/** The header's link to the viewer's board invitations, with a count badge; only there while some wait. */
export function InvitesLink() {
  const { data } = useQuery(MyBoardInvitesQuery, { pollInterval: INVITES_POLL_MS });
  const count = data?.myBoardInvites.length ?? 0;
  if (count === 0) return null;
  return (
    <NavLink
      to={INVITES_PATH}
      className="invites-link"
      aria-label={`Board invitations: ${count} pending`}
      title="Board invitations"
    >
      Invites
      <span className="invites-link__badge" aria-hidden="true">
        {count}
      </span>
    </NavLink>
  );
}
