// What tests/setup/postgres-global-setup.ts provides to the server suites (declared again here because
// the server is typechecked on its own).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test server's maintenance database; suites create their own databases. */
    postgresUrl: string;
  }
}

export {};
