import './promoted-by.css';

/** Spec 001 §1 creator attribution: a promoted pin names who pays for it. */
export function PromotedBy(props: { promoter: string | null | undefined; className?: string }) {
  if (!props.promoter) return null;
  return (
    <p className={['promoted-by', props.className].filter(Boolean).join(' ')}>Promoted by {props.promoter}</p>
  );
}
