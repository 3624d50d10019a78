import { useMutation, useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DATA_PORT_TEXTS, type ImportKind } from '../../../../core/dataPort';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { GENERIC_ERROR } from '../../../../core/texts';
import { csrfHeaders } from '../../apollo/csrf';
import { Button } from '../../ui/Button';
import { LoginRequired } from '../../ui/LoginRequired';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { StartDataExportMutation, YourDataRouteQuery } from './yourDataQueries';

const KIND_LABELS: Record<ImportKind, string> = {
  tackboard: 'A Tackboard export (.zip)',
  bookmarks: 'A browser bookmarks file (.html)',
  csv: 'A CSV of board, section, title, description, link, image_url',
};

const unfinished = (status: string) => status === 'pending' || status === 'running';

function Progress({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <progress aria-label={label} max={Math.max(total, 1)} value={Math.min(done, Math.max(total, 1))}>
      {done} of {total}
    </progress>
  );
}

/** `/settings/your-data/`: export everything one made, and import a Tackboard export, bookmarks or a CSV. */
export function YourDataRoute() {
  useDocumentTitle('Your data');
  const { data, refetch } = useSuspenseQuery(YourDataRouteQuery);
  const [startExport, { loading: exporting }] = useMutation(StartDataExportMutation);
  const [kind, setKind] = useState<ImportKind>('tackboard');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const kindId = useId();
  const fileId = useId();
  const working = [...data.dataExports, ...data.dataImports].some((item) => unfinished(item.status));

  // While an export or import is being made, its progress is asked for again every second.
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void refetch(), 1000);
    return () => clearInterval(timer);
  }, [working, refetch]);

  if (!data.viewer.isAuth) {
    return <LoginRequired next={SETTINGS_PATHS.yourData} />;
  }

  async function onExport() {
    const result = await startExport();
    if (result.data?.startDataExport.__typename === 'DomainError')
      setMessage(result.data.startDataExport.message);
    await refetch();
  }

  async function onImport(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMessage(DATA_PORT_TEXTS.importFileMissing);
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      const form = new FormData();
      form.set('kind', kind);
      form.set('file', file, file.name);
      const response = await fetch('/data/imports/', {
        method: 'POST',
        body: form,
        headers: await csrfHeaders(),
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        setMessage(body?.message ?? GENERIC_ERROR);
      }
      await refetch();
    } finally {
      setSending(false);
    }
  }

  const latestExport = data.dataExports[0];
  return (
    <div className="page page--narrow your-data">
      <h1>Your data</h1>
      <section aria-labelledby="your-data-export">
        <h2 id="your-data-export">Export</h2>
        <p>
          A zip of your profile, boards, sections, pins, follows and the original pictures and videos. We
          email you when it is ready; it can be downloaded for 7 days.
        </p>
        <Button
          variant="primary"
          onClick={() => void onExport()}
          disabled={exporting || (latestExport ? unfinished(latestExport.status) : false)}
        >
          Export your data
        </Button>
        {latestExport ? (
          <div role="status" aria-live="polite">
            {unfinished(latestExport.status) ? (
              <p>
                Making your export…{' '}
                <Progress label="Export progress" done={latestExport.done} total={latestExport.total} />
              </p>
            ) : latestExport.status === 'ready' && latestExport.downloadUrl ? (
              <p>
                <a href={latestExport.downloadUrl} download>
                  Download your export
                </a>{' '}
                (until {new Date(latestExport.expiresAt ?? '').toLocaleDateString()})
              </p>
            ) : (
              <p>The export failed. Try again.</p>
            )}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="your-data-import">
        <h2 id="your-data-import">Import</h2>
        <form onSubmit={(event) => void onImport(event)}>
          <label htmlFor={kindId}>What kind of file</label>
          <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
            {(Object.keys(KIND_LABELS) as ImportKind[]).map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
          <label htmlFor={fileId}>File to import</label>
          <input id={fileId} type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          <Button variant="primary" type="submit" disabled={sending}>
            Import
          </Button>
        </form>
        {message ? <p role="alert">{message}</p> : null}
        <ul aria-label="Your imports">
          {data.dataImports.map((item) => (
            <li key={item.id}>
              <strong>{item.fileName || item.kind}</strong>{' '}
              {unfinished(item.status) ? (
                <Progress label={`Import of ${item.fileName} progress`} done={item.done} total={item.total} />
              ) : (
                <span>
                  {item.status === 'failed' ? 'Failed. ' : ''}
                  {item.createdCount} added, {item.skippedCount} already there
                  {item.problems.length > 0 ? `, ${item.problems.length} not brought in:` : '.'}
                </span>
              )}
              {item.problems.length > 0 ? (
                <ul>
                  {item.problems.map((problem) => (
                    <li key={`${problem.item}\n${problem.reason}`}>
                      {problem.item}: {problem.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
