import { SHOW_ERROR_PATH } from '../../../../core/paths';
import { useViewer } from '../viewer/useViewer';
import { FailedLoadRedirect, useFailedLoadDestination } from './FailedLoadRedirect';

const MISSING = { status: 404, apiErrorCode: null, redirectUrl: null };

/**
 * What a page whose data is missing (its query answered null) shows: the failed load of a 404, which sends the
 * person home with the show-error flag, or a signed-out visitor from an ideas page to the ideas area.
 */
export function NotFoundRedirect() {
  // Waits for the viewer: whether the person is signed in decides where an ideas page sends them.
  useViewer();
  const destination = useFailedLoadDestination(MISSING) ?? SHOW_ERROR_PATH;
  return <FailedLoadRedirect to={destination} failure={MISSING} />;
}
