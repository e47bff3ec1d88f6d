/**
 * Allow-list HTML sanitiser for the policy pages. The server's content is trusted demo HTML, but a
 * real backend's pages are edited by operators, so only simple formatting survives: the tags
 * below, no attributes except a safe `href` on links (which open with rel="noopener noreferrer").
 * The output is rebuilt from tokens, never passed through, so nothing unexpected can slip by.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'span',
  'div',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'dl',
  'dt',
  'dd',
  'code',
  'pre',
]);
const VOID = new Set(['br', 'hr']);
/** Elements dropped together with their content. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'select',
  'head',
  'frameset',
  'frame',
  'noembed',
  'xmp',
  'plaintext',
]);
/** Headings inside the page body are shifted so the page's own <h1> stays the only one. */
const HEADING_SHIFT: Record<string, string> = { h1: 'h2' };

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}

function escapeText(value: string): string {
  return value.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A link target is kept only for web, mail and phone links, and same-site paths. */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what we strip
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value;
  return null;
}

function attribute(attrs: string, name: string): string | null {
  const re = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i');
  const m = re.exec(attrs);
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  let dropping: string | null = null;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const text = html.slice(last, m.index);
    last = TOKEN.lastIndex;
    if (dropping == null) out += escapeText(text);
    const rawName = m[1];
    if (rawName == null) continue; // comment, doctype, CDATA, processing instruction
    const name = rawName.toLowerCase();
    const closing = m[0][1] === '/';
    if (dropping != null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      const selfClosing = /\/\s*$/.test(m[2] ?? '');
      if (!closing && !selfClosing) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue; // unknown tags are unwrapped: their text stays
    const tag = HEADING_SHIFT[name] ?? name;
    if (closing) {
      if (VOID.has(name)) continue;
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${tag}>`;
      continue;
    }
    if (tag === 'a') {
      const href = safeHref(attribute(m[2] ?? '', 'href') ?? '');
      out +=
        href == null
          ? '<a>'
          : `<a href="${escapeAttr(href)}"${/^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : ''}>`;
    } else {
      out += `<${tag}>`;
    }
    open.push(tag);
  }
  if (dropping == null) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
