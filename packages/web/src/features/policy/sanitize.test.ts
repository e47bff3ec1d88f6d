import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and drops attributes', () => {
    expect(
      sanitizeHtml('<p class="x" style="color:red" onclick="evil()">Hi <strong>there</strong></p>'),
    ).toBe('<p>Hi <strong>there</strong></p>');
    expect(sanitizeHtml('<ul><li>One</li><li>Two<br/>lines</li></ul>')).toBe(
      '<ul><li>One</li><li>Two<br>lines</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x"></iframe>d'),
    ).toBe('abcd');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<section><font color="red">text</font></section>')).toBe('text');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>after')).toBe('after');
  });

  it('escapes stray angle brackets and drops comments', () => {
    expect(sanitizeHtml('1 < 2 and 3 > 2<!-- hidden -->')).toBe('1 &lt; 2 and 3 &gt; 2');
  });

  it('keeps safe links only', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href=' JaVaScRiPt:alert(1)'>x</a>")).toBe('<a>x</a>');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/privacy-policy')).toBe('/privacy-policy');
  });

  it('closes what it opened and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><em>open')).toBe('<p><em>open</em></p>');
    expect(sanitizeHtml('</div>text</p>')).toBe('text');
    expect(sanitizeHtml('<p><b>x</p>')).toBe('<p><b>x</b></p>');
  });

  it('demotes h1 so the page title stays the only h1', () => {
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});
