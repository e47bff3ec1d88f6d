import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fileKindOf, isImageKind, safeFileName, FILE_HEAD_BYTES } from './file-kind.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('fileKindOf', () => {
  it('tells each known kind by its first bytes', () => {
    expect(fileKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(fileKindOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(fileKindOf(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(fileKindOf(bytes('GIF87a'))).toBe('gif');
    expect(fileKindOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(fileKindOf(bytes('%PDF-1.7'))).toBe('pdf');
  });

  it('refuses what only looks like one: a text, a RIFF that is no WebP, a short head', () => {
    expect(fileKindOf(bytes('hello, world'))).toBeNull();
    expect(fileKindOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(fileKindOf(bytes(0xff, 0xd8))).toBeNull();
    expect(fileKindOf(bytes('%PDF'))).toBeNull();
    expect(fileKindOf(new Uint8Array())).toBeNull();
    // An AVIF or an HTML page named .png is still not a PNG.
    expect(fileKindOf(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBeNull();
    expect(fileKindOf(bytes('<html><body>'))).toBeNull();
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: FILE_HEAD_BYTES * 2 }), (head) => {
        const kind = fileKindOf(head);
        expect(kind === null || typeof kind === 'string').toBe(true);
      }),
    );
  });

  it('images are every kind but PDF', () => {
    expect(isImageKind('png')).toBe(true);
    expect(isImageKind('pdf')).toBe(false);
    expect(isImageKind(null)).toBe(false);
  });
});

describe('safeFileName', () => {
  it('keeps letters, digits and ._ -, at most 100 characters', () => {
    expect(safeFileName('scan 1.png', 'png', 'prescription')).toBe('scan 1.png');
    expect(safeFileName('../../etc/passwd', 'pdf', 'prescription')).toBe('....etcpasswd');
    expect(safeFileName('وصفة.jpg', 'jpeg', 'prescription')).toBe('وصفة.jpg');
    expect(safeFileName('a'.repeat(300), 'png', 'x')).toHaveLength(100);
  });

  it('falls back to a name with the kind’s extension', () => {
    expect(safeFileName('"<>/', 'pdf', 'prescription')).toBe('prescription.pdf');
  });
});
