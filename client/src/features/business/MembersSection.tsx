import { type FormEvent, useId, useRef, useState } from 'react';
import {
  BUSINESS_MEMBER_LOGIN_REQUIRED,
  BUSINESS_PERMISSION_LABELS,
  BUSINESS_PERMISSIONS,
  type BusinessPermission,
} from '../../../../core/business';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import type { FragmentType } from '../../gql';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { BusinessMemberRow, type BusinessMemberRow_member } from './BusinessMemberRow';
import { useGrantBusinessAccessMutation } from './useGrantBusinessAccessMutation';
import { useRemoveBusinessMemberMutation } from './useRevokeBusinessAccessMutation';

export interface Member {
  ref: FragmentType<typeof BusinessMemberRow_member>;
  user: { id: string; entityId: string; name: string };
  isBusinessAccount: boolean;
}

interface MembersSectionProps {
  /** The business acted for (its user's entity id), which the owner manages here. */
  businessId: string;
  businessName: string;
  members: readonly Member[];
}

/** "People with access": who may act for (or read) the business, for its owners to add and remove. */
export function MembersSection({ businessId, businessName, members }: MembersSectionProps) {
  const headingId = useId();
  const showToast = useToast();
  const [remove, { loading: removing }] = useRemoveBusinessMemberMutation();
  const [removingMember, setRemovingMember] = useState<Member | null>(null);

  const confirmRemove = async () => {
    if (!removingMember) return;
    const member = removingMember;
    const outcome = await mutationOutcome(
      async () => (await remove(businessId, member.user)).data?.revokeBusinessAccess,
      'MutationRevokeBusinessAccessSuccess',
    );
    showToast(
      outcome.ok
        ? { text: `${member.user.name} no longer has access` }
        : { text: outcome.text, tone: 'error' },
    );
    setRemovingMember(null);
  };

  return (
    <section className="business-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="business-section__title">
        People with access
      </h2>
      <p className="business-section__intro">
        Admins act for {businessName}: they save Pins, create boards and promote as it. Analysts only see its
        reports. Only business accounts can be given access.
      </p>
      <ul className="business-list" aria-labelledby={headingId}>
        {members.map((member) => (
          <BusinessMemberRow
            key={member.user.id}
            member={member.ref}
            onRemove={member.isBusinessAccount ? undefined : () => setRemovingMember(member)}
          />
        ))}
      </ul>
      <AddMemberForm />
      {removingMember ? (
        <ConfirmDialog
          title={`Remove ${removingMember.user.name}?`}
          confirmLabel="Remove"
          busy={removing}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemovingMember(null)}
        >
          They will no longer be able to act for {businessName} or see its reports. If they are acting for it
          right now, their next step takes them back to their own profile.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function AddMemberForm() {
  const showToast = useToast();
  const [grant, { loading }] = useGrantBusinessAccessMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const [login, setLogin] = useState('');
  const [permission, setPermission] = useState<BusinessPermission>('ADMIN');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!login.trim()) {
      setError(BUSINESS_MEMBER_LOGIN_REQUIRED);
      loginRef.current?.focus();
      return;
    }
    const outcome = await mutationOutcome(
      async () => (await grant({ variables: { login: login.trim(), permission } })).data?.grantBusinessAccess,
      'MutationGrantBusinessAccessSuccess',
    );
    if (outcome.ok) {
      setLogin('');
      showToast({ text: `Access given: ${BUSINESS_PERMISSION_LABELS[permission]}` });
    } else if (outcome.refusal?.field === 'login') {
      setError(outcome.text);
      loginRef.current?.focus();
    } else setFormError(outcome.text);
  };

  return (
    <form ref={formRef} className="form business-add" noValidate onSubmit={submit} aria-label="Add someone">
      <FormError text={formError} />
      <div className="business-add__fields">
        <TextField
          label="Username or email"
          name="login"
          autoComplete="off"
          inputRef={loginRef}
          value={login}
          error={error}
          onChange={(event) => {
            setLogin(event.target.value);
            setError(null);
            setFormError(null);
          }}
        />
        <SelectField
          label="Permission"
          name="permission"
          value={permission}
          onChange={(event) =>
            setPermission(BUSINESS_PERMISSIONS.find((p) => p === event.target.value) ?? 'ADMIN')
          }
        >
          {BUSINESS_PERMISSIONS.map((p) => (
            <option key={p} value={p}>
              {BUSINESS_PERMISSION_LABELS[p]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={loading} busy={loading}>
          Add
        </Button>
      </div>
    </form>
  );
}
