// Values that the suites' global setups hand to their test files (vitest `provide` / `inject`).
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the live server under test, without a trailing slash. */
    serverUrl: string;
    /** `pglite:<folder>` or `postgres`. */
    serverDatabase: string;
    /** CORS origin the server was started with (contract suite). */
    allowedOrigin: string;
  }
}
