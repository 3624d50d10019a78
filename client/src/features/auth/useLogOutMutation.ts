import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';

const LogOutMutation = graphql(`
  mutation LogOutMutation {
    logOut
  }
`);

/**
 * Ends the active account's session (another account signed in here, if any, becomes the active one), then loads the home page afresh. A full load rather than a cache patch is deliberate: no
 * cached object (secret boards, write access) and no in-flight query can be trusted across a change of viewer.
 */
export function useLogOutMutation() {
  const [mutate, state] = useMutation(LogOutMutation);
  const logOut = useCallback(async () => {
    await mutate();
    window.location.assign('/');
  }, [mutate]);
  return [logOut, state] as const;
}
