// A small fetch wrapper for the suites: JSON in, parsed JSON (or text) out.
import { request as nodeRequest } from 'node:http';

export interface HttpResult {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or `undefined` when the body is not JSON. */
  json: unknown;
}

export interface HttpRequest {
  method?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (with a JSON content type). */
  body?: unknown;
}

export async function http(
  base: string,
  path: string,
  request: HttpRequest = {},
): Promise<HttpResult> {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | FormData | undefined;
  if (request.body instanceof FormData) {
    // A multipart form: fetch writes its content type with the boundary.
    body = request.body;
  } else if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: request.method ?? 'GET', headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * A request on a connection of its own (closed afterwards), for bodies the server may refuse
 * before reading them (413): the refused connection is never reused for the next request.
 */
export function httpOnce(
  base: string,
  path: string,
  request: HttpRequest = {},
): Promise<HttpResult> {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const headers: Record<string, string | number> = {
    Accept: 'application/json',
    Connection: 'close',
    ...request.headers,
  };
  if (body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    headers['Content-Length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = nodeRequest(
      url,
      { method: request.method ?? 'GET', headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          settled = true;
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text === '' ? undefined : JSON.parse(text);
          } catch {
            json = undefined;
          }
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined)
              responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({ status: res.statusCode ?? 0, headers: responseHeaders, text, json });
        });
      },
    );
    // The server may answer and close while the body is still being written: that is fine.
    req.on('error', (error) => {
      if (!settled) setTimeout(() => !settled && reject(error), 1000);
    });
    req.end(body);
  });
}
