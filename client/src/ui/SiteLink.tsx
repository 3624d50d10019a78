import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSitePath } from '../apollo/useSiteOrigins';

/**
 * A link to one of our pages that may belong to another site type (main site, ads, business hub): a page on
 * another host is a plain link, one on this host a router link.
 */
export function SiteLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  const href = useSitePath()(to);
  return href.startsWith('/') ? (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
