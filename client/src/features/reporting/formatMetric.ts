import { formatBudget, watchTimeText } from '../../../../core/quickPromote';

export type MetricKey = 'impressions' | 'clicks' | 'saves' | 'videoViews' | 'spend' | 'ctr' | 'cpc';

export const METRIC_LABELS: Record<MetricKey, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  saves: 'Saves',
  videoViews: 'Video views',
  spend: 'Spend',
  ctr: 'CTR',
  cpc: 'CPC',
};

export const METRIC_KEYS = Object.keys(METRIC_LABELS) as MetricKey[];

/** A metric as a report shows it: counts with separators, money in the currency, CTR as a percentage. */
export function formatMetric(key: MetricKey, value: number | null, currency: string): string {
  if (value === null) return '—';
  if (key === 'spend' || key === 'cpc') return formatBudget(value, currency);
  if (key === 'ctr') return `${value.toFixed(2)}%`;
  return value.toLocaleString('en-US');
}

export function watchText(seconds: number): string {
  return seconds > 0 ? watchTimeText(seconds) : '—';
}
