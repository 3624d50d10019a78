import { Navigate } from 'react-router';

/** Where a page whose data is missing sends the user (home with the show-error flag). */
export const NOT_FOUND_PATH = '/?show_error=1';

export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
