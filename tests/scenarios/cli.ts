// Runs the built `storefront` command (packages/cli/bin/storefront.js) as a user would.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/server.js';

export const CLI_BIN = join(repoRoot, 'packages/cli/bin/storefront.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function storefront(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CliRun> {
  if (!existsSync(join(repoRoot, 'packages/cli/dist/main.js'))) {
    throw new Error('packages/cli/dist is missing: run `npm run build` first');
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
