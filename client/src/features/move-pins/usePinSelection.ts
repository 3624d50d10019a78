import { useCallback, useMemo, useState } from 'react';

export interface PinSelectionState {
  selecting: boolean;
  /** Cache ids (global `id`) of the selected pins, in the order they were picked. */
  selected: readonly string[];
  start: () => void;
  stop: () => void;
  toggle: (pinId: string) => void;
  isSelected: (pinId: string) => boolean;
}

/** Select mode of a board or section page: on or off, and which pins are picked. */
export function usePinSelection(): PinSelectionState {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const start = useCallback(() => setSelecting(true), []);
  const stop = useCallback(() => {
    setSelecting(false);
    setSelected([]);
  }, []);
  const toggle = useCallback(
    (pinId: string) =>
      setSelected((ids) => (ids.includes(pinId) ? ids.filter((id) => id !== pinId) : [...ids, pinId])),
    [],
  );
  return useMemo(() => {
    const set = new Set(selected);
    return { selecting, selected, start, stop, toggle, isSelected: (pinId: string) => set.has(pinId) };
  }, [selecting, selected, start, stop, toggle]);
}
