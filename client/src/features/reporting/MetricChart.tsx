import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what a line chart needs, so the lazy insights page carries no more of chart.js than it uses.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

interface Series {
  label: string;
  values: readonly (number | null)[];
}

/**
 * One metric day by day as a line, with the comparison period drawn over it (its first day under the range's
 * first day). The canvas is labelled for screen readers; the table under it holds the same numbers.
 */
export function MetricChart({
  label,
  days,
  current,
  comparison,
  format,
}: {
  label: string;
  days: readonly string[];
  current: Series;
  comparison: Series;
  format: (value: number) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: [...days],
        datasets: [
          {
            label: current.label,
            data: [...current.values],
            borderColor: '#e60023',
            backgroundColor: '#e60023',
            tension: 0.25,
          },
          {
            label: comparison.label,
            data: [...comparison.values],
            borderColor: '#767676',
            backgroundColor: '#767676',
            borderDash: [6, 4],
            tension: 0.25,
          },
        ],
      },
      options: {
        animation: reduceMotion ? false : undefined,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => format(Number(value)) } } },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label}: ${format(Number(item.parsed.y))}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days, current, comparison, format]);

  return (
    <div className="metric-chart">
      <canvas ref={canvas} role="img" aria-label={`${label} by day, with the comparison period`} />
    </div>
  );
}
