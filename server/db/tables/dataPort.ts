import type { Generated, Selectable } from 'kysely';

export type DataJobStatus = 'pending' | 'running' | 'ready' | 'failed';

export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<DataJobStatus>;
  /** Items written so far out of `total` (the progress the settings page shows). */
  done: Generated<number>;
  total: Generated<number>;
  /** Where the finished zip sits in the media store (under private/, which /media never serves). */
  file_path: string | null;
  byte_size: string | null;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  /** When the archive is deleted; null until it is ready. */
  expires_at: Date | null;
}

export type DataExportRow = Selectable<DataExportsTable>;

export type DataImportKind = 'tackboard' | 'bookmarks' | 'csv';

/** One item an import could not bring in, and why. */
export interface ImportProblem {
  item: string;
  reason: string;
}

export interface DataImportsTable {
  id: Generated<string>;
  user_id: string;
  kind: DataImportKind;
  file_name: Generated<string>;
  /** The uploaded file in the media store while the import may still run; null once it is done with. */
  file_path: string | null;
  status: Generated<DataJobStatus>;
  done: Generated<number>;
  total: Generated<number>;
  created_count: Generated<number>;
  /** Items an earlier run (or import) already brought in. */
  skipped_count: Generated<number>;
  report: Generated<ImportProblem[]>;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export type DataImportRow = Selectable<DataImportsTable>;

export interface ImportedItemsTable {
  user_id: string;
  /** Where the item came from: the source's kind, the source's own id or address, and the item's. */
  source_key: string;
  target_type: 'board' | 'section' | 'pin';
  target_id: string;
  created_at: Generated<Date>;
}
