import { useEffect } from 'react';

/** Sets the tab title for a page; "Tackboard" alone when there is nothing more specific. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Tackboard` : 'Tackboard';
  }, [title]);
}
