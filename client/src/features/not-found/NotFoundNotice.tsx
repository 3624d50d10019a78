import { useSearchParams } from 'react-router';
import { NOT_FOUND_NOTICE } from '../../../../core/texts';
import { Notice } from '../../ui/Notice';

/** The home page's notice after a failed load redirected here; dismissing it drops the flag from the url. */
export function NotFoundNotice() {
  const [params, setParams] = useSearchParams();
  if (params.get('show_error') !== '1') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('show_error');
    setParams(next, { replace: true });
  };
  return <Notice onDismiss={dismiss}>{NOT_FOUND_NOTICE}</Notice>;
}
