import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.js';
import { errorText, errorTexts, uiError } from './ui-error.js';

describe('UiError', () => {
  it('shows the server messages, else the translated key', () => {
    const t = translator('ar');
    expect(errorTexts(uiError('common.error.generic', ['Zone id required']), t)).toEqual([
      'Zone id required',
    ]);
    expect(errorText(uiError('common.error.generic'), t)).toBe('حدث خطأ ما');
    expect(errorText(uiError('common.error.generic', ['a', 'b']), t)).toBe('a\nb');
  });
});
