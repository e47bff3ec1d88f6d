// Reads openapi/storefront.yaml and validates response bodies against the response schema of an
// operation and status, with Ajv's JSON Schema 2020-12 dialect (the dialect of OpenAPI 3.1).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { repoRoot } from '../support/server.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path under the server URL, such as `/config/get-zone-id`. */
  path: string;
  /** The full path the server answers, with the servers' prefix (`/api/v1/...`). */
  url: string;
  /** The operation's tags in the YAML (`config`, `catalogue`…). */
  tags: string[];
  /** Documented response statuses (`200`, `403`...). */
  statuses: string[];
  /** Query parameters with their schemas. */
  query: QueryParameter[];
  /** Path parameters (`{id}`) with their schemas. */
  pathParams: QueryParameter[];
  /** Header parameters (`moduleId`, `zoneId`, `latitude`…) with their schemas. */
  headerParams: QueryParameter[];
  /** Whether the operation takes a JSON request body. */
  hasBody: boolean;
  /** The JSON request body's schema (`$ref`s to components left as they are), if any. */
  bodySchema: Json | undefined;
}

/** A parameter of an operation (query, path or header) and its schema. */
export interface QueryParameter {
  name: string;
  /** Where it goes: `query`, `path` or `header`. */
  in?: 'query' | 'path' | 'header';
  required: boolean;
  schema: {
    type?: string;
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
    enum?: unknown[];
  };
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

const doc = parse(readFileSync(`${repoRoot}openapi/storefront.yaml`, 'utf8')) as JsonObject;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node: Json = doc;
  for (const part of ref.slice(2).split('/')) {
    if (!isObject(node)) throw new Error(`unresolvable $ref ${ref}`);
    node = node[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null;
  }
  if (node === null) throw new Error(`unresolvable $ref ${ref}`);
  return node;
}

/** Follows a `$ref` to a component (responses, parameters), not inside schemas. */
function deref(node: Json | undefined): Json | undefined {
  if (isObject(node) && typeof node.$ref === 'string') return deref(pointer(node.$ref));
  return node;
}

/** Rewrites `#/components/schemas/X` to `#/$defs/X` so each schema carries its definitions. */
function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/$defs/')
        : rewriteRefs(value);
  }
  return out;
}

const components = isObject(doc.components) ? doc.components : {};
const defs = rewriteRefs(isObject(components.schemas) ? components.schemas : {});
const serverPrefix = (() => {
  const servers = doc.servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  return isObject(first) && typeof first.url === 'string' ? first.url.replace(/\/$/, '') : '';
})();

export const operations: Operation[] = [];
const responses = new Map<string, Map<string, Json>>();

for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
  if (!isObject(item)) continue;
  for (const method of METHODS) {
    const op = item[method];
    if (!isObject(op) || typeof op.operationId !== 'string') continue;
    const params = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(op.parameters) ? op.parameters : []),
    ].map(deref);
    const of = (where: string): QueryParameter[] =>
      params
        .filter((p): p is JsonObject => isObject(p) && p.in === where)
        .map((p) => ({
          name: String(p.name),
          in: where as QueryParameter['in'],
          required: p.required === true,
          schema: (isObject(p.schema) ? p.schema : {}) as QueryParameter['schema'],
        }));
    const byStatus = new Map<string, Json>();
    for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
      const resolved = deref(response);
      const content = isObject(resolved) ? resolved.content : undefined;
      const media = isObject(content) ? content['application/json'] : undefined;
      byStatus.set(status, isObject(media) && media.schema !== undefined ? media.schema : null);
    }
    responses.set(op.operationId, byStatus);
    const body = deref(op.requestBody);
    const bodyContent = isObject(body) && isObject(body.content) ? body.content : {};
    const bodyMedia = bodyContent['application/json'];
    operations.push({
      operationId: op.operationId,
      tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
      method,
      path,
      url: `${serverPrefix}${path}`,
      statuses: [...byStatus.keys()],
      query: of('query'),
      pathParams: of('path'),
      headerParams: of('header'),
      hasBody: isObject(op.requestBody),
      bodySchema: isObject(bodyMedia) ? bodyMedia.schema : undefined,
    });
  }
}

