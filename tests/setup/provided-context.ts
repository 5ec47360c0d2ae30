// What postgres-global-setup.ts provides to the server suites; imported by the global setup and by the
// server's test database helper, so the app's and the server's typechecks both know it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test server's maintenance database; suites create their own databases. */
    postgresUrl: string;
    /** A dump of a migrated PGlite database, which in-memory test databases start from. */
    pgliteCopyPath: string;
    /** A migrated PGlite data directory, copied for processes that open one. */
    pgliteDataDir: string;
  }
}

export {};
