import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  controlCharacterMessage,
  hasControlCharacter,
  isMultiLineField,
  plainText,
} from './text.js';

const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
];
const lineBreaks = ['\t', '\n', '\r'];

describe('the rule "text has no control characters"', () => {
  it('refuses every character from U+0000 to U+001F and U+007F in single-line text', () => {
    for (const c of controls) expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
  });

  it('allows only tab, line feed and carriage return in multi-line text; NUL never', () => {
    for (const c of controls) {
      expect(hasControlCharacter(`a${c}b`, true), JSON.stringify(c)).toBe(!lineBreaks.includes(c));
    }
    expect(hasControlCharacter('line one\r\nline two\tend', true)).toBe(false);
    expect(hasControlCharacter('\u0000', true)).toBe(true);
  });

  it('accepts ordinary text in any script, and characters above U+007F', () => {
    for (const text of ['', 'Dubai Mall', 'دبي مول', 'café – “quoted”', '\u00a0\u0085\u200f😀']) {
      expect(hasControlCharacter(text)).toBe(false);
    }
  });

  it('knows the multi-line fields and names the field in its message', () => {
    expect(isMultiLineField('order_note')).toBe(true);
    expect(isMultiLineField('address')).toBe(true);
    expect(isMultiLineField('name')).toBe(false);
    expect(controlCharacterMessage('fcm_token')).toBe(
      'The fcm token must not contain control characters.',
    );
  });

  it('is a valibot check for one field', () => {
    const name = v.pipe(v.string(), plainText('name'));
    const note = v.pipe(v.string(), plainText('order_note'));
    expect(v.safeParse(name, 'Sara').success).toBe(true);
    expect(v.safeParse(name, 'Sa\nra').issues?.[0]?.message).toBe(
      'The name must not contain control characters.',
    );
    expect(v.safeParse(note, 'ring twice\nthen wait').success).toBe(true);
    expect(v.safeParse(note, 'a\u0000b').success).toBe(false);
  });
});
