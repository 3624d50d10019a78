import { type RefObject, useEffect, useRef } from 'react';
import { SCROLL_FETCH_THROTTLE_MS, SCROLL_FETCH_VIEWPORTS } from '../../../core/constants';
import { throttle } from './throttle';

interface InfiniteScrollOptions {
  /** An element placed right after the last item of the list. */
  endRef: RefObject<HTMLElement | null>;
  /** False while a page is loading or when there is nothing more to load. */
  canLoadMore: boolean;
  onLoadMore: () => void;
}

/**
 * Fetch the next page once the end of the list is within two viewport heights,
 * checking scroll and resize at most every 200 ms.
 */
export function useInfiniteScroll({ endRef, canLoadMore, onLoadMore }: InfiniteScrollOptions): void {
  const latest = useRef({ canLoadMore, onLoadMore });
  latest.current = { canLoadMore, onLoadMore };

  useEffect(() => {
    const check = throttle(() => {
      const end = endRef.current;
      if (!end || !latest.current.canLoadMore) return;
      const distance = end.getBoundingClientRect().top - window.innerHeight;
      if (distance <= SCROLL_FETCH_VIEWPORTS * window.innerHeight) latest.current.onLoadMore();
    }, SCROLL_FETCH_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [endRef]);

  // A short first page may not fill the window: check again whenever loading becomes possible.
  useEffect(() => {
    if (!canLoadMore) return;
    const end = endRef.current;
    if (!end) return;
    const distance = end.getBoundingClientRect().top - window.innerHeight;
    if (distance <= SCROLL_FETCH_VIEWPORTS * window.innerHeight) latest.current.onLoadMore();
  }, [canLoadMore, endRef]);
}
