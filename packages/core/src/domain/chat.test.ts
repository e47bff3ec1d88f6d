import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHAT_KEYS,
  chatImagesIssue,
  chatImagesLeft,
  chatMessageIssue,
  MAX_CHAT_IMAGE_BYTES,
  MAX_CHAT_MESSAGE,
  totalUnread,
  unreadBadge,
} from './chat.js';

const png = (name = 'a.png', size = 100) => ({ name, size, kind: 'png' as const });

describe('chat images', () => {
  it('accepts up to 3 images', () => {
    expect(chatImagesIssue([])).toBeNull();
    expect(chatImagesIssue([png(), png(), png()])).toBeNull();
  });

  it('refuses a fourth image with the spec message key', () => {
    expect(chatImagesIssue([png(), png(), png(), png()])).toMatchObject({
      code: 'image',
      key: CHAT_KEYS.tooManyImages,
    });
  });

  it('refuses a PDF, an unknown kind, an empty file and a file too large', () => {
    expect(chatImagesIssue([{ name: 'x.pdf', size: 10, kind: 'pdf' }])?.key).toBe(
      CHAT_KEYS.imageKind,
    );
    expect(chatImagesIssue([{ name: 'x', size: 10, kind: null }])?.key).toBe(CHAT_KEYS.imageKind);
    expect(chatImagesIssue([png('e.png', 0)])?.key).toBe(CHAT_KEYS.imageKind);
    expect(chatImagesIssue([png('b.png', MAX_CHAT_IMAGE_BYTES + 1)])?.key).toBe(
      CHAT_KEYS.imageSize,
    );
    expect(chatImagesIssue([png('b.png', MAX_CHAT_IMAGE_BYTES)])).toBeNull();
  });
});

describe('chat message', () => {
  it('needs a text or an image', () => {
    expect(chatMessageIssue('  ', 0)?.key).toBe(CHAT_KEYS.empty);
    expect(chatMessageIssue(null, 1)).toBeNull();
    expect(chatMessageIssue('hi', 0)).toBeNull();
  });

  it('refuses a text above the limit', () => {
    expect(chatMessageIssue('x'.repeat(MAX_CHAT_MESSAGE), 0)).toBeNull();
    expect(chatMessageIssue('x'.repeat(MAX_CHAT_MESSAGE + 1), 0)?.key).toBe(CHAT_KEYS.tooLong);
  });

  it('counts the images left', () => {
    expect(chatImagesLeft(0)).toBe(3);
    expect(chatImagesLeft(3)).toBe(0);
    expect(chatImagesLeft(5)).toBe(0);
  });
});

describe('unread badge', () => {
  it('sums the positive counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 500 })), (counts) => {
        const total = totalUnread(counts);
        expect(total).toBe(counts.filter((n) => n > 0).reduce((a, b) => a + b, 0));
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
