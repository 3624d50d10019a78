import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { AVAILABILITY_LABELS, type ProductAvailability } from '../../../../core/product';
import {
  CATALOG_IMPORT_STATUS_LABELS,
  CATALOG_OPTIONAL_COLUMNS,
  CATALOG_REQUIRED_COLUMNS,
  CATALOG_TEXTS,
  type CatalogImportStatus,
  MAX_CATALOG_FILE_BYTES,
  MAX_CATALOG_ROWS,
} from '../../../../core/productCatalog';
import { failureText } from '../../apollo/failureText';
import { type FragmentType, getFragmentData } from '../../gql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/FormError';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import {
  CatalogImportFields,
  CreateCatalogDataSourceMutation,
  CreateProductGroupMutation,
  DeleteCatalogDataSourceMutation,
  DeleteProductGroupMutation,
  FetchCatalogDataSourceMutation,
  ProductCatalogRouteQuery,
  ProductGroupPreviewQuery,
  SetCatalogFetchDailyMutation,
  UpdateProductGroupMutation,
  UploadCatalogFileMutation,
} from './operations';
import './product-catalogs.css';

type Failure = { field: string | null; text: string } | null;

function statusLabel(status: string): string {
  return CATALOG_IMPORT_STATUS_LABELS.get(status as CatalogImportStatus) ?? status;
}

function availabilityLabel(value: string): string {
  return AVAILABILITY_LABELS.get(value as ProductAvailability) ?? value;
}

