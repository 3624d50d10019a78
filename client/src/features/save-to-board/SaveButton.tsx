import { useId } from 'react';
import { Button } from '../../ui/Button';
import { useLoginPrompt } from '../login-prompt/loginPromptContext';
import { useViewer } from '../viewer/useViewer';

interface SaveButtonProps {
  /** In a grid of many Save buttons, names the pin each one saves ("Save Balcony tomatoes"). */
  pinName?: string;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The pin's Save action. Anonymous viewers get the "Log in to save this Pin" prompt. Saving itself
 * (the board picker) is not built yet, so for signed-in viewers the button says so rather than pretending.
 */
export function SaveButton({ pinName, size = 'md', className }: SaveButtonProps) {
  const label = pinName ? `Save ${pinName}` : undefined;
  const { isAuth } = useViewer();
  const openLoginPrompt = useLoginPrompt();
  const tipId = useId();
  if (!isAuth) {
    return (
      <Button
        variant="primary"
        size={size}
        className={className}
        aria-label={label}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          openLoginPrompt('save');
        }}
      >
        Save
      </Button>
    );
  }
  return (
    <span className={`tooltip-wrap ${className ?? ''}`}>
      <Button
        variant="primary"
        size={size}
        aria-disabled="true"
        aria-label={label}
        aria-describedby={tipId}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        Save
      </Button>
      <span id={tipId} role="tooltip" className="tooltip">
        Saving to your boards is coming soon
      </span>
    </span>
  );
}
