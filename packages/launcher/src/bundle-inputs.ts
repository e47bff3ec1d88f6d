/**
 * Whether a build's one-file bundle of a command line (bundle.ts: the server's, the CLI's) may
 * run: only while every file it was made from is as it was then (issue 9: start in a second).
 * Launchers ask before loading anything else, so this module imports Node's own modules only.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The name of what bundle.ts writes beside the bundle. */
export const BUNDLE_INPUTS = 'inputs.json';

/** `inputs.json`: the bundle's entry file, and each input as it was when the bundle was made. */
export interface BundleInputs {
  bundle: string;
  /** Path relative to the bundle's folder, modification time (ms) and size in bytes. */
  inputs: [path: string, mtimeMs: number, size: number][];
}

/**
 * The URL of the bundle in `folder` if every file it was made from still has the modification
 * time and size it had then, else null (no bundle, an unreadable list, or a changed input).
 */
export function upToDateBundle(folder: string): string | null {
  let manifest: BundleInputs;
  try {
    manifest = JSON.parse(readFileSync(join(folder, BUNDLE_INPUTS), 'utf8')) as BundleInputs;
  } catch {
    return null;
  }
  if (typeof manifest?.bundle !== 'string' || !Array.isArray(manifest.inputs)) return null;
  if (manifest.inputs.length === 0) return null;
  // Each input's path is the folder's and the relative path joined by a separator, not by
  // `join`: normalising some 480 paths of `../` segments was about half of the check's 30-odd ms
  // at a start (issue 9: start in a second). The system walks the `..` segments itself, to the same
  // file, since the folder comes from the real path of the launcher (Node resolves the links of
  // the entry module), so no `..` climbs out of a linked folder.
  for (const input of manifest.inputs) {
    if (!Array.isArray(input)) return null;
    const [path, mtimeMs, size] = input;
    if (typeof path !== 'string') return null;
    const stats = statSync(`${folder}${sep}${path}`, { throwIfNoEntry: false });
    if (!stats || stats.mtimeMs !== mtimeMs || stats.size !== size) return null;
  }
  const bundle = join(folder, manifest.bundle);
  return statSync(bundle, { throwIfNoEntry: false })?.isFile() ? pathToFileURL(bundle).href : null;
}
