import { useQuery } from '@apollo/client/react';
import { createContext, use, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_SITE_NAME } from '../../../../core/instance';
import { type FragmentType, graphql } from '../../gql';
// The account menu's fragments are named by their generated documents, so that the viewer imports no feature
// (business reads the viewer: importing its fragment back would make the two depend on each other).
import type {
  AccountSwitch_ViewerFragmentDoc,
  PinAttribution,
  ProfileSwitch_ViewerFragmentDoc,
} from '../../gql/graphql';

const ViewerQuery = graphql(`
  query ViewerQuery {
    instanceSettings {
      siteName
      signUpMode
    }
    siteOrigins {
      siteType
      origin
    }
    viewer {
      isAuth
      isAdmin
      isActingAs
      id
      username
      autoplayVideos
      pinAttribution
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
  /** Settles with the first answer (or failure): what a component waiting for the viewer suspends on. */
  ready: Promise<void>;
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
  /** Feeds play videos by themselves (the person's setting; on for visitors and until the first answer). */
  autoplayVideos: boolean;
  /** How pin cards credit a pin (a signed-out visitor's experiment variant; the person and board otherwise). */
  pinAttribution: PinAttribution;
  /** The signed-in person administers this instance (the account menu links the admin page). */
  isAdmin: boolean;
  /** The instance's name (header and tab titles) and who may sign up. */
  siteName: string;
  signUpMode: 'open' | 'invite' | 'closed';
  /** The business profiles the person may switch between (the account menu), or null when signed out. */
  profileSwitch: FragmentType<typeof ProfileSwitch_ViewerFragmentDoc> | null;
  /** The other accounts signed in in this browser (the account menu), or null when signed out. */
  accountSwitch: FragmentType<typeof AccountSwitch_ViewerFragmentDoc> | null;
}

export const ViewerContext = createContext<ViewerState | null>(null);

/** Runs the viewer query once for the whole app (see ViewerProvider); the state changes only with the answer. */
export function useViewerQuery(): ViewerState {
  const { data, loading } = useQuery(ViewerQuery);
  const known = !loading || data?.viewer !== undefined;
  const [first] = useState(firstAnswer);
  useEffect(() => {
    if (known) first.settle();
  }, [known, first]);
  return useMemo(() => {
    const viewer = data?.viewer;
    return {
      loading: !known,
      ready: first.promise,
      isAuth: viewer?.isAuth ?? false,
      isActingAs: viewer?.isActingAs ?? false,
      user: viewer?.user ?? null,
      autoplayVideos: viewer?.autoplayVideos ?? true,
      pinAttribution: viewer?.pinAttribution ?? 'PINNER_AND_BOARD',
      isAdmin: viewer?.isAdmin ?? false,
      siteName: data?.instanceSettings.siteName ?? DEFAULT_SITE_NAME,
      signUpMode: data?.instanceSettings.signUpMode ?? 'open',
      profileSwitch: viewer?.isAuth ? viewer : null,
      accountSwitch: viewer?.isAuth ? viewer : null,
    };
  }, [data, known, first]);
}

/** One promise for the whole page's life: later refetches (log in, switch account) keep the page up. */
function firstAnswer(): { promise: Promise<void>; settle: () => void } {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function useViewerContext(): ViewerState {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer must be used inside <ViewerProvider>.');
  return viewer;
}

/**
 * Who is looking: signed in or not, and their account when signed in. Suspends until the first answer, so a page
 * never decides on a viewer it does not know yet; its route's loading state shows meanwhile.
 */
export function useViewer(): ViewerState {
  const viewer = useViewerContext();
  if (viewer.loading) use(viewer.ready);
  return viewer;
}

/**
 * The same without waiting, for what is drawn outside any page before the answer (the header): `loading` says
 * the viewer is not known yet.
 */
export function useViewerState(): ViewerState {
  return useViewerContext();
}
