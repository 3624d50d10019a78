import { useSearchParams } from 'react-router';
import {
  type DayRange,
  defaultReportRange,
  previousPeriod,
  rangeFromParams,
  utcDay,
} from '../../../../core/adReports';

/**
 * The range a report shows, from the address's start_date and end_date (campaign insights' parameters, used by
 * every report so a link keeps its dates), the last 30 days by default; and how to change it.
 */
export function useReportRange(): {
  range: DayRange;
  comparison: DayRange;
  setRange: (range: DayRange, comparison?: DayRange | null) => void;
  params: URLSearchParams;
} {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(
    params.get('start_date'),
    params.get('end_date'),
    defaultReportRange(utcDay(new Date())),
  );
  const comparison = rangeFromParams(
    params.get('comp_start_date'),
    params.get('comp_end_date'),
    previousPeriod(range),
  );
  const setRange = (next: DayRange, nextComparison: DayRange | null = null) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('start_date', next.from);
      updated.set('end_date', next.to);
      if (nextComparison) {
        updated.set('comp_start_date', nextComparison.from);
        updated.set('comp_end_date', nextComparison.to);
      } else {
        updated.delete('comp_start_date');
        updated.delete('comp_end_date');
      }
      return updated;
    });
  };
  return { range, comparison, setRange, params };
}

/** start_date and end_date for a link to another report, keeping the range. */
export function rangeQuery(range: DayRange, extra: Record<string, string> = {}): Record<string, string> {
  return { ...extra, start_date: range.from, end_date: range.to };
}
