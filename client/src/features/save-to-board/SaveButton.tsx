import { Button } from '../../ui/Button';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { useViewer } from '../viewer/useViewer';
import { useSaveToBoard } from './saveToBoardContext';

interface SaveButtonProps {
  /** The entity id of the pin to save. */
  pinId: string;
  /** In a grid of many Save buttons, names the pin each one saves ("Save Balcony tomatoes"). */
  pinName?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The pin's Save action, the same everywhere (pin card and close-up): signed-in viewers get the save-to-board
 * modal, anonymous ones the "Log in to save this Pin" prompt.
 */
export function SaveButton({ pinId, pinName, size = 'md', className }: SaveButtonProps) {
  const { isAuth } = useViewer();
  const openLoginPrompt = useLoginPrompt();
  const openSave = useSaveToBoard();
  return (
    <Button
      variant="primary"
      size={size}
      className={className}
      aria-label={pinName ? `Save ${pinName}` : undefined}
      aria-haspopup="dialog"
      onClick={(event) => {
        // The button sits on a card that links to the pin: saving must not also open it.
        event.preventDefault();
        event.stopPropagation();
        if (isAuth) openSave(pinId);
        else openLoginPrompt('save');
      }}
    >
      Save
    </Button>
  );
}
