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
void run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}).then((code) => {
  process.exitCode = code;
});
