// Writes the shell (src/app/shell) into the built dist/index.html, so that the first paint comes
// with the HTML and the CSS, before any script runs (issue 9). Runs after `vite build`: builds
// the shell's module for Node (into a scratch folder), renders it, and fills index.html's root.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
// Inside the package, so that the module's imports (react, react-dom) resolve from there.
const out = mkdtempSync(join(web, 'node_modules', '.shell-'));
try {
  await build({
    root: web,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: {
      ssr: 'src/app/shell/prerender.tsx',
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
    },
  });
  const { shellHtml, withShell } = await import(pathToFileURL(join(out, 'prerender.js')).href);
  const index = join(web, 'dist', 'index.html');
  writeFileSync(index, withShell(readFileSync(index, 'utf8'), shellHtml()));
} finally {
  rmSync(out, { recursive: true, force: true });
}
