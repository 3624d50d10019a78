/** The log-in or sign-up page, carrying where to return afterwards (the current page by default). */
export function authPath(page: 'login' | 'signup', returnTo?: string): string {
  const base = `/${page}/`;
  if (!returnTo || returnTo === '/') return base;
  return `${base}?${new URLSearchParams({ next: returnTo })}`;
}
