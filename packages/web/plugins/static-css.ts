import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString, { type SourceMap } from 'magic-string';
import type { ESTree, Plugin } from 'vite';

/** The styled-system's `css`: style objects in, the atomic class names out. */
export type CssFunction = (...styles: object[]) => string;

type Lang = 'js' | 'jsx' | 'ts' | 'tsx';
type Parse = (code: string, options: { lang: Lang }) => ESTree.Program;

/** One `css(...)` call replaced: its place in the source, its arguments' values and the result. */
export interface StaticCall {
  start: number;
  end: number;
  args: object[];
  className: string;
}

export interface StaticCssResult {
  code: string;
  map: SourceMap;
  calls: StaticCall[];
}

// Any ESTree node, read field by field (the walk below visits every kind of node).
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const NOT_STATIC = Symbol('not static');

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The value of an argument made only of literals: objects (no spread, no computed key, no
 * method) of strings, numbers, booleans, null, templates without expressions, negative numbers
 * and such objects. Anything else (a name, a call, a condition, ...) is not static.
 */
function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'ParenthesizedExpression':
      return staticValue(node.expression as Node);
    case 'Literal': {
      if (node.regex || node.bigint) return NOT_STATIC;
      const value = node.value;
      return value === null || ['string', 'number', 'boolean'].includes(typeof value)
        ? value
        : NOT_STATIC;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      return (node.expressions as Node[]).length === 0 && quasis[0]?.value.cooked != null
        ? quasis[0].value.cooked
        : NOT_STATIC;
    }
    case 'UnaryExpression': {
      const argument = node.argument as Node;
      return node.operator === '-' &&
        argument.type === 'Literal' &&
        typeof argument.value === 'number'
        ? -argument.value
        : NOT_STATIC;
    }
    case 'ObjectExpression': {
      // Built by assignment in the literal's order: the same keys, order and duplicates rule.
      const object: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init') return NOT_STATIC;
        if (property.computed || property.method || property.shorthand) return NOT_STATIC;
        const key = property.key as Node;
        const name =
          key.type === 'Identifier'
            ? (key.name as string)
            : key.type === 'Literal' && ['string', 'number'].includes(typeof key.value)
              ? String(key.value)
              : null;
        if (name == null || name === '__proto__') return NOT_STATIC;
        const value = staticValue(property.value as Node);
        if (value === NOT_STATIC) return NOT_STATIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

/** The names a binding pattern declares (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function patternNames(node: Node | null, out: string[] = []): string[] {
  if (!node) return out;
  switch (node.type) {
    case 'Identifier':
      out.push(node.name as string);
      break;
    case 'ObjectPattern':
      for (const property of node.properties as Node[])
        patternNames(property.type === 'RestElement' ? property : (property.value as Node), out);
      break;
    case 'ArrayPattern':
      for (const element of node.elements as (Node | null)[]) patternNames(element, out);
      break;
    case 'RestElement':
      patternNames(node.argument as Node, out);
      break;
    case 'AssignmentPattern':
      patternNames(node.left as Node, out);
      break;
    case 'TSParameterProperty':
      patternNames(node.parameter as Node, out);
      break;
  }
  return out;
}

const isFunction = (node: Node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

/** The `var` names of a function's body (hoisted to the function; nested functions excluded). */
function varNames(node: Node, out: string[] = []): string[] {
  for (const child of children(node)) {
    if (isFunction(child)) continue;
    if (child.type === 'VariableDeclaration' && child.kind === 'var')
      for (const declarator of child.declarations as Node[])
        patternNames(declarator.id as Node, out);
    varNames(child, out);
  }
  return out;
}

/** The lexical names a block's own statements declare (let, const, class, function). */
function blockNames(statements: Node[], out: string[] = []): string[] {
  for (const statement of statements) {
    if (statement.type === 'VariableDeclaration' && statement.kind !== 'var')
      for (const declarator of statement.declarations as Node[])
        patternNames(declarator.id as Node, out);
    if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      statement.id
    )
      out.push((statement.id as Node).name as string);
  }
  return out;
}

