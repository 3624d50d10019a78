import { authPath } from '../../../core/authPath';
import { LOGIN_PROMPTS } from '../../../core/texts';
import { ButtonLink } from './Button';

interface LoginRequiredProps {
  /** Where the log-in comes back to: the page asking. */
  next: string;
  /** The page's own class, beside the narrow page frame. */
  className?: string;
}

/** A page for signed-in people, seen signed out: the general log-in prompt and a Log in button back to it. */
export function LoginRequired({ next, className }: LoginRequiredProps) {
  return (
    <div className={className ? `page page--narrow ${className}` : 'page page--narrow'}>
      <h1>{LOGIN_PROMPTS.general}</h1>
      <ButtonLink variant="primary" size="lg" to={authPath('login', next)}>
        Log in
      </ButtonLink>
    </div>
  );
}
