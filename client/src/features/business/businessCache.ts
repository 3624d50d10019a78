import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

/**
 * The viewer is kept inline under ROOT_QUERY.viewer (it has no identity, see typePolicies), so its profile list
 * is patched by replacing that object with a copy whose list changed.
 */
function modifyProfiles(
  cache: ApolloCache,
  change: (
    profiles: readonly Reference[],
    readId: (ref: Reference) => string | undefined,
  ) => readonly Reference[],
): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      viewer(existing, { readField }) {
        const viewer = existing as (StoreObject & { businessAccessProfiles?: Reference[] }) | null;
        if (!viewer?.businessAccessProfiles) return existing;
        const readId = (ref: Reference) => readField<string>('id', ref);
        return { ...viewer, businessAccessProfiles: change(viewer.businessAccessProfiles, readId) };
      },
    },
  });
}

/** A linked business just created: it joins the profiles the person can switch to (menu and settings). */
export function addAccessProfile(
  cache: ApolloCache,
  profile: { __typename: 'BusinessAccessProfile'; id: string },
) {
  const id = cache.identify(profile);
  if (!id) return;
  modifyProfiles(cache, (profiles, readId) =>
    profiles.some((ref) => readId(ref) === profile.id) ? profiles : [...profiles, { __ref: id }],
  );
}

/** A business the person left: it is no longer theirs to switch to. */
export function removeAccessProfile(cache: ApolloCache, profileId: string) {
  modifyProfiles(cache, (profiles, readId) => profiles.filter((ref) => readId(ref) !== profileId));
}

/**
 * The owners' list of who has access lives inline in ROOT_QUERY.businessMembers (the success half of its union);
 * members are normalized by their user (typePolicies), so a changed permission updates itself and only
 * additions and removals touch the list.
 */
function modifyMembers(
  cache: ApolloCache,
  change: (
    members: readonly Reference[],
    readUserId: (ref: Reference) => string | undefined,
  ) => readonly Reference[],
): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      businessMembers(existing, { readField }) {
        const result = existing as (StoreObject & { data?: Reference[] }) | null;
        if (result?.__typename !== 'QueryBusinessMembersSuccess' || !result.data) return existing;
        const readUserId = (ref: Reference) => {
          const user = readField<Reference>('user', ref);
          return user ? readField<string>('id', user) : undefined;
        };
        return { ...result, data: change(result.data, readUserId) };
      },
    },
  });
}

/** Someone just given access (or whose permission changed) appears in the owners' list. */
export function upsertBusinessMember(
  cache: ApolloCache,
  member: { __typename: 'BusinessMember'; user: { __typename: 'User'; id: string } },
) {
  const id = cache.identify(member);
  if (!id) return;
  modifyMembers(cache, (members, readUserId) =>
    members.some((ref) => readUserId(ref) === member.user.id) ? members : [...members, { __ref: id }],
  );
}

/** Someone whose access the owner removed leaves the list. */
export function removeBusinessMember(cache: ApolloCache, userId: string) {
  modifyMembers(cache, (members, readUserId) => members.filter((ref) => readUserId(ref) !== userId));
}

/** The business's two-factor requirement, on the profile that stands for it. */
export function setProfileRequiresMfa(cache: ApolloCache, profileId: string, requiresMfa: boolean) {
  cache.modify({
    id: cache.identify({ __typename: 'BusinessAccessProfile', id: profileId }),
    fields: { requiresMfa: () => requiresMfa },
  });
}
