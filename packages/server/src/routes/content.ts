/**
 * Content read by the landing page and the footer: `newsletter/subscribe`, `react-landing-page`
 * and the policy pages (the HTML of the `pages` table as a JSON string, in the request's
 * language with English as the fallback; refund, shipping and cancellation answer 404 when the
 * matching config value is 0).
 */
import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { newsletterSchema } from '@storefront/core/schemas/newsletter';
import { newsletters, pages } from '../db/schema.js';
import { localize, POLICY_PAGES } from '../config/settings.js';
import { type AppEnv, getDb, storageBase, translated } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readBody, validate } from '../http/validate.js';

export function contentRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/newsletter/subscribe', async (c) => {
    const { email } = validate(newsletterSchema, await readBody(c));
    const normalized = email.trim().toLowerCase();
    const db = getDb(c);
    const inserted = await db.transaction((tx) =>
      tx
        .insert(newsletters)
        .values({ email: normalized, createdAt: new Date(c.get('deps').clock.now()) })
        .onConflictDoNothing({ target: newsletters.email })
        .returning({ id: newsletters.id }),
    );
    if (inserted.length === 0) fail(403, 'email', 'The email has already been taken.');
    return c.json({ message: 'Subscribed Successfully' });
  });

  app.get('/react-landing-page', (c) => {
    const ref = c.get('ref');
    const locale = c.get('locale');
    const settings = ref.settings;
    const zoneRows = ref.zones.filter((zone) => zone.status);
    const activeZoneIds = new Set(zoneRows.map((z) => z.id));
    const links = ref.moduleZones
      .filter((l) => activeZoneIds.has(l.zoneId) && ref.moduleById.get(l.moduleId)?.status)
      .map((l) => ({ zoneId: l.zoneId, module: ref.moduleById.get(l.moduleId)! }))
      .sort((a, b) => a.module.id - b.module.id);
    const t = (text: Parameters<typeof localize>[0]) => localize(text, locale);
    const base = `${storageBase(c)}/landing`;
    const baseUrls = {
      header_icon_url: base,
      header_banner_url: base,
      testimonial_image_url: base,
      promotional_banner_url: base,
      business_image_url: base,
    };
    return c.json({
      base_urls: baseUrls,
      s3_base_urls: baseUrls,
      header_title: t(settings.header_title),
      header_sub_title: t(settings.header_sub_title),
      header_tag_line: t(settings.header_tag_line),
      fixed_header_title: t(settings.fixed_header_title),
      fixed_header_sub_title: t(settings.fixed_header_sub_title),
      fixed_location_title: t(settings.fixed_location_title),
      fixed_footer_description: t(settings.fixed_footer_description),
      fixed_newsletter_title: t(settings.fixed_newsletter_title),
      fixed_newsletter_sub_title: t(settings.fixed_newsletter_sub_title),
      download_user_app_title: t(settings.download_user_app_title),
      download_user_app_sub_title: t(settings.download_user_app_sub_title),
      download_user_app_links: settings.download_user_app_links,
      testimonial_title: t(settings.testimonial_title),
      testimonial_list: [],
      promotion_banners: [],
      promotion_banners_full_url: [],
      available_zone_status: settings.available_zone_status,
      available_zone_title: t(settings.available_zone_title),
      available_zone_short_description: t(settings.available_zone_short_description),
      available_zone_list: zoneRows.map((zone) => ({
        id: zone.id,
        name: translated(zone.translations, locale, 'name', zone.name),
        display_name: translated(zone.translations, locale, 'display_name', zone.displayName),
        modules: links
          .filter((l) => l.zoneId === zone.id)
          .map((l) =>
            translated(l.module.translations, locale, 'module_name', l.module.moduleName),
          ),
      })),
    });
  });

  for (const page of POLICY_PAGES) {
    app.get(`/${page.route}`, async (c) => {
      const db = getDb(c);
      if (page.configKey) {
        const settings = c.get('ref').settings;
        if (settings[page.configKey] === 0) fail(404, 'page', 'This page is not available.');
      }
      const locale = c.get('locale');
      const rows = await db
        .select({ locale: pages.locale, html: pages.html })
        .from(pages)
        .where(
          and(
            eq(pages.slug, page.slug),
            eq(pages.status, true),
            inArray(pages.locale, [locale, 'en']),
          ),
        );
      const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en');
      if (!row) fail(404, 'page', 'This page is not available.');
      return c.json(row.html);
    });
  }

  return app;
}
