import type { Generated, Selectable } from 'kysely';
import type { CatalogImportStatus, CatalogSourceKind } from '../../../core/productCatalog';

/** Where an advertiser's products come from: an uploaded CSV file or a feed URL. */
export interface CatalogDataSourcesTable {
  id: Generated<string>;
  advertiser_id: string;
  name: string;
  kind: CatalogSourceKind;
  /** The feed's address (kind url only). */
  url: string | null;
  fetch_daily: Generated<boolean>;
  created_at: Generated<Date>;
}

/** One run over a file or a fetched feed. */
export interface CatalogImportsTable {
  id: Generated<string>;
  data_source_id: string;
  status: CatalogImportStatus;
  file_name: string | null;
  /** The uploaded file's text, until the run has read it. */
  source_text: string | null;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  failed_count: Generated<number>;
  /** Items a complete run no longer listed, marked out of stock. */
  removed_count: Generated<number>;
  /** Why the run could not read its file or feed at all. */
  error: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface CatalogImportErrorsTable {
  id: Generated<string>;
  import_id: string;
  /** The row in the file, counting the header as row 1. */
  row_number: number;
  item_id: string | null;
  message: string;
}

/** An item of a data source and the product pin it keeps up to date. */
export interface CatalogItemsTable {
  id: Generated<string>;
  data_source_id: string;
  advertiser_id: string;
  item_id: string;
  pin_id: string;
  image_link: string;
  brand: Generated<string>;
  product_type: Generated<string>;
  custom_label_0: Generated<string>;
  custom_label_1: Generated<string>;
  custom_label_2: Generated<string>;
  custom_label_3: Generated<string>;
  custom_label_4: Generated<string>;
  removed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProductGroupsTable {
  id: Generated<string>;
  advertiser_id: string;
  name: string;
  /** The group's filters as JSON text (core/productCatalog.ts ProductGroupFilters). */
  filters: string;
  created_at: Generated<Date>;
}

export type CatalogDataSourceRow = Selectable<CatalogDataSourcesTable>;
export type CatalogImportRow = Selectable<CatalogImportsTable>;
export type CatalogImportErrorRow = Selectable<CatalogImportErrorsTable>;
export type CatalogItemRow = Selectable<CatalogItemsTable>;
export type ProductGroupRow = Selectable<ProductGroupsTable>;
