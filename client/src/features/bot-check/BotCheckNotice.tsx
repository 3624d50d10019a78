import { BOT_CHECK_LOAD_ERROR, botCheckBlockedText } from '../../../../core/botCheck';
import { Button } from '../../ui/Button';
import type { BotCheck } from './useBotCheckToken';
import './bot-check.css';

/**
 * What a form says about its bot check, in a polite live region: nothing while it works unseen, the load error
 * (with Retry, outside the region so it is not read out as part of the message) or the local block.
 */
export function BotCheckNotice({ botCheck }: { botCheck: BotCheck }) {
  const { status, blockedUntil } = botCheck;
  let text: string | null = null;
  if (status === 'unavailable') text = BOT_CHECK_LOAD_ERROR;
  else if (status === 'blocked' && blockedUntil !== null)
    text = botCheckBlockedText(blockedUntil, Date.now());
  return (
    <div className={text ? 'bot-check-notice' : 'bot-check-notice bot-check-notice--empty'}>
      <p role="status" className="bot-check-notice__text">
        {text}
      </p>
      {status === 'unavailable' ? (
        <Button size="md" onClick={botCheck.retry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
