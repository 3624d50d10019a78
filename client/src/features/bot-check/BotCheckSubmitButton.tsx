import { BOT_CHECK_CHECKING } from '../../../../core/botCheck';
import { Button } from '../../ui/Button';
import type { BotCheck } from './useBotCheckToken';

interface BotCheckSubmitButtonProps {
  botCheck: BotCheck;
  label: string;
  /** The form's own request is under way. */
  loading: boolean;
  size?: 'md' | 'lg';
}

/**
 * The submit button of a form behind the bot check: busy ("Checking…") while the proof of work finishes, and off
 * while the form waits for its own answer or the local block lasts.
 */
export function BotCheckSubmitButton({ botCheck, label, loading, size = 'md' }: BotCheckSubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="primary"
      size={size}
      disabled={loading || botCheck.waiting || botCheck.status === 'blocked'}
      busy={loading || botCheck.waiting}
    >
      {botCheck.waiting ? BOT_CHECK_CHECKING : label}
    </Button>
  );
}
