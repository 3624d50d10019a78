import { useEffect, useState } from 'react';
import { SCROLL_FETCH_THROTTLE_MS } from '../../../../core/constants';
import { type LayoutSize, layoutSize } from '../../../../core/quickPromoteFlow';
import { throttle } from '../../ui/throttle';

/** The quick-promote layout for the window's width, following resizes (throttled to 200 ms). */
export function useLayoutSize(): LayoutSize {
  const [size, setSize] = useState<LayoutSize>(() => layoutSize(window.innerWidth));
  useEffect(() => {
    const onResize = throttle(() => setSize(layoutSize(window.innerWidth)), SCROLL_FETCH_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return size;
}
