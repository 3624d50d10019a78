import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { PinCloseupRoute } from '../pin-closeup/PinCloseupRoute';
import { useSaveToBoard } from '../save-to-board/saveToBoardContext';
import { useViewer } from '../viewer/useViewer';

/**
 * `/pin/{id}/repin/x/`: where the pin-create page sends one of our own pin pages — the pin's
 * close-up with its save flow open (or the log-in prompt for visitors).
 */
export function PinRepinRoute() {
  const { id = '' } = useParams();
  const { isAuth } = useViewer();
  const openSave = useSaveToBoard();
  const openLoginPrompt = useLoginPrompt();
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || !/^\d+$/.test(id)) return;
    // NOTE: after this render's effects: the save flow resets itself when the page changes, in its own effect,
    // which runs after ours on the navigation that brought us here.
    const timer = setTimeout(() => {
      opened.current = true;
      if (isAuth) openSave(id);
      else openLoginPrompt('save');
    }, 0);
    return () => clearTimeout(timer);
  }, [isAuth, id, openSave, openLoginPrompt]);

  return <PinCloseupRoute />;
}
