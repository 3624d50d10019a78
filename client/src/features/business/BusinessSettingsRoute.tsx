import { useSuspenseQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { businessConvertPath } from '../../../../core/paths';
import { storeActingAs } from '../../apollo/actingAs';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { graphql } from '../../gql';
import type { BusinessSettingsRouteQueryQuery as BusinessSettingsRouteQueryData } from '../../gql/graphql';
import { ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoginRequired } from '../../ui/LoginRequired';
import { Switch } from '../../ui/Switch';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { BUSINESS_SETTINGS_PATH } from './afterConvertPath';
import { BusinessProfileRow } from './BusinessProfileRow';
import { LinkedBusinessForm } from './LinkedBusinessForm';
import { type Member, MembersSection } from './MembersSection';
import { profileName } from './profileLabels';
import { useLeaveBusinessMutation } from './useRevokeBusinessAccessMutation';
import { useSetBusinessRequiresMfaMutation } from './useSetBusinessRequiresMfaMutation';
import './business.css';

const BusinessSettingsRouteQuery = graphql(`
  query BusinessSettingsRouteQuery {
    viewer {
      isActingAs
      user {
        id
      }
      person {
        id
        isPartner
      }
      businessAccessProfiles {
        id
        requiresMfa
        user {
          id
          entityId
          fullName
          businessName
        }
        ...BusinessProfileRow_profile
      }
    }
    businessMembers {
      __typename
      ... on QueryBusinessMembersSuccess {
        data {
          isBusinessAccount
          user {
            id
            entityId
            fullName
            businessName
          }
          ...BusinessMemberRow_member
        }
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`);

const CONVERT_PATH = businessConvertPath(BUSINESS_SETTINGS_PATH);

/**
 * `/settings/business/`: the profiles a business person can use and linked businesses they create; for a
 * business the person owns, who else has access and whether they must use two-factor authentication.
 */
export function BusinessSettingsRoute() {
  useDocumentTitle('Business settings');
  const { isAuth } = useViewer();
  if (!isAuth) {
    return <LoginRequired next={BUSINESS_SETTINGS_PATH} className="business-page" />;
  }
  return <BusinessSettings />;
}

function BusinessSettings() {
  const { data } = useSuspenseQuery(BusinessSettingsRouteQuery);
  const { viewer, businessMembers } = data;
  if (!viewer.person?.isPartner) {
    return (
      <div className="page page--narrow business-page">
        <h1 className="business-page__title">Business</h1>
        <p className="business-page__intro">
          Your account is a personal account. Convert it to a business account to create linked business
          profiles, let other business accounts help run them and promote your Pins. Your boards, Pins and
          followers stay as they are.
        </p>
        <div>
          <ButtonLink variant="primary" size="lg" to={CONVERT_PATH}>
            Convert to a business account
          </ButtonLink>
        </div>
      </div>
    );
  }
  const profiles = viewer.businessAccessProfiles;
  const current = profiles.find((p) => p.user.id === viewer.user?.id) ?? profiles[0];
  const members: Member[] =
    businessMembers.__typename === 'QueryBusinessMembersSuccess'
      ? businessMembers.data.map((m) => ({
          ref: m,
          isBusinessAccount: m.isBusinessAccount,
          user: {
            id: m.user.id,
            entityId: m.user.entityId,
            name: m.user.businessName || m.user.fullName,
          },
        }))
      : [];
  return (
    <div className="page page--narrow business-page">
      <h1 className="business-page__title">Business</h1>
      <ProfilesSection profiles={profiles} currentId={current?.id ?? null} />
      <LinkedBusinessForm />
      {businessMembers.__typename === 'QueryBusinessMembersSuccess' && current ? (
        <>
          <MembersSection
            businessId={current.user.entityId}
            businessName={profileName(current.user)}
            members={members}
          />
          <RequireMfaSetting
            profileId={current.id}
            userId={current.user.id}
            requiresMfa={current.requiresMfa}
          />
        </>
      ) : null}
    </div>
  );
}

type Profiles = BusinessSettingsRouteQueryData['viewer']['businessAccessProfiles'];

/** "Profiles you can use": the person's own first, then the businesses that let them in, each of which they may leave. */
function ProfilesSection({ profiles, currentId }: { profiles: Profiles; currentId: string | null }) {
  const headingId = useId();
  const showToast = useToast();
  const [leave, { loading: leaving }] = useLeaveBusinessMutation();
  const [leavingProfile, setLeavingProfile] = useState<Profiles[number] | null>(null);
  const ownId = profiles[0]?.id;

  const confirmLeave = async () => {
    if (!leavingProfile || !ownId) return;
    const profile = leavingProfile;
    const name = profileName(profile.user);
    const outcome = await mutationOutcome(
      async () => (await leave(profile.id, ownId)).data?.revokeBusinessAccess,
      'MutationRevokeBusinessAccessSuccess',
    );
    if (outcome.ok && profile.id === currentId) {
      // This tab acted for the business just left: everything on screen was its; start again as the person.
      storeActingAs(null);
      window.location.assign(BUSINESS_SETTINGS_PATH);
      return;
    }
    showToast(outcome.ok ? { text: `You left ${name}` } : { text: outcome.text, tone: 'error' });
    setLeavingProfile(null);
  };

  return (
    <section className="business-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="business-section__title">
        Profiles you can use
      </h2>
      <p className="business-section__intro">Switch between them from your account menu.</p>
      <ul className="business-list" aria-labelledby={headingId}>
        {profiles.map((profile, index) => (
          <BusinessProfileRow
            key={profile.id}
            profile={profile}
            current={profile.id === currentId}
            onLeave={index === 0 ? undefined : () => setLeavingProfile(profile)}
          />
        ))}
      </ul>
      {profiles.length === 1 ? (
        <p className="business-section__empty">
          No other profiles yet. Create a linked business profile below, or ask a business to give you access.
        </p>
      ) : null}
      {leavingProfile ? (
        <ConfirmDialog
          title={`Leave ${profileName(leavingProfile.user)}?`}
          confirmLabel="Leave"
          busy={leaving}
          onConfirm={() => void confirmLeave()}
          onCancel={() => setLeavingProfile(null)}
        >
          You will no longer be able to switch to it. An owner can give you access again.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface RequireMfaSettingProps {
  profileId: string;
  userId: string;
  requiresMfa: boolean;
}

/** The owners' switch asking everyone else who acts for the business to use two-factor authentication. */
function RequireMfaSetting({ profileId, userId, requiresMfa }: RequireMfaSettingProps) {
  const showToast = useToast();
  const [setRequiresMfa, { loading }] = useSetBusinessRequiresMfaMutation();
  const change = async (next: boolean) => {
    const outcome = await mutationOutcome(
      async () => (await setRequiresMfa({ profileId, userId }, next)).data?.setBusinessRequiresMfa,
      'MutationSetBusinessRequiresMfaSuccess',
    );
    if (!outcome.ok) showToast({ text: outcome.text, tone: 'error' });
  };
  return (
    <section className="business-section" aria-label="Two-factor authentication">
      <Switch
        label="Require two-factor authentication for admins and analysts"
        description="Admins who haven’t turned on two-factor authentication can’t switch to this profile until they do. Owners are not affected."
        checked={requiresMfa}
        disabled={loading}
        onChange={(next) => void change(next)}
      />
    </section>
  );
}
