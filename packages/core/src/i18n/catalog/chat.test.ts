import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';
import { en } from './chat.js';
import { CHAT_KEYS } from '../../domain/chat.js';

describe('chat area', () => {
  it('has the spec text of the image limit', () => {
    expect(catalogs.en['chat.error.tooManyImages']).toBe('Maximum 3 images can be send at a time.');
  });

  it.each(Object.values(CHAT_KEYS))('%s exists in both languages', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('every Arabic text is Arabic', () => {
    for (const key of Object.keys(en)) expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });
});
