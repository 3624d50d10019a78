import {
  CATALOG_IMPORT_STATUSES,
  CATALOG_SOURCE_KINDS,
  type ProductGroupFiltersInput as FiltersInputShape,
  productGroupSummary,
  readProductGroupFilters,
} from '../core/productCatalog';
import type { AdvertiserRow } from '../server/db/tables/advertisers';
import type {
  CatalogDataSourceRow,
  CatalogImportErrorRow,
  CatalogImportRow,
  ProductGroupRow,
} from '../server/db/tables/catalogs';
import {
  type CatalogItemWithPin,
  catalogAdvertiser,
  countCatalogItems,
  createDataSource,
  deleteDataSource,
  fetchCatalogNow,
  importErrors,
  importsOfSources,
  itemCountsOfSources,
  listCatalogItems,
  listDataSources,
  setFetchDaily,
  uploadCatalogFile,
} from '../server/domain/productCatalogs';
import {
  checkedFilters,
  createProductGroup,
  deleteProductGroup,
  listProductGroups,
  loadProductGroups,
  updateProductGroup,
} from '../server/domain/productGroups';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { AdvertiserRef } from './promote';
import { AdRef, PinRef } from './refs';

// Product catalogs: an advertiser's data sources and their runs, the product pins they keep, and product groups
// over them. Everything is read through `productCatalog(advertiserId)`, which answers only the advertiser's owner
// (or someone acting for the business profile owning it); anyone else is told the advertiser was not found.

const CatalogSourceKindEnum = builder.enumType('CatalogSourceKind', { values: CATALOG_SOURCE_KINDS });
const CatalogImportStatusEnum = builder.enumType('CatalogImportStatus', { values: CATALOG_IMPORT_STATUSES });

const CatalogRowErrorRef = builder.objectRef<CatalogImportErrorRow>('CatalogRowError').implement({
  description: 'A row of the file that could not become a product pin, and why.',
  fields: (t) => ({
    rowNumber: t.exposeInt('row_number', { description: 'Counting the header row as 1.' }),
    itemId: t.exposeString('item_id', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const CatalogImportRef = builder.objectRef<CatalogImportRow>('CatalogImport').implement({
  description: 'One run over an uploaded file or a fetched feed.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    status: t.field({ type: CatalogImportStatusEnum, resolve: (i) => i.status }),
    fileName: t.exposeString('file_name', { nullable: true }),
    totalRows: t.exposeInt('total_rows'),
    processedRows: t.exposeInt('processed_rows'),
    createdCount: t.exposeInt('created_count'),
    updatedCount: t.exposeInt('updated_count'),
    failedCount: t.exposeInt('failed_count'),
    removedCount: t.exposeInt('removed_count', {
      description: 'Items the file no longer listed, marked out of stock.',
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the run could not read its file at all.',
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.created_at }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.finished_at }),
    rowErrors: t.field({
      type: [CatalogRowErrorRef],
      description: 'The failed rows (the first 500), by row number.',
      resolve: (i, _, ctx) => importErrors(ctx.db, i.id),
    }),
  }),
});

const CatalogDataSourceRef = builder.objectRef<CatalogDataSourceRow>('CatalogDataSource').implement({
  description: 'Where an advertiser’s products come from: an uploaded CSV file or a feed URL.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name', { description: 'Its products go on the board of this name.' }),
    kind: t.field({ type: CatalogSourceKindEnum, resolve: (s) => s.kind }),
    url: t.exposeString('url', { nullable: true }),
    fetchDaily: t.exposeBoolean('fetch_daily'),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.created_at }),
    itemCount: t.int({
      resolve: async (s, _, ctx) => (await itemCountsOfSources(ctx.db, [s.id]))[0] ?? 0,
    }),
    imports: t.field({
      type: [CatalogImportRef],
      description: 'Its latest runs, newest first (at most 5).',
      resolve: async (s, _, ctx) => (await importsOfSources(ctx.db, [s.id], 5))[0] ?? [],
    }),
  }),
});

const CatalogItemRef = builder.objectRef<CatalogItemWithPin>('CatalogItem').implement({
  description: 'A product of the catalog and the product pin it keeps up to date.',
  fields: (t) => ({
    entityId: t.string({ resolve: (c) => c.item.id }),
    itemId: t.string({ description: 'The id the file gives it.', resolve: (c) => c.item.item_id }),
    brand: t.string({ resolve: (c) => c.item.brand }),
    productType: t.string({ resolve: (c) => c.item.product_type }),
    customLabels: t.stringList({
      resolve: (c) => [
        c.item.custom_label_0,
        c.item.custom_label_1,
        c.item.custom_label_2,
        c.item.custom_label_3,
        c.item.custom_label_4,
      ],
    }),
    removed: t.boolean({
      description: 'The last complete run no longer listed it (its pin is out of stock).',
      resolve: (c) => c.item.removed_at !== null,
    }),
    pin: t.field({ type: PinRef, resolve: (c) => c.pin }),
  }),
});

