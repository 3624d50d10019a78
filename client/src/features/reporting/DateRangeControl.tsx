import { type FormEvent, useId, useState } from 'react';
import { type DayRange, previousPeriod, reportRangeError } from '../../../../core/adReports';
import { Button } from '../../ui/Button';

interface Props {
  range: DayRange;
  /** Shown (and editable) on campaign insights: the period the range is compared with. */
  comparison?: DayRange;
  onChange: (range: DayRange, comparison: DayRange | null) => void;
}

/** The report's dates (UTC days, both included): From, To and, on insights, the period to compare with. */
export function DateRangeControl({ range, comparison, onChange }: Props) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [compFrom, setCompFrom] = useState(comparison?.from ?? '');
  const [compTo, setCompTo] = useState(comparison?.to ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { from, to };
    const nextComparison = comparison ? { from: compFrom, to: compTo } : null;
    const problem = reportRangeError(next) ?? (nextComparison ? reportRangeError(nextComparison) : null);
    setError(problem);
    if (problem) return;
    // A comparison left as "the period before" follows the new range.
    const followsRange =
      comparison &&
      nextComparison &&
      nextComparison.from === previousPeriod(range).from &&
      nextComparison.to === previousPeriod(range).to;
    onChange(next, followsRange ? null : nextComparison);
  };

  return (
    <form className="report-range" onSubmit={submit} aria-label="Report dates" noValidate>
      <label htmlFor={`${id}-from`}>From</label>
      <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
      <label htmlFor={`${id}-to`}>To</label>
      <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
      {comparison ? (
        <>
          <label htmlFor={`${id}-cfrom`}>Compare from</label>
          <input
            id={`${id}-cfrom`}
            type="date"
            value={compFrom}
            onChange={(e) => setCompFrom(e.target.value)}
          />
          <label htmlFor={`${id}-cto`}>Compare to</label>
          <input id={`${id}-cto`} type="date" value={compTo} onChange={(e) => setCompTo(e.target.value)} />
        </>
      ) : null}
      <Button type="submit">Apply</Button>
      {error ? (
        <p className="report-range__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
