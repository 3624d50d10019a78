import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing in it yet. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <section className="empty-state">
      <div className="empty-state__art" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h2 className="empty-state__title">{title}</h2>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  );
}
