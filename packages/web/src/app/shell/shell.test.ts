import { en as checkoutEn } from '@storefront/core/i18n/catalog/checkout';
import { ar as checkoutAr } from '@storefront/core/i18n/catalog/checkout.ar';
import { describe, expect, it } from 'vitest';
import { shellHtml, withShell } from './prerender.js';
import { SHELL_LANGUAGES, SHELL_PAGES, SHELL_TEXTS, shellMark } from './Shell.js';

const INDEX = `<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>`;

describe('the prerendered shell (issue 9)', () => {
  const shell = shellHtml();

  it('has the frame and one skeleton per page, no text and nothing to act on', () => {
    expect(shell).toMatch(/^<div aria-hidden="true" inert=""/);
    expect(shell).toContain('<header');
    for (const page of SHELL_PAGES) {
      expect(shell.split(`data-shell-page="${page}"`)).toHaveLength(2);
    }
    // No text but the landing's, marked for the server in each language (a text of the build
    // would be in one language), and the checkout's, in each language from core's catalogs; no
    // links, buttons or fields.
    const marks = SHELL_TEXTS.flatMap((text) =>
      SHELL_LANGUAGES.map((lang) => shellMark(text, lang)),
    );
    const checkout = { en: checkoutEn, ar: checkoutAr };
    const both = (key: keyof typeof checkoutEn) =>
      SHELL_LANGUAGES.map((lang) => checkout[lang][key]).join('');
    expect(shell.replace(/<[^>]*>/g, '')).toBe(
      SHELL_LANGUAGES.map(
        (lang) => shellMark('fixed_header_title', lang) + shellMark('fixed_header_sub_title', lang),
      ).join('') +
        SHELL_LANGUAGES.map((lang) => shellMark('fixed_location_title', lang)).join('') +
        both('checkout.title') +
        both('checkout.orderType.title') +
        both('checkout.address.title') +
        both('checkout.address.current') +
        ': ',
    );
    for (const mark of marks) expect(shell.split(mark)).toHaveLength(2);
    expect(shell).not.toMatch(/<(a|button|input|select|textarea|script)\b/);
  });

  it('has an empty picture slot in the store, product and home pages, which the server fills', () => {
    // packages/server/src/http/static.ts adds `src` after exactly this attribute.
    for (const kind of ['store', 'product', 'home']) {
      const slot = shell.split(`data-shell-picture="${kind}"`);
      expect(slot, kind).toHaveLength(2);
      expect(slot[0]!.slice(slot[0]!.lastIndexOf('<'))).toMatch(/^<img alt="" /);
    }
    expect(shell).not.toMatch(/<img[^>]*\ssrc=/);
  });

  it("has one empty slot for the checkout's guest address, which the boot script fills", () => {
    // shell-address.ts writes into exactly this element.
    expect(shell.split('<span data-shell-address=""></span>')).toHaveLength(2);
  });

  it('fills the empty root of index.html once', () => {
    const page = withShell(INDEX, shell);
    expect(page).toBe(INDEX.replace('<div id="root"></div>', `<div id="root">${shell}</div>`));
    // A page already prerendered, or without its root, is refused.
    expect(() => withShell(page, shell)).toThrow(/exactly one empty/);
    expect(() => withShell(INDEX.replace('id="root"', 'id="app"'), shell)).toThrow();
    expect(() => withShell(INDEX + INDEX, shell)).toThrow();
    expect(() => withShell(INDEX, '<div><script>alert(1)</script></div>')).toThrow(/scripts/);
  });
});
