/**
 * Demo mode's outbox page: `GET /demo/outbox` lists every SMS and e-mail the server would have
 * sent (codes included), newest first, as HTML; `GET /demo/outbox.json` gives the same list as
 * JSON (for the browser and CLI tests). Each code is shown as 'For demo purpose use otp {code}'.
 * Outside demo mode both answer 404: codes are secrets.
 */
import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';

export const OUTBOX_PAGE_SIZE = 100;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The 6-digit code of a message, if it carries one. */
export function codeOf(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}

export function demoOutboxRoutes() {
  const app = new Hono<AppEnv>();

  async function messages(c: AppContext) {
    const rows = await getDb(c)
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE);
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      destination: r.destination,
      subject: r.subject,
      body: r.body,
      code: codeOf(r.body),
      created_at: r.createdAt.toISOString(),
    }));
  }

  app.get('/demo/outbox.json', async (c) => {
    if (!c.get('deps').demo) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: await messages(c) });
  });

  app.get('/demo/outbox', async (c) => {
    if (!c.get('deps').demo) return c.text('Not found', 404);
    const list = await messages(c);
    const rows = list
      .map(
        (
          m,
        ) => `<li><p class="meta">${escapeHtml(m.created_at)} · ${m.channel === 'sms' ? 'SMS' : 'E-mail'} to <strong>${escapeHtml(m.destination)}</strong></p>
<p class="subject">${escapeHtml(m.subject)}</p><p>${escapeHtml(m.body)}</p>${
          m.code ? `<p class="code">For demo purpose use otp <strong>${m.code}</strong></p>` : ''
        }</li>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
ul{list-style:none;padding:0}li{border:1px solid #e5e7eb;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.meta{color:#6b7280;font-size:.875rem;margin:0}.subject{font-weight:600}.code{font-size:1.125rem}</style></head>
<body><h1>Demo outbox</h1><p>Demo mode sends nothing: every SMS and e-mail is listed here instead, newest first.</p>
${list.length === 0 ? '<p>No messages yet.</p>' : `<ul>\n${rows}\n</ul>`}
</body></html>`);
  });

  return app;
}
