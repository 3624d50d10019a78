/** Which database an integration project runs against; each project names its own in vitest.config.ts. */
export type TestDatabaseKind = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database kind the integration files of this project run on. */
    dbKind: TestDatabaseKind;
    /**
     * A superuser URL of the PostgreSQL server the postgres project's global setup found or started; each test
     * file creates its own database on it. Empty for the other projects.
     */
    postgresAdminUrl: string;
    /** A migrated PGlite data folder the pglite project's global setup made; each test file copies it. */
    pgliteTemplateDir: string;
    /** The URL of the database thread's bundle the pglite project's global setup built; each PGlite runs on it. */
    pgliteThreadBundle: string;
    /** A data folder with the demo content painted, made by the e2e project's global setup; each e2e server copies it. */
    e2eSeededDataDir: string;
  }
}
