import { useLocation } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { LOGIN_PROMPTS, type LoginPromptKind } from '../../../../core/texts';
import { ButtonLink } from '../../ui/Button';
import { TackIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import './login-prompt.css';

interface LoginPromptModalProps {
  kind: LoginPromptKind;
  onClose: () => void;
}

/** Asks an anonymous viewer to log in, keeping the page they were on as the return url. */
export function LoginPromptModal({ kind, onClose }: LoginPromptModalProps) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Modal title={LOGIN_PROMPTS[kind]} onClose={onClose} size="sm">
      <div className="login-prompt">
        <TackIcon size={48} className="login-prompt__logo" />
        {kind !== 'general' ? <p className="login-prompt__text">{LOGIN_PROMPTS.general}</p> : null}
        <div className="login-prompt__actions">
          <ButtonLink variant="primary" size="lg" to={authPath('login', returnTo)} onClick={onClose}>
            Log in
          </ButtonLink>
          <ButtonLink variant="secondary" size="lg" to={authPath('signup', returnTo)} onClick={onClose}>
            Sign up
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
