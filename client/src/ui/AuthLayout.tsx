import type { ReactNode } from 'react';
import { TackIcon } from './icons';
import './auth-layout.css';

/** The centred card that frames the log-in and sign-up forms. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <TackIcon size={44} className="auth-card__logo" />
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
      </section>
    </div>
  );
}
