import { type RefObject, useLayoutEffect, useState } from 'react';
import { throttle } from '../../ui/throttle';

/** The resize listener is throttled to 200 ms. */
const RESIZE_THROTTLE_MS = 200;

/** The width of an element, kept current as the window resizes. */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const update = throttle(() => setWidth(element.clientWidth), RESIZE_THROTTLE_MS);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      update.cancel();
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
