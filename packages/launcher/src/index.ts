/**
 * `@storefront/launcher`: what the server's and the CLI's launchers (the server's dist/main.js,
 * the CLI's bin/storefront.js) use to run their build's one-script bundle (issue 9: start in a
 * second). Node-only; the bundler itself is `@storefront/launcher/bundle` (build time, esbuild).
 * Launchers load this before anything else, so it imports Node's own modules only.
 */
import { upToDateBundle } from './bundle-inputs.js';
import { runScriptBundle, writeCodeCache } from './script-bundle.js';

export { BUNDLE_INPUTS, upToDateBundle, type BundleInputs } from './bundle-inputs.js';
export { codeCachePath, runScriptBundle, writeCodeCache } from './script-bundle.js';

export interface LaunchOptions {
  /**
   * Write the code cache as the process exits, if it started without a usable one: for a command
   * that ends by itself (the CLI), whatever its way out (`process.exit`, the end of its work).
   * The server writes it after a clean shutdown instead, with its start flags restored.
   */
  codeCacheAtExit?: boolean;
}

/**
 * Runs the bundle in `folder` (a path) if it is up to date and answers true; answers false when
 * there is none or it is stale: the caller then imports its plain modules.
 */
export function launchBundle(folder: string, options: LaunchOptions = {}): boolean {
  const bundle = upToDateBundle(folder);
  if (!bundle) return false;
  if (options.codeCacheAtExit === true) process.once('exit', writeCodeCache);
  runScriptBundle(bundle);
  return true;
}
