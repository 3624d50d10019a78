import { useEffect } from 'react';
import { DEFAULT_SITE_NAME, pageTitle } from '../../../core/instance';

/** The instance's name as its administrator set it; known once the viewer query answers. */
let siteName = DEFAULT_SITE_NAME;
let pageName: string | null = null;

/** Takes the instance's name (from the viewer query) and puts it in the tab title now shown. */
export function setSiteName(name: string): void {
  siteName = name;
  document.title = pageTitle(siteName, pageName);
}

/** Sets the tab title for a page; the site's name alone when there is nothing more specific. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    pageName = title ?? null;
    document.title = pageTitle(siteName, pageName);
  }, [title]);
}
