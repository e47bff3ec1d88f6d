#!/usr/bin/env node
// Part of `npm run lint`: no import cycles in the packages' sources, the tests and the scripts
// (TypeScript's resolution: `./x.js` finds `x.ts`; type-only imports count too).
// Exits 1 and lists each cycle when there is one.
//
// The graph is built here rather than by madge (issue 9: madge parsed every file with
// typescript-estree and converted the tsconfig again for each import, 16.5 CPU s): one
// TypeScript parse per file, the tsconfig read once, the imports that madge's detectives read
// (type-only ones too), and madge's own cycle search, so a graph gives the same cycles in the
// same order. One difference: madge handed the parsed tsconfig to filing-cabinet as if it were
// the file's JSON, so its module options were dropped and no import of a workspace package by its
// name (`@storefront/core`, `@storefront/launcher`) was followed; here they resolve, as in tsc,
// to the package's sources (about 1,050 more edges than madge's graph; no cycle among them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Where cycles are looked for: every package's sources, the cross-package tests, the scripts. */
export const CHECKED = [
  'packages/core/src',
  'packages/server/src',
  'packages/cli/src',
  'packages/web/src',
  'packages/launcher/src',
  'tests',
  'scripts',
];

/** The files looked at under the checked folders (`.d.ts` among them, as madge did). */
const EXTENSIONS = new Set(['ts', 'tsx', 'mjs', 'js']);
/** Left out of the graph (files and the imports of them): build output and generated code. */
const EXCLUDED = [/node_modules/, /[\\/]dist[\\/]/, /styled-system/];

const isGitPath = (path) => path.split(sep).includes('.git');
const isNpmPath = (path) => path.includes('node_modules');
const builtins = new Set(builtinModules);
const isCore = (name) => name.startsWith('node:') || builtins.has(name.split('/')[0]);

/** Every file with one of EXTENSIONS under `dir`, outside `.git` and `node_modules` folders. */
function listFiles(dir, files) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (isGitPath(path) || isNpmPath(path)) continue;
    if (entry.isDirectory()) listFiles(path, files);
    else if (entry.isFile() && EXTENSIONS.has(extname(path).slice(1))) files.push(path);
  }
  return files;
}

/**
 * The module names a file imports, as madge's detectives read them: import and export
 * declarations (type-only ones too), `import x = require(...)`, `import('...')` with a string
 * and, in TypeScript, `import('...')` types; not `require` calls, not Node's own modules.
 */
function importsOf(file, text) {
  const extension = extname(file);
  const typescript = extension === '.ts' || extension === '.tsx';
  const kind =
    extension === '.tsx' ? ts.ScriptKind.TSX : typescript ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const names = [];
  const add = (node) => {
    if (node && ts.isStringLiteral(node) && node.text) names.push(node.text);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (
      typescript &&
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    else if (typescript && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names.filter((name) => !isCore(name));
}

/**
 * Resolves imports as filing-cabinet did for madge, with the tsconfig's module options (read
 * once): TypeScript's resolution for `.ts`, `.tsx` and `.js` files.
 */
function resolver(tsConfig, baseDir) {
  const parsed = ts.readJsonConfigFile(tsConfig, ts.sys.readFile);
  const options = ts.parseJsonSourceFileConfigFileContent(
    parsed,
    ts.sys,
    dirname(tsConfig),
  ).options;
  const host = ts.createCompilerHost({});
  const cache = ts.createModuleResolutionCache(baseDir, (name) => name, options);
  const typescript = (name, file) => {
    const found = ts.resolveModuleName(name, file, options, host, cache);
    if (found.resolvedModule) return found.resolvedModule.resolvedFileName;
    // As filing-cabinet: a declaration file's place looked up names a file that exists.
    return (
      (found.failedLookupLocations ?? [])
        .filter((location) => location.endsWith('.d.ts'))
        .map((location) => location.slice(0, -'.d.ts'.length))
        .find((location) => ts.sys.fileExists(location)) ?? ''
    );
  };
  // Other files (the scripts' `.mjs`): relative to the file, or to the base folder, with the
  // file's own extension when the name has none (resolve-dependency-path).
  const plain = (name, file) => {
    const path = name.startsWith('.') ? resolve(dirname(file), name) : resolve(baseDir, name);
    return extname(name) ? path : path + extname(file);
  };
  return (name, file) => {
    const extension = extname(file);
    const found =
      extension === '.ts' || extension === '.tsx' || extension === '.js'
        ? typescript(name, file)
        : plain(name, file);
    return found ? resolve(found) : '';
  };
}

/**
 * madge's cycle search (madge 8, lib/cyclic.js, MIT): a depth-first walk in the graph's order;
 * a module met again while its own imports are being walked closes a cycle.
 */
function cyclesOf(graph) {
  const circular = [];
  const resolved = {};
  const unresolved = {};
  const pathTo = (parent) => {
    let seen = false;
    return Object.keys(unresolved).filter((id) => {
      if (id === parent) seen = true;
      return seen && unresolved[id];
    });
  };
  const walk = (id) => {
    unresolved[id] = true;
    for (const dependency of graph[id] ?? []) {
      if (resolved[dependency]) continue;
      if (unresolved[dependency]) {
        circular.push(pathTo(dependency));
        continue;
      }
      walk(dependency);
    }
    resolved[id] = true;
    unresolved[id] = false;
  };
  for (const id of Object.keys(graph)) walk(id);
  return circular;
}

/**
 * The import graph of the files under `paths` and of every file they import (outside
 * `node_modules`): each file (relative to `baseDir`) with the files it imports, both sorted.
 */
export function importGraph(paths, { baseDir = root } = {}) {
  const resolveImport = resolver(join(root, 'tsconfig.base.json'), baseDir);
  const imports = new Map();
  const pending = paths.flatMap((path) => listFiles(resolve(path), []));
  while (pending.length > 0) {
    const file = pending.pop();
    if (imports.has(file)) continue;
    const extension = extname(file).slice(1);
    const names = EXTENSIONS.has(extension) ? importsOf(file, readFileSync(file, 'utf8')) : [];
    const found = new Set();
    for (const name of names) {
      const path = resolveImport(name, file);
      if (!path || !existsSync(path) || isGitPath(path) || isNpmPath(path)) continue;
      found.add(path);
      if (!imports.has(path)) pending.push(path);
    }
    imports.set(file, found);
  }
  const id = (path) => relative(baseDir, path).split(sep).join('/');
  const kept = (name) => !EXCLUDED.some((pattern) => pattern.test(name));
  const graph = {};
  for (const file of [...imports.keys()].map(id).filter(kept).sort()) graph[file] = [];
  for (const [file, found] of imports) {
    const name = id(file);
    if (graph[name]) graph[name] = [...found].map(id).filter(kept).sort();
  }
  return graph;
}

/** The import cycles among the files under `paths` (each cycle a list of files). */
export async function findCycles(paths, { baseDir = root } = {}) {
  return cyclesOf(importGraph(paths, { baseDir }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const cycles = await findCycles(CHECKED.map((path) => join(root, path)));
  if (cycles.length === 0) {
    console.log('No import cycles.');
  } else {
    console.error(`${cycles.length} import cycle(s):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
}
