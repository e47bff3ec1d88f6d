/**
 * What a file is, told by its first bytes (its "magic number"), never by its name or the type a
 * browser claims: the server checks every upload this way, and a client can check the same bytes
 * before sending (`File.slice(0, FILE_HEAD_BYTES)`).
 *
 * Known kinds: JPEG (`FF D8 FF`), PNG (`89 50 4E 47 0D 0A 1A 0A`), GIF (`GIF87a` / `GIF89a`),
 * WebP (`RIFF` … `WEBP`) and PDF (`%PDF-`).
 */

export const FILE_KINDS = ['jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The bytes `fileKindOf` reads: enough for every known signature. */
export const FILE_HEAD_BYTES = 12;

/** The media type a kind is served with. */
export const FILE_KIND_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The file name extension of a kind. */
export const FILE_KIND_EXTENSIONS: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
};

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { kind: FileKind; test: (head: Uint8Array) => boolean }[] = [
  { kind: 'jpeg', test: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { kind: 'png', test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: 'gif', test: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { kind: 'webp', test: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  { kind: 'pdf', test: (h) => startsWith(h, ascii('%PDF-')) },
];

/** The kind of a file from its first bytes (at least `FILE_HEAD_BYTES` of them), or null. */
export function fileKindOf(head: Uint8Array): FileKind | null {
  return SIGNATURES.find((s) => s.test(head))?.kind ?? null;
}

/** Whether a kind is an image a browser shows (every known kind but PDF). */
export const isImageKind = (kind: FileKind | null): boolean => kind != null && kind !== 'pdf';

/** A file name kept for display: letters, digits, `._ -` only, at most 100 characters. */
export function safeFileName(name: string, kind: FileKind, fallback: string): string {
  const base = name
    .replace(/[^\p{L}\p{N}._ -]/gu, '')
    .trim()
    .slice(0, 100);
  return base === '' ? `${fallback}.${FILE_KIND_EXTENSIONS[kind]}` : base;
}
