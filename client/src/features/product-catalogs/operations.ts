import { graphql } from '../../gql';

export const CatalogImportFields = graphql(`
  fragment CatalogImportFields on CatalogImport {
    entityId status fileName totalRows processedRows createdCount updatedCount failedCount removedCount error
    createdAt finishedAt rowErrors { rowNumber itemId message }
  }
`);

export const ProductCatalogRouteQuery = graphql(`
  query ProductCatalogRouteQuery($advertiserId: String!) {
    productCatalog(advertiserId: $advertiserId) {
      advertiserId
      currency
      itemCount
      dataSources {
        entityId name kind url fetchDaily itemCount
        imports { ...CatalogImportFields }
      }
      items(first: 48) {
        edges {
          node {
            entityId itemId brand productType removed
            pin { entityId title imageSpec_236x { url } product { price currency availability originalPrice } }
          }
        }
      }
      productGroups {
        entityId name summary itemCount
        filters {
          brands productTypes customLabel0 customLabel1 customLabel2 customLabel3 customLabel4
          priceMin priceMax availability
        }
        items(first: 12) { edges { node { entityId itemId pin { entityId title } } } }
      }
    }
  }
`);

export const ProductGroupPreviewQuery = graphql(`
  query ProductGroupPreviewQuery($advertiserId: String!, $filters: ProductGroupFiltersInput!) {
    productCatalog(advertiserId: $advertiserId) {
      advertiserId
      productGroupPreview(filters: $filters) { itemCount items { entityId itemId pin { entityId title } } }
    }
  }
`);

export const CreateCatalogDataSourceMutation = graphql(`
  mutation CreateCatalogDataSource($input: CatalogDataSourceInput!) {
    createCatalogDataSource(input: $input) {
      __typename
      ... on DomainError { message messageDetail field }
      ... on MutationCreateCatalogDataSourceSuccess { data { entityId } }
    }
  }
`);

export const DeleteCatalogDataSourceMutation = graphql(`
  mutation DeleteCatalogDataSource($dataSourceId: String!) {
    deleteCatalogDataSource(dataSourceId: $dataSourceId) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationDeleteCatalogDataSourceSuccess { data { entityId } }
    }
  }
`);

export const UploadCatalogFileMutation = graphql(`
  mutation UploadCatalogFile($dataSourceId: String!, $fileName: String!, $csv: String!) {
    uploadCatalogFile(dataSourceId: $dataSourceId, fileName: $fileName, csv: $csv) {
      __typename
      ... on DomainError { message messageDetail field }
      ... on MutationUploadCatalogFileSuccess { data { ...CatalogImportFields } }
    }
  }
`);

export const FetchCatalogDataSourceMutation = graphql(`
  mutation FetchCatalogDataSource($dataSourceId: String!) {
    fetchCatalogDataSource(dataSourceId: $dataSourceId) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationFetchCatalogDataSourceSuccess { data { ...CatalogImportFields } }
    }
  }
`);

export const CreateProductGroupMutation = graphql(`
  mutation CreateProductGroup($advertiserId: String!, $input: ProductGroupInput!) {
    createProductGroup(advertiserId: $advertiserId, input: $input) {
      __typename
      ... on DomainError { message messageDetail field }
      ... on MutationCreateProductGroupSuccess { data { entityId name summary itemCount } }
    }
  }
`);

export const DeleteProductGroupMutation = graphql(`
  mutation DeleteProductGroup($productGroupId: String!) {
    deleteProductGroup(productGroupId: $productGroupId) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationDeleteProductGroupSuccess { data { entityId } }
    }
  }
`);

export const SetCatalogFetchDailyMutation = graphql(`
  mutation SetCatalogFetchDaily($dataSourceId: String!, $fetchDaily: Boolean!) {
    setCatalogFetchDaily(dataSourceId: $dataSourceId, fetchDaily: $fetchDaily) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationSetCatalogFetchDailySuccess { data { entityId fetchDaily } }
    }
  }
`);

export const UpdateProductGroupMutation = graphql(`
  mutation UpdateProductGroup($productGroupId: String!, $input: ProductGroupInput!) {
    updateProductGroup(productGroupId: $productGroupId, input: $input) {
      __typename
      ... on DomainError { message messageDetail field }
      ... on MutationUpdateProductGroupSuccess { data { entityId name summary itemCount } }
    }
  }
`);
