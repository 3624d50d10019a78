import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { profilePath } from '../../../../core/paths';
import { Avatar } from '../../ui/Avatar';
import { ChevronDownIcon } from '../../ui/icons';

export interface ViewerMenuUser {
  username: string;
  fullName: string;
  imageSmallUrl: string | null;
  imageMediumUrl: string | null;
}

const loadPanel = () => import('./ViewerMenuPanel');
const ViewerMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.ViewerMenuPanel })));

/**
 * The signed-in viewer's avatar (their profile) and the Account menu button. The menu itself loads when first
 * opened; pointing at or focusing the button fetches it ahead, so it is there by the time it is pressed.
 */
export function ViewerMenu({ user }: { user: ViewerMenuUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  return (
    <div className="viewer-menu">
      {/* The name comes from hidden text rather than aria-label, which would not match the initials on screen. */}
      <Link to={profilePath(user.username)} className="viewer-menu__profile">
        <Avatar name={user.fullName} imageUrl={user.imageSmallUrl ?? user.imageMediumUrl} size={32} />
        <span className="visually-hidden">Your profile</span>
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button viewer-menu__button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <ChevronDownIcon size={20} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ViewerMenuPanel id={menuId} user={user} buttonRef={buttonRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