/** The names a node declares for its own scope (so that they hide the module's bindings). */
function scopeNames(node: Node): string[] {
  if (isFunction(node)) {
    const names = (node.params as Node[]).flatMap((param) => patternNames(param));
    if (node.type === 'FunctionExpression' && node.id) names.push((node.id as Node).name as string);
    if (isNode(node.body) && node.body.type === 'BlockStatement') varNames(node.body, names);
    return names;
  }
  switch (node.type) {
    case 'BlockStatement':
    case 'StaticBlock':
      return blockNames(node.body as Node[]);
    case 'SwitchStatement':
      return blockNames((node.cases as Node[]).flatMap((c) => c.consequent as Node[]));
    case 'ForStatement':
    case 'ForInStatement':
    case 'ForOfStatement': {
      const head = (node.type === 'ForStatement' ? node.init : node.left) as Node | null;
      return head?.type === 'VariableDeclaration' && head.kind !== 'var' ? blockNames([head]) : [];
    }
    case 'CatchClause':
      return patternNames(node.param as Node | null);
    case 'ClassExpression':
      return node.id ? [(node.id as Node).name as string] : [];
    default:
      return [];
  }
}

/**
 * Replaces each call of the styled-system's `css` whose arguments are all static literals
 * (`staticValue`) with the string that `css` returns for them, computed here, in Node, by the
 * same function the browser would run. Calls with any other argument, calls through a name that
 * an inner scope redeclares, and other modules' `css` are left as they are. `isCssModule` tells
 * whether an import's source (from this file) is the styled-system's `css` module.
 */
export function replaceStaticCss(
  code: string,
  id: string,
  options: { parse: Parse; css: CssFunction; isCssModule: (source: string) => boolean },
): StaticCssResult | null {
  const ext = /\.[cm]?([jt]sx?)$/.exec(id)?.[1] ?? 'js';
  const lang = (['js', 'jsx', 'ts', 'tsx'] as const).find((l) => l === ext) ?? 'js';
  const program = options.parse(code, { lang }) as unknown as Node;

  const imported = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    if (!options.isCssModule((statement.source as Node).value as string)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const name = specifier.imported as Node;
      if ((name.type === 'Identifier' ? name.name : name.value) === 'css')
        imported.add((specifier.local as Node).name as string);
    }
  }
  if (imported.size === 0) return null;

  const calls: StaticCall[] = [];
  const visit = (node: Node, names: Set<string>) => {
    const hidden = scopeNames(node).filter((name) => names.has(name));
    if (hidden.length > 0) {
      names = new Set([...names].filter((name) => !hidden.includes(name)));
      if (names.size === 0) return;
    }
    if (node.type === 'CallExpression' && !node.optional) {
      const callee = node.callee as Node;
      if (callee.type === 'Identifier' && names.has(callee.name as string)) {
        const args = (node.arguments as Node[]).map(staticValue);
        if (!args.includes(NOT_STATIC)) {
          const values = args as object[];
          calls.push({
            start: node.start,
            end: node.end,
            args: values,
            className: options.css(...values),
          });
          return;
        }
      }
    }
    for (const child of children(node)) visit(child, names);
  };
  visit(program, imported);
  if (calls.length === 0) return null;

  const edited = new MagicString(code);
  for (const call of calls) edited.overwrite(call.start, call.end, JSON.stringify(call.className));
  return {
    code: edited.toString(),
    map: edited.generateMap({ source: id, includeContent: true, hires: 'boundary' }),
    calls,
  };
}

/**
 * The app's static `css({...})` calls as their class names, computed at build time (issue 9).
 * Panda's runtime `css()` merges and serialises its arguments on each call (1,841 of the app's
 * calls are inline in JSX, so on each render): 20–46 ms of the main thread per page load. Panda's
 * CSS extraction reads the sources, not this output, so the style sheet is unchanged.
 */
export function cssAsClassNames(webRoot: string): Plugin {
  const cssDir = join(webRoot, 'styled-system/css');
  const cssModules = new Set([cssDir, join(cssDir, 'index.mjs'), join(cssDir, 'index.js')]);
  const srcDir = join(webRoot, 'src');
  let css: CssFunction | null = null;
  return {
    name: 'storefront-css-as-class-names',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // The module `panda codegen` wrote, run as is: the same function the browser runs.
      const module = (await import(pathToFileURL(join(cssDir, 'index.mjs')).href)) as {
        css: CssFunction;
      };
      css = module.css;
    },
    transform: {
      filter: { id: /\.[jt]sx?$/, code: 'styled-system/css' },
      handler(code, id) {
        if (!css || !id.startsWith(`${srcDir}/`)) return null;
        const result = replaceStaticCss(code, id, {
          parse: (source, options) => this.parse(source, options),
          css,
          isCssModule: (source) =>
            source.startsWith('.') && cssModules.has(resolve(dirname(id), source)),
        });
        return result && { code: result.code, map: result.map };
      },
    },
  };
}