/** The operation's path with its `{name}` parameters filled in (URL-encoded). */
export function fillPath(op: Operation, values: Record<string, string | number> = {}): string {
  return op.url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`${op.operationId}: no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in openapi/storefront.yaml`);
  return found;
}

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const compiled = new Map<string, ValidateFunction>();

function compile(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    const body = rewriteRefs(schema);
    const root: JsonObject = isObject(body) ? { ...body } : { allOf: [body] };
    root.$defs = defs;
    validate = ajv.compile(root);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * Problems of `body` against the schema documented for `operationId` and `status`, as readable
 * lines; an empty list when it conforms. An undocumented status is a problem too.
 */
export function responseProblems(operationId: string, status: number, body: unknown): string[] {
  const byStatus = responses.get(operationId);
  if (!byStatus) return [`no operation ${operationId} in the YAML`];
  const schema = byStatus.get(String(status));
  if (schema === undefined) {
    return [`status ${status} is not documented for ${operationId} (${[...byStatus.keys()]})`];
  }
  if (schema === null) return [];
  const validate = compile(`${operationId} ${status}`, schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  );
}

/** Problems of `body` against the ErrorBody schema (`{errors:[{code,message}]}`). */
export function errorBodyProblems(body: unknown): string[] {
  const validate = compile('ErrorBody', { $ref: '#/components/schemas/ErrorBody' });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`);
}

/** Bad values for a parameter (query, path or header), derived from its schema in the YAML. */
export function badValues(param: QueryParameter): { label: string; value: string }[] {
  const { schema } = param;
  const bad: { label: string; value: string }[] = [];
  if (schema.type === 'number' || schema.type === 'integer') {
    bad.push({ label: 'not a number', value: 'abc' });
    if (schema.maximum !== undefined) {
      bad.push({ label: 'above its maximum', value: String(Math.max(999, schema.maximum + 1)) });
    }
    if (schema.minimum !== undefined) {
      bad.push({ label: 'below its minimum', value: String(Math.min(-999, schema.minimum - 1)) });
    }
    if (schema.type === 'integer') bad.push({ label: 'not an integer', value: '1.5' });
  }
  if (schema.type === 'string') {
    if (schema.minLength !== undefined && schema.minLength > 0) {
      bad.push({ label: 'empty', value: '' });
    }
    if (schema.maxLength !== undefined) {
      bad.push({ label: 'too long', value: 'x'.repeat(schema.maxLength + 1) });
    }
  }
  if (schema.enum) bad.push({ label: 'not one of its values', value: 'not-an-option' });
  // Any parameter: a control character (a tab in a header: HTTP clients refuse NUL there).
  bad.push(
    param.in === 'header'
      ? { label: 'with a control character', value: '1\t2' }
      : { label: 'with a control character', value: '1\u00002' },
  );
  return bad;
}

/** A value for a test's title, control characters written as `\u0000`. */
export function printable(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * The string fields of an operation's JSON body, from its schema in the YAML: dotted paths, `0`
 * for an array's items (`cart.0.variation.0.name`); every branch of a `oneOf`/`anyOf`/`allOf`.
 */
export function bodyStringFields(op: Operation): string[] {
  const found = new Set<string>();
  const visit = (node: Json | undefined, path: string, depth: number) => {
    if (depth > 8) return;
    const schema = isObject(node) && typeof node.$ref === 'string' ? pointer(node.$ref) : node;
    if (!isObject(schema)) return;
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      const branches = schema[key];
      if (Array.isArray(branches)) for (const b of branches) visit(b, path, depth + 1);
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string') && path !== '') found.add(path);
    if (isObject(schema.properties)) {
      for (const [name, child] of Object.entries(schema.properties)) {
        visit(child, path ? `${path}.${name}` : name, depth + 1);
      }
    }
    if (schema.items !== undefined) visit(schema.items, `${path}.0`, depth + 1);
  };
  visit(op.bodySchema, '', 0);
  return [...found];
}
