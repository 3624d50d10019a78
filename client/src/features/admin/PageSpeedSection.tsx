import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { AdminPageSpeedQuery } from './adminQueries';

const PAGE_LABELS: ReadonlyMap<string, string> = new Map([
  ['home_feed', 'Home feed'],
  ['pin_closeup', 'Pin close-up'],
]);

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * How long pages took to look finished in people's browsers (every picture in view loaded), as their browsers
 * reported it over the last hour: the median per page, and how many watches gave up.
 */
export function PageSpeedSection() {
  const headingId = useId();
  const { data, error } = useQuery(AdminPageSpeedQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Page speed</h2>
      <p>Time until every picture in view has loaded, as people’s browsers reported it in the last hour.</p>
      {error ? (
        <p role="alert">Page speed could not be loaded.</p>
      ) : data ? (
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Median</th>
              <th scope="col">Reports</th>
              <th scope="col">Gave up</th>
            </tr>
          </thead>
          <tbody>
            {data.adminPageSpeed.map((row) => (
              <tr key={row.pageKind}>
                <th scope="row">{PAGE_LABELS.get(row.pageKind) ?? row.pageKind}</th>
                <td>{row.medianMs === null || row.medianMs === undefined ? '—' : seconds(row.medianMs)}</td>
                <td>{row.completed}</td>
                <td>{row.timedOut}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
