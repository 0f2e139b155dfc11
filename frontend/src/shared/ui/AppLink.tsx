import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the app (may hold a query, e.g. "/shop?category=x") or an absolute http(s) URL. */
  to: string;
  children: ReactNode;
}

/**
 * A link to any path given as a plain string (menus, banners, API hrefs): in-app paths go
 * through the router, absolute URLs open in a new tab.
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const [pathAndQuery, hash] = to.split('#');
  const [path, query] = (pathAndQuery ?? '/').split('?');
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  return (
    // Paths here come from data and static menus, some not yet routed: the router shows not-found for those.
    <Link to={(path || '/') as string as '/'} search={search as never} hash={hash} {...rest}>
      {children}
    </Link>
  );
}
