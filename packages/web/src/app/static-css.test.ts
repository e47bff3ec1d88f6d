import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { replaceStaticCss, type CssFunction } from '../../plugins/static-css.js';
import { css as pandaCss } from '../../styled-system/css';

const css = pandaCss as unknown as CssFunction;
const src = fileURLToPath(new URL('..', import.meta.url));
const cssModule = fileURLToPath(new URL('../../styled-system/css', import.meta.url));

/** The plugin's transform of one file, as the build runs it. */
const transform = (code: string, id = join(src, 'features/sample/Sample.tsx')) =>
  replaceStaticCss(code, id, {
    parse: (source, options) => parseAst(source, options),
    css,
    isCssModule: (source) => source.startsWith('.') && resolve(dirname(id), source) === cssModule,
  });

const header = `import { css, cx } from '../../../styled-system/css';\n`;
/** The transformed code, or the code itself when nothing was replaced. */
const out = (code: string) => transform(header + code)?.code.slice(header.length) ?? code;

describe("the build's static css() calls (issue 9)", () => {
  it('replaces a call of literals with exactly what css() returns for them', () => {
    const styles = {
      display: 'flex',
      p: 4,
      mx: -2,
      truncate: true,
      outline: null,
      '&:hover': { color: 'accent.text', md: { bg: 'bg.muted' } },
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      fontSize: { base: 'sm', lg: 'md' },
    };
    const code = `export const a = css({ display: 'flex', p: 4, mx: -2, truncate: true, outline: null,
      '&:hover': { color: 'accent.text', md: { bg: 'bg.muted' } },
      gridTemplateColumns: \`repeat(2, minmax(0, 1fr))\`, fontSize: { base: 'sm', lg: 'md' } });`;
    expect(out(code)).toBe(`export const a = ${JSON.stringify(css(styles))};`);
    // Several arguments merge as at runtime (the later one wins), and no argument is no class.
    expect(out(`css({ p: '2', color: 'red' }, { p: '3' })`)).toBe(
      JSON.stringify(css({ p: '2', color: 'red' }, { p: '3' })),
    );
    expect(out(`css({ p: '2', p: '3' })`)).toBe(JSON.stringify(css({ p: '3' })));
    expect(out(`css()`)).toBe('""');
  });

  it('replaces calls inside cx() and JSX, in TypeScript, and keeps a source map', () => {
    const code = `type P = { on: boolean };
export function A({ on }: P) {
  return <div className={cx(css({ display: 'grid' }), on && css({ color: 'danger.text' }))} />;
}`;
    const id = join(src, 'features/sample/Sample.tsx');
    const result = transform(header + code, id);
    expect(result?.code.slice(header.length)).toBe(`type P = { on: boolean };
export function A({ on }: P) {
  return <div className={cx(${JSON.stringify(css({ display: 'grid' }))}, on && ${JSON.stringify(css({ color: 'danger.text' }))})} />;
}`);
    expect(result?.map.sources).toEqual([id]);
    expect(result?.map.sourcesContent).toEqual([header + code]);
    expect(result?.map.mappings).not.toBe('');
  });

  it('leaves dynamic and partly dynamic calls as they are', () => {
    for (const call of [
      `css({ color: tone })`,
      `css({ w: wide ? '28' : '20' })`,
      `css({ ...base, p: '2' })`,
      `css({ [prop]: '2' })`,
      `css({ bg: \`\${tone}.subtle\` })`,
      `css({ h: size() })`,
      `css({ w })`,
      `css({ color: 'red' }, extra)`,
      `css(base, { color: 'red' })`,
      `css({ p: '2', _hover: { color: on ? 'red' : 'blue' } })`,
      `css({ p: ['1', '2'] })`,
      `css({ p: '2' } as const)`,
      `css?.({ p: '2' })`,
      `css.raw({ p: '2' })`,
    ])
      expect(out(call)).toBe(call);
  });

  it('leaves calls of a css that is not the styled-system’s alone', () => {
    const shadowed = `function a(css) { return css({ p: '1' }); }
function b() { if (x) { var css = f; } return css({ p: '1' }); }
function c() { const css = f; return css({ p: '1' }); }
try { g(); } catch (css) { css({ p: '1' }); }
for (const css of fs) css({ p: '1' });
const d = ({ css }) => css({ p: '1' });
{ class css {} css({ p: '1' }); }
export const e = css({ p: '1' });`;
    // The last call (the module's css) is replaced, every shadowed one is not.
    const result = out(shadowed);
    expect(result.match(/css\(\{ p: '1' \}\)/g)).toHaveLength(7);
    expect(result.endsWith(`export const e = ${JSON.stringify(css({ p: '1' }))};`)).toBe(true);

    const other = `import { css } from '@emotion/css';\nexport const a = css({ p: '1' });`;
    expect(transform(other)).toBeNull();
    const elsewhere = `import { css } from '../styled-system/css';\nexport const a = css({ p: '1' });`;
    expect(transform(elsewhere)).toBeNull();
    const typeOnly = `import type { css } from '../../../styled-system/css';\nexport const a = css({ p: '1' });`;
    expect(transform(typeOnly)).toBeNull();
    const renamed = `import { css as style } from '../../../styled-system/css';\nexport const a = style({ p: '1' });`;
    expect(transform(renamed)?.code).toBe(
      `import { css as style } from '../../../styled-system/css';\nexport const a = ${JSON.stringify(css({ p: '1' }))};`,
    );
  });

  it("replaces the app's static calls with what css() returns for the same literal", () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    let replaced = 0;
    for (const file of files) {
      const code = readFileSync(join(src, file), 'utf8');
      if (!code.includes('styled-system/css')) continue;
      const result = transform(code, join(src, file));
      for (const call of result?.calls ?? []) {
        // The call's own text, evaluated as JavaScript with the runtime css().
        const text = code.slice(call.start, call.end);
        const value = new Function('css', `return ${text.replace(/^\w+/, 'css')};`)(css);
        expect(JSON.stringify(call.className), `${file}: ${text}`).toBe(JSON.stringify(value));
        replaced += 1;
      }
    }
    // Most of the app's calls are static (about 2,300 when this was written).
    expect(replaced).toBeGreaterThan(1000);
  });
});
