import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router';
import {
  columnsForLevel,
  defaultReportRange,
  REPORT_COLUMN_LABELS,
  REPORT_LEVEL_LABELS,
  REPORT_LEVELS,
  type ReportColumn,
  type ReportLevel,
  reportFileName,
  reportRangeError,
  utcDay,
} from '../../../../core/adReports';
import { failureAnswerOf } from '../../apollo/failureAnswer';
import { failureText } from '../../apollo/failureText';
import { useLoadMore } from '../../apollo/useLoadMore';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { downloadCsv } from './downloadCsv';
import { AdReportRunCsvQuery, AdReportRunsQuery, CreateAdReportMutation } from './operations';
import { ReportingNav } from './ReportRoutes';
import './reporting.css';

const PAGE_SIZE = 20;

function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * `/advertiser/{id}/report-center/` (and its builder and history sections): build a report by level, columns and
 * dates; each one made is kept with its CSV in the history, newest first, to download again.
 */
export function ReportCenterRoute() {
  useDocumentTitle('Report center');
  const { advertiserId = '' } = useParams();
  const id = useId();
  const client = useApolloClient();
  const toast = useToast();
  const initial = defaultReportRange(utcDay(new Date()));
  const [level, setLevel] = useState<ReportLevel>('CAMPAIGN');
  const [columns, setColumns] = useState<ReportColumn[]>(columnsForLevel('CAMPAIGN'));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateAdReportMutation, {
    update: (cache) => cache.evict({ fieldName: 'adReportRuns' }),
  });
  const runs = useQuery(AdReportRunsQuery, {
    variables: { advertiserId, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const pager = useLoadMore(runs.data?.adReportRuns.pageInfo, runs.fetchMore);

  const failure = runs.error ? failureAnswerOf(runs.error) : null;
  if (runs.error && (failure?.status === 404 || failure?.status === 401)) {
    return (
      <NotYourAdvertiser
        title="No report center here"
        signedIn={failure.status === 404}
        signedOutText="Log in to see your reports."
      />
    );
  }

  const available = columnsForLevel(level);
  const chooseLevel = (next: ReportLevel) => {
    setLevel(next);
    setColumns(columnsForLevel(next));
  };
  const toggle = (column: ReportColumn) =>
    setColumns((current) =>
      current.includes(column) ? current.filter((c) => c !== column) : [...current, column],
    );
  const download = async (reportId: string, runLevel: ReportLevel, range: { from: string; to: string }) => {
    try {
      const { data } = await client.query({
        query: AdReportRunCsvQuery,
        variables: { advertiserId, reportId },
        fetchPolicy: 'network-only',
      });
      if (data?.adReportRun) downloadCsv(reportFileName(runLevel, range), data.adReportRun.csv);
    } catch (error) {
      toast({ text: failureText(error), tone: 'error' });
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = available.filter((column) => columns.includes(column));
    const problem =
      reportRangeError({ from, to }) ?? (chosen.length === 0 ? 'Choose at least one column.' : null);
    setFormError(problem);
    if (problem) return;
    try {
      const { data } = await create({
        variables: { input: { advertiserId, level, columns: chosen, from, to } },
      });
      const result = data?.createAdReport;
      if (result?.__typename === 'DomainError') setFormError(failureText(result));
      else if (result?.__typename === 'MutationCreateAdReportSuccess') {
        downloadCsv(reportFileName(level, { from, to }), result.data.csv);
        toast({ text: `Report ready: ${result.data.rowCount} rows.` });
      }
    } catch (error) {
      setFormError(failureText(error));
    }
  };

  const edges = runs.data?.adReportRuns.edges ?? [];
  return (
    <div className="page report-page">
      <h1>Report center</h1>
      <ReportingNav advertiserId={advertiserId} />
      <section aria-labelledby={`${id}-builder`} className="report-builder">
        <h2 id={`${id}-builder`}>Build a report</h2>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <fieldset>
            <legend>Level</legend>
            {REPORT_LEVELS.map((option) => (
              <label key={option} className="report-builder__choice">
                <input
                  type="radio"
                  name={`${id}-level`}
                  checked={level === option}
                  onChange={() => chooseLevel(option)}
                />
                {REPORT_LEVEL_LABELS[option]}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Columns</legend>
            {available.map((column) => (
              <label key={column} className="report-builder__choice">
                <input type="checkbox" checked={columns.includes(column)} onChange={() => toggle(column)} />
                {REPORT_COLUMN_LABELS[column]}
              </label>
            ))}
          </fieldset>
          <div className="report-range">
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          {formError ? (
            <p className="report-range__error" role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant="primary" disabled={creating} busy={creating}>
            Create report
          </Button>
        </form>
      </section>
      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>History</h2>
        {runs.loading && !runs.data ? <Spinner label="Loading reports" /> : null}
        {runs.error && !runs.data ? <ErrorState onRetry={() => void runs.refetch()} /> : null}
        {runs.data && edges.length === 0 ? (
          <EmptyState title="No reports yet">Reports you create are kept here to download again.</EmptyState>
        ) : null}
        {edges.length > 0 ? (
          <ul className="report-history" aria-label="Reports made">
            {edges.map(({ node: run }) => (
              <li key={run.entityId}>
                <span>
                  <strong>{REPORT_LEVEL_LABELS[run.level]}</strong>, {run.from} to {run.to} · {run.rowCount}{' '}
                  rows · {run.columns.length} columns · made {dateTimeText(run.createdAt)}
                </span>
                <Button
                  onClick={() => void download(run.entityId, run.level, { from: run.from, to: run.to })}
                  aria-label={`Download the ${REPORT_LEVEL_LABELS[run.level].toLowerCase()} report of ${run.from} to ${run.to}`}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {pager.hasMore ? (
          <Button onClick={pager.loadMore} disabled={pager.loadingMore} busy={pager.loadingMore}>
            Show more
          </Button>
        ) : null}
      </section>
    </div>
  );
}
