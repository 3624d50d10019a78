import { exportDownloadPath } from '../core/dataPort';
import type { DataExportRow, DataImportRow } from '../server/db/tables/dataPort';
import { listExports, requestExport } from '../server/domain/dataExport';
import { listImports } from '../server/domain/dataImport';
import { builder } from './builder';
import { domainErrors } from './errors';

const DataExportRef = builder.objectRef<DataExportRow>('DataExport').implement({
  description: 'An archive of everything a person made, as its owner sees it in Settings → Your data.',
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.exposeString('status', { description: 'pending, running, ready or failed.' }),
    done: t.exposeInt('done', { description: 'Items written so far (the progress while it runs).' }),
    total: t.exposeInt('total'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.created_at }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the archive is deleted (7 days after it is ready).',
      resolve: (row) => row.expires_at,
    }),
    byteSize: t.float({
      nullable: true,
      resolve: (row) => (row.byte_size === null ? null : Number(row.byte_size)),
    }),
    downloadUrl: t.string({
      nullable: true,
      description: "Where the ready archive downloads from: its owner's browser session only.",
      resolve: (row) => (row.status === 'ready' ? exportDownloadPath(row.id) : null),
    }),
  }),
});

builder.queryField('dataExports', (t) =>
  t.field({
    type: [DataExportRef],
    description: "The signed-in person's exports being made or still downloadable, newest first.",
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listExports(ctx),
  }),
);

builder.mutationField('startDataExport', (t) =>
  t.field({
    type: DataExportRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    description:
      'Asks for an archive of everything the person made; while one is being made, answers that one.',
    resolve: (_, __, ctx) => requestExport(ctx),
  }),
);

const ImportProblemRef = builder.objectRef<{ item: string; reason: string }>('ImportProblem').implement({
  description: 'One item an import could not bring in, and why.',
  fields: (t) => ({ item: t.exposeString('item'), reason: t.exposeString('reason') }),
});

const DataImportRef = builder.objectRef<DataImportRow>('DataImport').implement({
  description: 'An import of a file (a Tackboard export, a bookmarks file or a CSV) and its report.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.exposeString('kind', { description: 'tackboard, bookmarks or csv.' }),
    fileName: t.exposeString('file_name'),
    status: t.exposeString('status', { description: 'pending, running, ready or failed.' }),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
    createdCount: t.exposeInt('created_count', {
      description: 'Boards, sections and pins this import made.',
    }),
    skippedCount: t.exposeInt('skipped_count', {
      description: 'Items already there (brought in before, or a board or section of the same name).',
    }),
    problems: t.field({ type: [ImportProblemRef], resolve: (row) => row.report }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.created_at }),
  }),
});

builder.queryField('dataImports', (t) =>
  t.field({
    type: [DataImportRef],
    description:
      "The signed-in person's imports, newest first (started by posting a file to /data/imports/).",
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => listImports(ctx),
  }),
);