const ProductGroupFiltersRef = builder
  .objectRef<ReturnType<typeof readProductGroupFilters>>('ProductGroupFilters')
  .implement({
    fields: (t) => ({
      brands: t.exposeStringList('brands'),
      productTypes: t.exposeStringList('productTypes'),
      customLabel0: t.stringList({ resolve: (f) => f.customLabels[0] }),
      customLabel1: t.stringList({ resolve: (f) => f.customLabels[1] }),
      customLabel2: t.stringList({ resolve: (f) => f.customLabels[2] }),
      customLabel3: t.stringList({ resolve: (f) => f.customLabels[3] }),
      customLabel4: t.stringList({ resolve: (f) => f.customLabels[4] }),
      priceMin: t.exposeString('priceMin', { nullable: true }),
      priceMax: t.exposeString('priceMax', { nullable: true }),
      availability: t.exposeStringList('availability'),
    }),
  });

const ProductGroupRef = builder.objectRef<ProductGroupRow>('ProductGroup').implement({
  description: 'Filters over an advertiser’s catalog items, which catalog sales ads promote.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    filters: t.field({ type: ProductGroupFiltersRef, resolve: (g) => readProductGroupFilters(g.filters) }),
    summary: t.string({ resolve: (g) => productGroupSummary(readProductGroupFilters(g.filters)) }),
    itemCount: t.int({
      description: 'Catalog items it matches now.',
      resolve: (g, _, ctx) => countCatalogItems(ctx.db, g.advertiser_id, { json: g.filters }),
    }),
    items: t.connection({
      type: CatalogItemRef,
      description: 'The items it matches, newest first.',
      resolve: (g, args, ctx) =>
        keysetConnection(
          args,
          (page) => listCatalogItems(ctx, g.advertiser_id, page, { json: g.filters }),
          (c) => c.id,
        ),
    }),
  }),
});

const ProductGroupFiltersInput = builder.inputType('ProductGroupFiltersInput', {
  description: 'Each list matches any of its values, ignoring case; an empty list matches everything.',
  fields: (t) => ({
    brands: t.stringList(),
    productTypes: t.stringList({ description: 'A type also matches the types below it ("Home > Kitchen").' }),
    customLabel0: t.stringList(),
    customLabel1: t.stringList(),
    customLabel2: t.stringList(),
    customLabel3: t.stringList(),
    customLabel4: t.stringList(),
    priceMin: t.string({ description: 'Compared with each price in its own currency.' }),
    priceMax: t.string(),
    availability: t.stringList({ description: 'in_stock, out_of_stock, preorder.' }),
  }),
});

function filtersOf(input: typeof ProductGroupFiltersInput.$inferInput | null | undefined): FiltersInputShape {
  return {
    brands: input?.brands ?? [],
    productTypes: input?.productTypes ?? [],
    customLabels: [
      input?.customLabel0 ?? [],
      input?.customLabel1 ?? [],
      input?.customLabel2 ?? [],
      input?.customLabel3 ?? [],
      input?.customLabel4 ?? [],
    ],
    priceMin: input?.priceMin ?? null,
    priceMax: input?.priceMax ?? null,
    availability: input?.availability ?? [],
  };
}

const ProductGroupPreviewRef = builder
  .objectRef<{ advertiser: AdvertiserRow; filters: string }>('ProductGroupPreview')
  .implement({
    description: 'What filters would match, before they are saved as a group.',
    fields: (t) => ({
      itemCount: t.int({
        resolve: (p, _, ctx) => countCatalogItems(ctx.db, p.advertiser.id, { json: p.filters }),
      }),
      items: t.field({
        type: [CatalogItemRef],
        description: 'The first 12, newest first.',
        resolve: (p, _, ctx) =>
          listCatalogItems(ctx, p.advertiser.id, { limit: 12, inverted: false }, { json: p.filters }),
      }),
    }),
  });

const ProductCatalogRef = builder.objectRef<AdvertiserRow>('ProductCatalog').implement({
  description: 'An advertiser’s product catalog: its data sources, items and product groups.',
  fields: (t) => ({
    advertiserId: t.exposeString('id'),
    currency: t.exposeString('currency'),
    dataSources: t.field({
      type: [CatalogDataSourceRef],
      resolve: (a, _, ctx) => listDataSources(ctx, a.id),
    }),
    itemCount: t.int({ resolve: (a, _, ctx) => countCatalogItems(ctx.db, a.id, null) }),
    items: t.connection({
      type: CatalogItemRef,
      description: 'Every item, newest first.',
      resolve: (a, args, ctx) =>
        keysetConnection(
          args,
          (page) => listCatalogItems(ctx, a.id, page),
          (c) => c.id,
        ),
    }),
    productGroups: t.field({
      type: [ProductGroupRef],
      description: 'Oldest first.',
      resolve: (a, _, ctx) => listProductGroups(ctx, a.id),
    }),
    productGroupPreview: t.field({
      type: ProductGroupPreviewRef,
      args: { filters: t.arg({ type: ProductGroupFiltersInput, required: true }) },
      resolve: (a, args) => ({ advertiser: a, filters: checkedFilters(filtersOf(args.filters)) }),
    }),
  }),
});

