import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_PATH,
  CREATE_BOARD_PATH,
  PIN_BUILDER_PATH,
  profilePath,
  SETTINGS_PATHS,
} from '../../../../core/paths';
import { storeActingAs } from '../../apollo/actingAs';
import { Avatar } from '../../ui/Avatar';
import { ChevronDownIcon } from '../../ui/icons';
import { AccountSwitchItems } from '../accounts/AccountSwitchItems';
import { useLogOutMutation } from '../auth/useLogOutMutation';
import { actingAsSummary, ProfileSwitchItems } from '../business/ProfileSwitchMenu';
import { useViewer } from '../viewer/useViewer';

interface ViewerMenuProps {
  user: { username: string; fullName: string; imageSmallUrl: string | null; imageMediumUrl: string | null };
}

/**
 * The signed-in viewer's avatar button and its menu (profile, create board, change password, two-factor authentication, the other accounts signed in here, add account, log out). A menu button per the
 * ARIA pattern: arrows move between items, Escape closes and returns focus to the button.
 */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  // Profile choices are menuitemradio items; disabled ones stay focusable so their reason is read.
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? [])];
}

export function ViewerMenu({ user }: ViewerMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [logOut, { loading: loggingOut }] = useLogOutMutation();
  const { profileSwitch, accountSwitch, isAdmin } = useViewer();
  const acting = actingAsSummary(profileSwitch);
  const actingId = useId();

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      all[all.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

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
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          aria-describedby={acting ? actingId : undefined}
          className="viewer-menu__menu"
          onKeyDown={onMenuKeyDown}
        >
          <div className="viewer-menu__who" aria-hidden="true">
            <Avatar name={user.fullName} imageUrl={user.imageMediumUrl ?? user.imageSmallUrl} size={56} />
            <div>
              <div className="viewer-menu__name">{user.fullName}</div>
              <div className="viewer-menu__username">@{user.username}</div>
              {acting ? (
                <div id={actingId} className="viewer-menu__acting">
                  {acting}
                </div>
              ) : null}
            </div>
          </div>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={profilePath(user.username)}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Your profile
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={CREATE_BOARD_PATH}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Create board
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={PIN_BUILDER_PATH}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Create Pin
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/tools/bookmarklet/"
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Save from other sites
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.account}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Account settings
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.password}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Change password
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.security}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Two-factor authentication
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.connections}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Connected accounts
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.apps}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Apps
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.connectedApps}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Connected apps
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.accessTokens}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Access tokens
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={SETTINGS_PATHS.business}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            Business
          </Link>
          {isAdmin ? (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={ADMIN_PATH}
              className="viewer-menu__item"
              onClick={() => close(false)}
            >
              Administration
            </Link>
          ) : null}
          <ProfileSwitchItems viewer={profileSwitch} onClose={() => close(true)} />
          <AccountSwitchItems viewer={accountSwitch} onClose={() => close(false)} />
          <hr className="viewer-menu__divider" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className="viewer-menu__item"
            disabled={loggingOut}
            onClick={() => {
              close(false);
              // The next person to log in on this tab starts as themselves.
              storeActingAs(null);
              void logOut();
            }}
          >
            Log out
          </button>
        </div>
      ) : null}
    </div>
  );
}
