import { BUSINESS_PERMISSION_LABELS } from '../../../../core/business';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';

export const BusinessMemberRow_member = graphql(`
  fragment BusinessMemberRow_member on BusinessMember {
    permission
    isBusinessAccount
    user {
      id
      entityId
      username
      fullName
      businessName
      imageSmallUrl
      imageMediumUrl
    }
  }
`);

interface BusinessMemberRowProps {
  member: FragmentType<typeof BusinessMemberRow_member>;
  /** Absent for the business's own account, which always keeps its profile. */
  onRemove?: () => void;
}

/** Someone with access to the business, as its owners see them. */
export function BusinessMemberRow({ member: ref, onRemove }: BusinessMemberRowProps) {
  const member = getFragmentData(BusinessMemberRow_member, ref);
  const name = member.user.businessName || member.user.fullName;
  return (
    <li className="business-row">
      <Avatar name={name} imageUrl={member.user.imageMediumUrl ?? member.user.imageSmallUrl} size={40} />
      <div className="business-row__text">
        <span className="business-row__name">{name}</span>
        <span className="business-row__meta">
          @{member.user.username} · {BUSINESS_PERMISSION_LABELS[member.permission]}
          {member.isBusinessAccount ? ' · This business’s own account' : null}
        </span>
      </div>
      {onRemove && !member.isBusinessAccount ? (
        <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}