builder.queryField('productCatalog', (t) =>
  t.field({
    type: ProductCatalogRef,
    description: 'One of the viewer’s advertisers’ product catalog; anyone else’s is not found.',
    authScopes: { loggedIn: true },
    args: { advertiserId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => catalogAdvertiser(ctx, args.advertiserId),
  }),
);

builder.objectField(AdvertiserRef, 'productGroups', (t) =>
  t.field({
    type: [ProductGroupRef],
    description: 'Its product groups, oldest first: what quick promote may promote for catalog sales.',
    resolve: (a, _, ctx) => listProductGroups(ctx, a.id),
  }),
);

builder.objectField(AdRef, 'productGroup', (t) =>
  t.field({
    type: ProductGroupRef,
    nullable: true,
    description: 'A catalog sales ad’s product group (its in-stock product pins are what it shows).',
    resolve: async (a, _, ctx) =>
      a.product_group_id ? ((await loadProductGroups(ctx, [a.product_group_id]))[0] ?? null) : null,
  }),
);

const DataSourceInput = builder.inputType('CatalogDataSourceInput', {
  fields: (t) => ({
    advertiserId: t.string({ required: true }),
    name: t.string({ required: true, description: 'Its products go on the board of this name.' }),
    kind: t.field({ type: CatalogSourceKindEnum, required: true }),
    url: t.string({ description: 'The feed’s address (kind url).' }),
    fetchDaily: t.boolean({ description: 'Fetch the feed again every day.' }),
  }),
});

builder.mutationField('createCatalogDataSource', (t) =>
  t.field({
    type: CatalogDataSourceRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: DataSourceInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      createDataSource(ctx, {
        advertiserId: input.advertiserId,
        name: input.name,
        kind: input.kind,
        url: input.url ?? null,
        fetchDaily: input.fetchDaily ?? false,
      }),
  }),
);

builder.mutationField('deleteCatalogDataSource', (t) =>
  t.field({
    type: CatalogDataSourceRef,
    description: 'Its items go; their pins stay on their board as ordinary pins.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { dataSourceId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deleteDataSource(ctx, args.dataSourceId),
  }),
);

builder.mutationField('setCatalogFetchDaily', (t) =>
  t.field({
    type: CatalogDataSourceRef,
    description: 'Turns a feed data source’s daily fetch on or off.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { dataSourceId: t.arg.string({ required: true }), fetchDaily: t.arg.boolean({ required: true }) },
    resolve: (_, args, ctx) => setFetchDaily(ctx, args.dataSourceId, args.fetchDaily),
  }),
);

builder.mutationField('uploadCatalogFile', (t) =>
  t.field({
    type: CatalogImportRef,
    description:
      'Takes a CSV file (at most 1 MB and 5,000 products) for a file data source and starts its run.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      dataSourceId: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
      csv: t.arg.string({ required: true }),
    },
    resolve: (_, args, ctx) =>
      uploadCatalogFile(ctx, { dataSourceId: args.dataSourceId, fileName: args.fileName, text: args.csv }),
  }),
);

builder.mutationField('fetchCatalogDataSource', (t) =>
  t.field({
    type: CatalogImportRef,
    description: 'Fetch now: starts a run of a feed data source.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { dataSourceId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => fetchCatalogNow(ctx, args.dataSourceId),
  }),
);

const ProductGroupInput = builder.inputType('ProductGroupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    filters: t.field({ type: ProductGroupFiltersInput, required: true }),
  }),
});

builder.mutationField('createProductGroup', (t) =>
  t.field({
    type: ProductGroupRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      advertiserId: t.arg.string({ required: true }),
      input: t.arg({ type: ProductGroupInput, required: true }),
    },
    resolve: (_, args, ctx) =>
      createProductGroup(ctx, args.advertiserId, {
        name: args.input.name,
        filters: filtersOf(args.input.filters),
      }),
  }),
);

builder.mutationField('updateProductGroup', (t) =>
  t.field({
    type: ProductGroupRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      productGroupId: t.arg.string({ required: true }),
      input: t.arg({ type: ProductGroupInput, required: true }),
    },
    resolve: (_, args, ctx) =>
      updateProductGroup(ctx, args.productGroupId, {
        name: args.input.name,
        filters: filtersOf(args.input.filters),
      }),
  }),
);

builder.mutationField('deleteProductGroup', (t) =>
  t.field({
    type: ProductGroupRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { productGroupId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deleteProductGroup(ctx, args.productGroupId),
  }),
);
