import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { parsePinCreateParams, pinCreateView } from '../../../../core/pinCreatePage';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useIsMobile } from '../../ui/useIsMobile';
import { useViewer } from '../viewer/useViewer';
import { PinCreateDesktop } from './PinCreateDesktop';
import { PinCreateDraft } from './PinCreateDraft';
import { PinCreateMobile } from './PinCreateMobile';
import './pin-create.css';

/**
 * `/pin/create/{method}/{action}`: the page websites' Save buttons and the bookmarklet open, with
 * url, media, description, color and guid in the query. Desktop or mobile, signed in or not; our own pin pages
 * go to their save flow; without a url or an image nothing is rendered.
 */
export function PinCreateRoute() {
  useDocumentTitle('Save to Tackboard');
  const { method, action } = useParams();
  const { search } = useLocation();
  const { isAuth } = useViewer();
  const isMobile = useIsMobile();
  const params = useMemo(() => parsePinCreateParams(search, { method, action }), [search, method, action]);

  const view = pinCreateView({ params, isAuth, isMobile, ownHosts: [window.location.host] });
  switch (view.kind) {
    case 'nothing':
      return null;
    case 'repin':
      return <Navigate to={view.to} replace />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'desktopSignedOut':
      return <PinCreateDraft params={params} />;
    case 'mobile':
      return <PinCreateMobile key={search} params={params} />;
    case 'desktop':
      return <PinCreateDesktop key={search} params={params} />;
  }
}
