/**
 * The parts of the Fetch API that core reads. Core compiles without the DOM or
 * Node typings (`types: []`), yet runs on both, where `Request`, `Response` and
 * `Headers` are globals; these structural types describe what it touches.
 */

export interface HeadersLike {
  get(name: string): string | null;
  set(name: string, value: string): void;
  has(name: string): boolean;
}

export interface RequestLike {
  readonly url: string;
  readonly method: string;
  readonly headers: HeadersLike;
}

export interface ResponseLike {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: HeadersLike;
}
