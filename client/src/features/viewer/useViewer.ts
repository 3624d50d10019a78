import { useQuery } from '@apollo/client/react';
import { createContext, useContext } from 'react';
import { type FragmentType, graphql } from '../../gql';
// The account menu's fragments are named by their generated documents, so that the viewer imports no feature
// (business reads the viewer: importing its fragment back would make the two depend on each other).
import type { AccountSwitch_ViewerFragmentDoc, ProfileSwitch_ViewerFragmentDoc } from '../../gql/graphql';

const ViewerQuery = graphql(`
  query ViewerQuery {
    viewer {
      isAuth
      isActingAs
      id
      username
      fullName
      user {
        id
        entityId
        username
        fullName
        email
        isPartner
        imageSmallUrl
        imageMediumUrl
        url
      }
      ...ProfileSwitch_viewer
      ...AccountSwitch_viewer
    }
  }
`);

export interface ViewerState {
  /** True only until the first answer. */
  loading: boolean;
  isAuth: boolean;
  /** The requests act for a business profile of the signed-in person (then `user` is that business). */
  isActingAs: boolean;
  user: {
    id: string;
    entityId: string;
    username: string;
    fullName: string;
    email: string | null;
    isPartner: boolean;
    imageSmallUrl: string | null;
    imageMediumUrl: string | null;
    url: string;
  } | null;
  /** The business profiles the person may switch between (the account menu), or null when signed out. */
  profileSwitch: FragmentType<typeof ProfileSwitch_ViewerFragmentDoc> | null;
  /** The other accounts signed in in this browser (the account menu), or null when signed out. */
  accountSwitch: FragmentType<typeof AccountSwitch_ViewerFragmentDoc> | null;
}

export const ViewerContext = createContext<ViewerState | null>(null);

/** Runs the viewer query once for the whole app (see ViewerProvider). */
export function useViewerQuery(): ViewerState {
  const { data, loading } = useQuery(ViewerQuery);
  const viewer = data?.viewer;
  return {
    loading: loading && !viewer,
    isAuth: viewer?.isAuth ?? false,
    isActingAs: viewer?.isActingAs ?? false,
    user: viewer?.user ?? null,
    profileSwitch: viewer?.isAuth ? viewer : null,
    accountSwitch: viewer?.isAuth ? viewer : null,
  };
}

/** Who is looking: signed in or not, and their account when signed in. */
export function useViewer(): ViewerState {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer must be used inside <ViewerProvider>.');
  return viewer;
}
