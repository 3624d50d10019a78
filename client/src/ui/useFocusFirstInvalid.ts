import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to a form's first invalid field once the errors are on screen. Call the returned function after
 * setting errors (also after an awaited server answer): the focus waits for React to commit, so it lands on
 * the field the new error belongs to rather than on the previous render's.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, formRef]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
