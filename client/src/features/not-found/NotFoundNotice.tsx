import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SHOW_ERROR_PARAM } from '../../../../core/paths';
import { NOT_FOUND_NOTICE } from '../../../../core/texts';
import { Notice } from '../../ui/Notice';

/**
 * The home page's notice after a failed load sent the person here with the show-error flag. The flag is read
 * and then taken out of the address, so reloading or sharing the page does not bring the notice back; the
 * notice stays until dismissed or the page is left.
 */
export function NotFoundNotice() {
  const [params, setParams] = useSearchParams();
  const flagged = params.get(SHOW_ERROR_PARAM) === '1';
  const [shown, setShown] = useState(flagged);
  useEffect(() => {
    if (!flagged) return;
    setShown(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHOW_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [flagged, setParams]);
  if (!shown) return null;
  return <Notice onDismiss={() => setShown(false)}>{NOT_FOUND_NOTICE}</Notice>;
}
