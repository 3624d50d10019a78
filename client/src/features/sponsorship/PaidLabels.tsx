import './paid-labels.css';

/** Creator attribution beside "Promoted by": "Paid partnership (with {brand})" and "Paid link", as the server says. */
export function PaidLabels({ label }: { label: string | null | undefined }) {
  return label ? <p className="paid-labels">{label}</p> : null;
}