/** A run's status, progress, counts and failed rows. */
function ImportStatus(props: { run: FragmentType<typeof CatalogImportFields> }) {
  const run = getFragmentData(CatalogImportFields, props.run);
  const busy = run.status === 'pending' || run.status === 'processing';
  return (
    <div className="catalog-run" aria-live="polite">
      <p>
        <strong>{statusLabel(run.status)}</strong>
        {run.fileName ? ` · ${run.fileName}` : ''}
        {run.status === 'processing' && run.totalRows > 0
          ? ` · ${run.processedRows} of ${run.totalRows} rows`
          : ''}
      </p>
      {busy ? (
        <progress
          aria-label="Import progress"
          max={Math.max(run.totalRows, 1)}
          value={run.totalRows > 0 ? run.processedRows : undefined}
        />
      ) : null}
      {run.status === 'done' ? (
        <p>
          {run.createdCount} created · {run.updatedCount} updated · {run.failedCount} failed
          {run.removedCount > 0 ? ` · ${run.removedCount} no longer listed (marked out of stock)` : ''}
        </p>
      ) : null}
      {run.error ? <p role="alert">{run.error}</p> : null}
      {run.rowErrors.length > 0 ? (
        <details>
          <summary>
            {run.failedCount} row{run.failedCount === 1 ? '' : 's'} could not be used
          </summary>
          <ul className="catalog-run__errors">
            {run.rowErrors.map((e) => (
              <li key={`${e.rowNumber}-${e.message}`}>
                Row {e.rowNumber}
                {e.itemId ? ` (${e.itemId})` : ''}: {e.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Reads a chosen file as text, reporting how much is read. */
function readFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Upload a CSV file to a file data source: read, then sent; the run's progress shows once it is taken. */
function UploadControl(props: { dataSourceId: string; name: string; disabled: boolean; onDone: () => void }) {
  const inputId = useId();
  const [upload] = useMutation(UploadCatalogFileMutation);
  const [phase, setPhase] = useState<{ label: string; percent: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    setError(null);
    if (file.size > MAX_CATALOG_FILE_BYTES) {
      setError(CATALOG_TEXTS.fileTooLarge);
      return;
    }
    try {
      setPhase({ label: 'Reading the file', percent: 0 });
      const csv = await readFile(file, (percent) => setPhase({ label: 'Reading the file', percent }));
      setPhase({ label: 'Uploading', percent: null });
      const { data } = await upload({
        variables: { dataSourceId: props.dataSourceId, fileName: file.name, csv },
      });
      const result = data?.uploadCatalogFile;
      if (result?.__typename === 'DomainError') setError(failureText(result));
      else props.onDone();
    } catch (thrown) {
      setError(failureText(thrown));
    } finally {
      setPhase(null);
    }
  };
  return (
    <div className="catalog-upload">
      <label htmlFor={inputId} className="catalog-upload__label">
        Upload a CSV file to {props.name}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
        disabled={props.disabled || phase !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {phase ? (
        <div className="catalog-upload__progress">
          <span>{phase.label}…</span>
          <progress aria-label="Upload progress" max={100} value={phase.percent ?? undefined} />
        </div>
      ) : null}
      {error ? <FormError text={error} /> : null}
    </div>
  );
}

const NO_FILTERS = {
  brands: '',
  productTypes: '',
  customLabel0: '',
  customLabel1: '',
  customLabel2: '',
  customLabel3: '',
  customLabel4: '',
  priceMin: '',
  priceMax: '',
  availability: '',
};
type GroupForm = typeof NO_FILTERS & { name: string };

/** The form's fields for the catalog's custom_label_0 … custom_label_4, in order. */
const CUSTOM_LABEL_FIELDS = [
  'customLabel0',
  'customLabel1',
  'customLabel2',
  'customLabel3',
  'customLabel4',
] as const satisfies readonly (keyof GroupForm)[];

function list(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function filtersOf(form: GroupForm) {
  return {
    brands: list(form.brands),
    productTypes: list(form.productTypes),
    customLabel0: list(form.customLabel0),
    customLabel1: list(form.customLabel1),
    customLabel2: list(form.customLabel2),
    customLabel3: list(form.customLabel3),
    customLabel4: list(form.customLabel4),
    priceMin: form.priceMin.trim() || null,
    priceMax: form.priceMax.trim() || null,
    availability: form.availability ? [form.availability] : [],
  };
}

/** The product-group form, with the count of what its filters match as they are typed. */
/** A saved group being edited: its id and its form values. */
interface EditedGroup {
  id: string;
  form: GroupForm;
}

function ProductGroupForm(props: {
  advertiserId: string;
  editing: EditedGroup | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<GroupForm>(props.editing?.form ?? { ...NO_FILTERS, name: '' });
  const [failure, setFailure] = useState<Failure>(null);
  const [filters, setFilters] = useState(filtersOf(form));
  // The preview asks again a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setFilters(filtersOf(form)), 300);
    return () => clearTimeout(timer);
  }, [form]);
  const preview = useQuery(ProductGroupPreviewQuery, {
    variables: { advertiserId: props.advertiserId, filters },
  });
  const [create, { loading: creating }] = useMutation(CreateProductGroupMutation);
  const [update, { loading: updating }] = useMutation(UpdateProductGroupMutation);
  const loading = creating || updating;
  const set = (key: keyof GroupForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const fieldError = (field: string) => (failure?.field === field ? failure.text : null);
  const submit = async () => {
    setFailure(null);
    try {
      const input = { name: form.name, filters: filtersOf(form) };
      const result = props.editing
        ? (await update({ variables: { productGroupId: props.editing.id, input } })).data?.updateProductGroup
        : (await create({ variables: { advertiserId: props.advertiserId, input } })).data?.createProductGroup;
      if (result?.__typename === 'DomainError')
        setFailure({ field: result.field ?? null, text: failureText(result) });
      else {
        setForm({ ...NO_FILTERS, name: '' });
        props.onSaved();
      }
    } catch (thrown) {
      setFailure({ field: null, text: failureText(thrown) });
    }
  };
  const matched = preview.data?.productCatalog.productGroupPreview;
  return (
    <form
      className="catalog-form"
      aria-label={props.editing ? 'Edit product group' : 'New product group'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Group name"
        value={form.name}
        onChange={set('name')}
        error={fieldError('name')}
        required
      />
      <TextField
        label="Brands"
        hint="Separated by commas; blank: any."
        value={form.brands}
        onChange={set('brands')}
      />
      <TextField
        label="Product types"
        hint="“Home > Kitchen” includes the types below it."
        value={form.productTypes}
        onChange={set('productTypes')}
      />
      <fieldset className="catalog-form__labels">
        <legend>Custom labels</legend>
        <p className="field__hint">
          The feed's custom_label_0 to custom_label_4, each separated by commas; blank: any.
        </p>
        {CUSTOM_LABEL_FIELDS.map((key, i) => (
          <TextField key={key} label={`Custom label ${i}`} value={form[key]} onChange={set(key)} />
        ))}
      </fieldset>
      <TextField
        label="Lowest price"
        inputMode="decimal"
        value={form.priceMin}
        onChange={set('priceMin')}
        error={fieldError('priceMin')}
      />
      <TextField
        label="Highest price"
        inputMode="decimal"
        value={form.priceMax}
        onChange={set('priceMax')}
        error={fieldError('priceMax')}
      />
      <SelectField label="Availability" value={form.availability} onChange={set('availability')}>
        <option value="">Any</option>
        <option value="in_stock">In stock</option>
        <option value="out_of_stock">Out of stock</option>
        <option value="preorder">Preorder</option>
      </SelectField>
      <p className="catalog-form__preview" aria-live="polite">
        {preview.error
          ? failureText(preview.error)
          : matched
            ? `Matches ${matched.itemCount} product${matched.itemCount === 1 ? '' : 's'}${
                matched.items.length > 0
                  ? `: ${matched.items.map((i) => i.pin.title || i.itemId).join(', ')}`
                  : ''
              }${matched.itemCount > matched.items.length ? '…' : ''}`
            : 'Counting…'}
      </p>
      <Button type="submit" variant="primary" disabled={loading || form.name.trim() === ''} busy={loading}>
        {props.editing ? 'Save product group' : 'Create product group'}
      </Button>
      {props.editing ? <Button onClick={props.onCancel}>Cancel</Button> : null}
      {failure && failure.field !== 'name' && failure.field !== 'priceMin' && failure.field !== 'priceMax' ? (
        <FormError text={failure.text} />
      ) : null}
    </form>
  );
}

/**
 * `/advertiser/{id}/product-catalogs/` (and `/data-source`): the advertiser's data sources — a CSV file to upload
 * or a feed URL to fetch — with each run's progress, counts and failed rows; the product pins they made; and
 * product groups over them, which catalog sales campaigns promote.
 */
export function ProductCatalogsRoute() {
  useDocumentTitle('Product catalogs');
  const { advertiserId = '' } = useParams();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(ProductCatalogRouteQuery, {
    variables: { advertiserId },
    fetchPolicy: 'cache-and-network',
  });
  const [createSource, { loading: creatingSource }] = useMutation(CreateCatalogDataSourceMutation);
  const [deleteSource] = useMutation(DeleteCatalogDataSourceMutation);
  const [fetchNow] = useMutation(FetchCatalogDataSourceMutation);
  const [setDaily] = useMutation(SetCatalogFetchDailyMutation);
  const [deleteGroup] = useMutation(DeleteProductGroupMutation);
  const [source, setSource] = useState({ name: '', kind: 'file', url: '', fetchDaily: false });
  const [failure, setFailure] = useState<Failure>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditedGroup | null>(null);
  const catalog = data?.productCatalog;
  const running =
    catalog?.dataSources.some((s) => {
      const latest = s.imports[0] ? getFragmentData(CatalogImportFields, s.imports[0]) : null;
      return latest?.status === 'pending' || latest?.status === 'processing';
    }) ?? false;
  // While a run is waiting or working, its progress is asked for again every second.
  useEffect(() => {
    if (running) startPolling(1000);
    else stopPolling();
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  if (!catalog) {
    if (!error) return <Spinner label="Loading your catalog" />;
    return (
      <div className="page">
        <EmptyState
          title="No catalog here"
          action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}
        >
          {failureText(error)}
        </EmptyState>
      </div>
    );
  }

  const refresh = () => void refetch();
  const act = async (run: () => Promise<{ __typename?: string; message?: string } | undefined>) => {
    setActionError(null);
    try {
      const result = await run();
      if (result?.__typename === 'DomainError') setActionError(result.message ?? '');
      refresh();
    } catch (thrown) {
      setActionError(failureText(thrown));
    }
  };
  const addSource = async () => {
    setFailure(null);
    try {
      const { data: answer } = await createSource({
        variables: {
          input: {
            advertiserId,
            name: source.name,
            kind: source.kind === 'url' ? 'url' : 'file',
            url: source.kind === 'url' ? source.url : null,
            fetchDaily: source.kind === 'url' && source.fetchDaily,
          },
        },
      });
      const result = answer?.createCatalogDataSource;
      if (result?.__typename === 'DomainError')
        setFailure({ field: result.field ?? null, text: failureText(result) });
      else {
        setSource({ name: '', kind: 'file', url: '', fetchDaily: false });
        refresh();
      }
    } catch (thrown) {
      setFailure({ field: null, text: failureText(thrown) });
    }
  };
  const items = catalog.items.edges.map((e) => e.node);

  return (
    <div className="page catalogs-page">
      <h1>Product catalogs</h1>
      <p>
        Each product of a data source becomes a product Pin on a board named after the data source, and stays
        up to date when you upload the file again or fetch the feed. Group products to promote them in a{' '}
        <Link to={advertiserUrl('ads_create', { advertiserId })}>catalog sales campaign</Link>.
      </p>

      <section aria-labelledby="catalog-sources">
        <h2 id="catalog-sources">Data sources</h2>
        {actionError ? <FormError text={actionError} /> : null}
        {catalog.dataSources.length === 0 ? (
          <EmptyState title="No data sources yet">
            Add a CSV file or a feed URL below to bring in your products.
          </EmptyState>
        ) : (
          <ul className="catalog-sources">
            {catalog.dataSources.map((s) => {
              const latest = s.imports[0] ?? null;
              const latestStatus = latest ? getFragmentData(CatalogImportFields, latest).status : null;
              const busy = latestStatus === 'pending' || latestStatus === 'processing';
              return (
                <li key={s.entityId} className="catalog-source">
                  <h3>{s.name}</h3>
                  <p>
                    {s.kind === 'url'
                      ? `Feed: ${s.url ?? ''}${s.fetchDaily ? ' · fetched daily' : ''}`
                      : 'CSV file'}{' '}
                    · {s.itemCount} product{s.itemCount === 1 ? '' : 's'}
                  </p>
                  {latest ? <ImportStatus run={latest} /> : <p>Nothing imported yet.</p>}
                  <div className="catalog-source__actions">
                    {s.kind === 'file' ? (
                      <UploadControl
                        dataSourceId={s.entityId}
                        name={s.name}
                        disabled={busy}
                        onDone={refresh}
                      />
                    ) : (
                      <Button
                        disabled={busy}
                        onClick={() =>
                          void act(
                            async () =>
                              (await fetchNow({ variables: { dataSourceId: s.entityId } })).data
                                ?.fetchCatalogDataSource,
                          )
                        }
                      >
                        Fetch now
                      </Button>
                    )}
                    {s.kind === 'url' ? (
                      <label className="catalog-form__check">
                        <input
                          type="checkbox"
                          checked={s.fetchDaily}
                          onChange={(event) => {
                            const fetchDaily = event.target.checked;
                            void act(
                              async () =>
                                (await setDaily({ variables: { dataSourceId: s.entityId, fetchDaily } })).data
                                  ?.setCatalogFetchDaily,
                            );
                          }}
                        />{' '}
                        Fetch daily
                      </label>
                    ) : null}
                    <Button
                      aria-label={`Delete ${s.name}`}
                      onClick={() =>
                        void act(
                          async () =>
                            (await deleteSource({ variables: { dataSourceId: s.entityId } })).data
                              ?.deleteCatalogDataSource,
                        )
                      }
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <form
          className="catalog-form"
          aria-label="New data source"
          onSubmit={(event) => {
            event.preventDefault();
            void addSource();
          }}
        >
          <TextField
            label="Data source name"
            hint="Its products go on a board of this name."
            value={source.name}
            maxLength={50}
            onChange={(e) => setSource({ ...source, name: e.target.value })}
            error={failure?.field === 'name' ? failure.text : null}
            required
          />
          <SelectField
            label="Products come from"
            value={source.kind}
            onChange={(e) => setSource({ ...source, kind: e.target.value })}
          >
            <option value="file">A CSV file I upload</option>
            <option value="url">A feed URL</option>
          </SelectField>
          {source.kind === 'url' ? (
            <>
              <TextField
                label="Feed URL"
                type="url"
                value={source.url}
                onChange={(e) => setSource({ ...source, url: e.target.value })}
                error={failure?.field === 'url' ? failure.text : null}
              />
              <label className="catalog-form__check">
                <input
                  type="checkbox"
                  checked={source.fetchDaily}
                  onChange={(e) => setSource({ ...source, fetchDaily: e.target.checked })}
                />{' '}
                Fetch it again every day
              </label>
            </>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            disabled={creatingSource || source.name.trim() === ''}
            busy={creatingSource}
          >
            Add data source
          </Button>
          {failure && failure.field !== 'name' && failure.field !== 'url' ? (
            <FormError text={failure.text} />
          ) : null}
        </form>
        <details className="catalog-columns">
          <summary>What the file needs</summary>
          <p>
            A header row, then one product a row (at most {MAX_CATALOG_ROWS.toLocaleString('en-US')} products
            and {MAX_CATALOG_FILE_BYTES / 1_000_000} MB), separated by commas or tabs. Required columns:{' '}
            <code>{CATALOG_REQUIRED_COLUMNS.join(', ')}</code>. Optional:{' '}
            <code>{CATALOG_OPTIONAL_COLUMNS.join(', ')}</code>. Prices are an amount and a currency, like{' '}
            <code>12.50 USD</code>; availability is in stock, out of stock or preorder. Products a new file no
            longer lists are marked out of stock.
          </p>
        </details>
      </section>

      <section aria-labelledby="catalog-products">
        <h2 id="catalog-products">Products ({catalog.itemCount})</h2>
        {items.length === 0 ? (
          <EmptyState title="No products yet">
            Products appear here once a data source has been imported.
          </EmptyState>
        ) : (
          <ul className="catalog-items" aria-label="Products">
            {items.map((item) => (
              <li key={item.entityId} className="catalog-item">
                <Link to={`/pin/${item.pin.entityId}/`}>
                  <img src={item.pin.imageSpec_236x.url} alt="" />
                  <span className="catalog-item__title">{item.pin.title || item.itemId}</span>
                </Link>
                <span>
                  {item.pin.product ? `${item.pin.product.price} ${item.pin.product.currency}` : ''}
                  {item.pin.product ? ` · ${availabilityLabel(item.pin.product.availability)}` : ''}
                </span>
                <span className="catalog-item__meta">
                  {[item.brand, item.productType].filter(Boolean).join(' · ')}
                  {item.removed ? ' · no longer listed' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="catalog-groups">
        <h2 id="catalog-groups">Product groups</h2>
        {catalog.productGroups.length === 0 ? (
          <p>No product groups yet: make one below to promote it.</p>
        ) : (
          <table className="catalog-groups">
            <caption className="visually-hidden">Your product groups</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Filters</th>
                <th scope="col">Products</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {catalog.productGroups.map((g) => (
                <tr key={g.entityId}>
                  <th scope="row">{g.name}</th>
                  <td>
                    {g.summary}
                    {g.items.edges.length > 0 ? (
                      <details>
                        <summary>See its products</summary>
                        <ul className="catalog-groups__items">
                          {g.items.edges.map(({ node }) => (
                            <li key={node.entityId}>
                              <Link to={`/pin/${node.pin.entityId}/`}>{node.pin.title || node.itemId}</Link>
                            </li>
                          ))}
                          {g.itemCount > g.items.edges.length ? (
                            <li>and {g.itemCount - g.items.edges.length} more</li>
                          ) : null}
                        </ul>
                      </details>
                    ) : null}
                  </td>
                  <td>{g.itemCount}</td>
                  <td>
                    <Button
                      aria-label={`Edit ${g.name}`}
                      onClick={() =>
                        setEditing({
                          id: g.entityId,
                          form: {
                            name: g.name,
                            brands: g.filters.brands.join(', '),
                            productTypes: g.filters.productTypes.join(', '),
                            customLabel0: g.filters.customLabel0.join(', '),
                            customLabel1: g.filters.customLabel1.join(', '),
                            customLabel2: g.filters.customLabel2.join(', '),
                            customLabel3: g.filters.customLabel3.join(', '),
                            customLabel4: g.filters.customLabel4.join(', '),
                            priceMin: g.filters.priceMin ?? '',
                            priceMax: g.filters.priceMax ?? '',
                            availability: g.filters.availability[0] ?? '',
                          },
                        })
                      }
                    >
                      Edit
                    </Button>
                    <Button
                      aria-label={`Delete ${g.name}`}
                      onClick={() =>
                        void act(
                          async () =>
                            (await deleteGroup({ variables: { productGroupId: g.entityId } })).data
                              ?.deleteProductGroup,
                        )
                      }
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ProductGroupForm
          key={editing?.id ?? 'new'}
          advertiserId={advertiserId}
          editing={editing}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      </section>
    </div>
  );
}
