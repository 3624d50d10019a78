import './promoted-by.css';

/** Creator attribution: a promoted pin names who pays for it. */
export function PromotedBy(props: { promoter: string | null | undefined; className?: string }) {
  if (!props.promoter) return null;
  return (
    <p className={['promoted-by', props.className].filter(Boolean).join(' ')}>Promoted by {props.promoter}</p>
  );
}
