/**
 * Entry point of the `storefront` binary: bin/storefront.js runs the build's bundle of this file,
 * or imports it while that bundle is stale or missing.
 */
import { run } from './program.js';

// Output piped into a command that stops reading early (`| head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

// No top-level `await`: the build bundles this file as a CommonJS script (scripts/bundle.mjs).
let finished = false;
void run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}).then((code) => {
  finished = true;
  process.exitCode = code;
});
// A run that ends with its work unfinished (nothing left to wait for) exits 13, as it did when
// this file awaited `run` at its top level: Node's status for an unsettled top-level await.
process.once('exit', () => {
  if (!finished && process.exitCode === undefined) process.exitCode = 13;
});
