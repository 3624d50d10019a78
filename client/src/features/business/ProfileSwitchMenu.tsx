import { useId } from 'react';
import { switchingAvailable } from '../../../../core/business';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import './business.css';
import { permissionLabel, profileName, unusableReason } from './profileLabels';
import { switchProfile } from './switchProfile';

/** One profile as the switcher shows it; a new linked business brings these fields into the cache too. */
export const ProfileSwitch_profile = graphql(`
  fragment ProfileSwitch_profile on BusinessAccessProfile {
    id
    permissions
    viewerMeetsMfaRequirement
    user {
      id
      username
      fullName
      businessName
      imageSmallUrl
      imageMediumUrl
    }
  }
`);

/** What the account menu needs to offer profile switching; part of the one viewer query. */
export const ProfileSwitch_viewer = graphql(`
  fragment ProfileSwitch_viewer on Viewer {
    isActingAs
    user {
      id
    }
    person {
      id
      username
      isPartner
    }
    businessAccessProfiles {
      ...ProfileSwitch_profile
    }
  }
`);

type ProfileSwitchRef = FragmentType<typeof ProfileSwitch_viewer>;

/**
 * The profiles and the one acted for: the server's answer says whose account the requests act as (`viewer.user`);
 * it is the person's own, first and OWNER, unless they switched.
 */
function profileChoices(viewerRef: ProfileSwitchRef | null) {
  const viewer = getFragmentData(ProfileSwitch_viewer, viewerRef);
  const profiles = getFragmentData(ProfileSwitch_profile, viewer?.businessAccessProfiles ?? []);
  const ownId = profiles[0]?.id ?? null;
  const active = profiles.find((p) => p.user.id === viewer?.user?.id) ?? profiles[0] ?? null;
  return {
    viewer,
    profiles,
    ownId,
    active,
    available: switchingAvailable(viewer?.person?.isPartner ?? false, profiles.length),
  };
}

/** "Acting as {business} · signed in as @{person}", while the tab acts for a business profile; null otherwise. */
export function actingAsSummary(viewerRef: ProfileSwitchRef | null): string | null {
  const { viewer, active } = profileChoices(viewerRef);
  if (!viewer?.isActingAs || !viewer.person) return null;
  const name = active ? profileName(active.user) : 'a business profile';
  return `Acting as ${name} · signed in as @${viewer.person.username}`;
}

interface ProfileSwitchItemsProps {
  viewer: ProfileSwitchRef | null;
  /** Closes the menu when a choice needs no reload (the profile already active). */
  onClose: () => void;
}

/**
 * The account menu's "Switch profile" group: one radio item per profile, the active one checked;
 * profiles the person cannot act for stay visible, disabled, with the reason. While acting, a way back to the
 * person's own account follows. Renders nothing for people with only their own profile.
 */
export function ProfileSwitchItems({ viewer: viewerRef, onClose }: ProfileSwitchItemsProps) {
  const labelId = useId();
  const { viewer, profiles, ownId, active, available } = profileChoices(viewerRef);
  if (!available) return null;
  const choose = (profileId: string) => {
    if (profileId === active?.id) onClose();
    else switchProfile(profileId === ownId ? null : profileId);
  };
  return (
    <>
      <hr className="viewer-menu__divider" />
      {/* biome-ignore lint/a11y/useSemanticElements: a menu's items are grouped by role="group"; a fieldset is for form controls. */}
      <div role="group" aria-labelledby={labelId} className="viewer-menu__group">
        <div id={labelId} className="viewer-menu__group-label">
          Switch profile
        </div>
        {profiles.map((profile) => {
          const reason = unusableReason(profile);
          const name = profileName(profile.user);
          return (
            <button
              key={profile.id}
              type="button"
              role="menuitemradio"
              tabIndex={-1}
              aria-checked={profile.id === active?.id}
              aria-disabled={reason ? true : undefined}
              className="viewer-menu__item viewer-menu__profile-item"
              onClick={() => {
                if (!reason) choose(profile.id);
              }}
            >
              <Avatar
                name={name}
                imageUrl={profile.user.imageSmallUrl ?? profile.user.imageMediumUrl}
                size={32}
              />
              <span className="viewer-menu__profile-text">
                <span className="viewer-menu__profile-name">{name}</span>
                <span className="viewer-menu__profile-meta">
                  {reason ?? permissionLabel(profile.permissions)}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {viewer?.isActingAs ? (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="viewer-menu__item"
          onClick={() => switchProfile(null)}
        >
          Back to your own profile
        </button>
      ) : null}
    </>
  );
}
