import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { INTERESTS_SETTINGS_PATH } from '../../../../core/interests';
import {
  ADMIN_PATH,
  BOOKMARKLET_PATH,
  CREATE_BOARD_PATH,
  PAID_PARTNERSHIPS_PATH,
  PIN_BUILDER_PATH,
  profilePath,
  SETTINGS_PATHS,
} from '../../../../core/paths';
import { storeActingAs } from '../../apollo/actingAs';
import { useSitePath } from '../../apollo/useSiteOrigins';
import { Avatar } from '../../ui/Avatar';
import { AccountSwitchItems } from '../accounts/AccountSwitchItems';
import { useLogOutMutation } from '../auth/useLogOutMutation';
import { actingAsSummary, ProfileSwitchItems } from '../business/ProfileSwitchMenu';
import { useViewer } from '../viewer/useViewer';
import type { ViewerMenuUser } from './ViewerMenu';

/** The menu's pages after the viewer's profile, in order (Administration follows for the administrator). */
const MENU_LINKS: readonly (readonly [string, string])[] = [
  [CREATE_BOARD_PATH, 'Create board'],
  [PIN_BUILDER_PATH, 'Create Pin'],
  [BOOKMARKLET_PATH, 'Save from other sites'],
  [SETTINGS_PATHS.account, 'Account settings'],
  [SETTINGS_PATHS.password, 'Change password'],
  [SETTINGS_PATHS.security, 'Two-factor authentication'],
  [INTERESTS_SETTINGS_PATH, 'Interests'],
  [SETTINGS_PATHS.sessions, 'Sessions'],
  [SETTINGS_PATHS.connections, 'Connected accounts'],
  [SETTINGS_PATHS.apps, 'Apps'],
  [SETTINGS_PATHS.connectedApps, 'Connected apps'],
  [SETTINGS_PATHS.accessTokens, 'Access tokens'],
  [SETTINGS_PATHS.business, 'Business'],
  // The ads site: another site type, on a host of its own when the operator gives it one (core/siteTypes.ts).
  [advertiserUrl('home'), 'Ads'],
];

interface ViewerMenuPanelProps {
  id: string;
  user: ViewerMenuUser;
  /** The Account menu button: a press on it is its own toggle, not a press outside. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu, giving focus back to its button when asked. */
  onClose: (returnFocus: boolean) => void;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  // Profile choices are menuitemradio items; disabled ones stay focusable so their reason is read.
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? [])];
}

/**
 * The open account menu (profile, create board, settings, the other profiles and accounts signed in here, log
 * out), per the ARIA menu pattern: arrows, Home and End move between items, Escape closes and returns focus to the
 * button. Loaded on the first open, so the first page carries only the button.
 */
export function ViewerMenuPanel({ id, user, buttonRef, onClose }: ViewerMenuPanelProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [logOut, { loading: loggingOut }] = useLogOutMutation();
  const { profileSwitch, accountSwitch, isAdmin, user: profile } = useViewer();
  const acting = actingAsSummary(profileSwitch);
  const actingId = useId();
  const toSite = useSitePath();

  // Open from its first render: the first item takes focus, and a press outside the menu and its button closes it.
  useEffect(() => {
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef, onClose]);

  const close = onClose;

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
      close(false);
    }
  };

  return (
    <div
      ref={menuRef}
      id={id}
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
      {[
        [profilePath(user.username), 'Your profile'] as const,
        ...MENU_LINKS,
        ...(profile?.isPartner ? [[PAID_PARTNERSHIPS_PATH, 'Paid partnerships'] as const] : []),
        ...(isAdmin ? [[ADMIN_PATH, 'Administration'] as const] : []),
      ].map(([to, label]) => {
        const href = toSite(to);
        return href.startsWith('/') ? (
          <Link
            key={to}
            role="menuitem"
            tabIndex={-1}
            to={href}
            className="viewer-menu__item"
            onClick={() => close(false)}
          >
            {label}
          </Link>
        ) : (
          <a key={to} role="menuitem" tabIndex={-1} href={href} className="viewer-menu__item">
            {label}
          </a>
        );
      })}
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
          // The next person to log in on this tab starts as themselves.
          storeActingAs(null);
          // Sent before the menu (and this hook with it) goes away; the page reloads once it is done.
          void logOut();
          close(false);
        }}
      >
        Log out
      </button>
    </div>
  );
}
