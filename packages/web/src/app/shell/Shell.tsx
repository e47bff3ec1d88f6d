import { en as checkoutEn } from '@storefront/core/i18n/catalog/checkout';
import { ar as checkoutAr } from '@storefront/core/i18n/catalog/checkout.ar';
import { css, cx } from '../../../styled-system/css';
import { BannersSkeleton } from '../../features/catalogue/BannersSkeleton.js';
import { ProductSkeletonParts } from '../../features/catalogue/ProductSkeleton.js';
import { pageFrame } from '../../features/catalogue/page-frame-styles.js';
import { productSkeleton } from '../../features/catalogue/product-skeleton-styles.js';
import { Skeleton } from '../../features/catalogue/Skeleton.js';
import {
  CheckoutLoadingView,
  checkoutPageStyles,
  type CheckoutLoadingText,
} from '../../features/checkout/CheckoutLoading.js';
import { headerStyles } from '../../features/layout/header-styles.js';
import { StoreHeaderSkeleton } from '../../features/store/StoreHeaderSkeleton.js';
import { Icon, SunIcon } from '../../ui/header-icons.js';
import { hero } from './landing-hero.js';

/**
 * The page as built into index.html (scripts/prerender.mjs renders it with react-dom/server):
 * the frame (header, main) and, for the page being opened, its skeleton at the size of the page,
 * so that the first paint happens when the HTML and the CSS are in, before any script runs. The
 * app replaces it in its first render (React clears the root in that commit: nothing shifts).
 *
 * Its only texts are the landing hero's, in each language, which the server fills in (SHELL_TEXTS),
 * and the checkout's few, in each language from core's catalogs (the boot script sets `lang` and
 * `dir`, which show one and mirror the layout); it has nothing a visitor or a test can act on
 * (`aria-hidden`, `inert`). Which
 * page's skeleton shows: `data-shell` on <html>, set by the boot script from the URL
 * (vite.config.ts, PRELOADED_ROUTES); with none set only the frame shows.
 */
export const SHELL_PAGES = ['landing', 'home', 'store', 'product', 'checkout'] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

/** Shown only when `data-shell` on <html> names this page. */
const only: Record<Exclude<ShellPage, 'landing' | 'checkout'>, string> = {
  home: css({ display: 'none', '[data-shell=home] &': { display: 'flex' } }),
  store: css({ display: 'none', '[data-shell=store] &': { display: 'flex' } }),
  product: css({ display: 'none', '[data-shell=product] &': { display: 'flex' } }),
};

/** The compact header's parts (max width 1180px) and the desktop header's. */
const compactOnly = css({ display: { base: 'flex', xl: 'none' } });
const desktopOnly = css({ display: { base: 'none', xl: 'flex' } });

const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
  </Icon>
);

/** An icon in a button's place (the real one is a 40 px ghost button, 44 px on phones). */
function IconSlot({ children, phone = false }: { children: React.ReactNode; phone?: boolean }) {
  return (
    <span
      className={css({
        display: 'grid',
        placeItems: 'center',
        w: phone ? '11' : '10',
        h: phone ? '11' : '10',
        flexShrink: 0,
        fontSize: 'xl',
        color: 'fg.muted',
      })}
    >
      {children}
    </span>
  );
}

function HeaderShell() {
  return (
    <header className={headerStyles.frame}>
      <div className={headerStyles.bar}>
        <span className={compactOnly}>
          <IconSlot phone>
            <MenuIcon />
          </IconSlot>
        </span>
        {/* The logo's box (its picture comes with the business config). */}
        <Skeleton
          className={cx(
            css({ flexShrink: 0, w: { base: '9', xl: '44' }, h: { base: '9', xl: '10' } }),
          )}
        />
        {/* The location selector's height on phones (its own row). */}
        <div className={cx(headerStyles.location, css({ h: { base: '[34px]', sm: 'auto' } }))}>
          <Skeleton className={css({ h: '8', w: { base: 'full', sm: '48' }, maxW: '72' })} />
        </div>
        <div className={cx(desktopOnly, css({ alignItems: 'center', gap: '1', flexShrink: 0 }))}>
          <Skeleton className={css({ h: '8', w: '36' })} />
          <IconSlot>
            <CartIcon />
          </IconSlot>
          <IconSlot>
            <SunIcon />
          </IconSlot>
          <Skeleton className={css({ h: '10', w: '24', ms: '1' })} />
        </div>
        <span className={cx(compactOnly, css({ ms: 'auto', flexShrink: 0 }))}>
          <IconSlot phone>
            <CartIcon />
          </IconSlot>
        </span>
      </div>
      {/* The compact header's module chips, on /home. */}
      <div
        className={cx(
          headerStyles.chips,
          css({
            display: 'none',
            '[data-shell=home] &': { display: { base: 'flex', xl: 'none' } },
            gap: '2',
            py: '2',
            overflow: 'hidden',
          }),
        )}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton
            key={i}
            className={css({ h: '8', w: '28', flexShrink: 0, borderRadius: 'full' })}
          />
        ))}
      </div>
    </header>
  );
}

/**
 * The landing texts the server fills in when it sends index.html for `/` (the business settings
 * of the same names, in each language; packages/server/src/http/static.ts): the hero's title is
 * the page's largest text, so it paints with the HTML.
 */
export const SHELL_TEXTS = [
  'fixed_header_title',
  'fixed_header_sub_title',
  'fixed_location_title',
] as const;
export const SHELL_LANGUAGES = ['en', 'ar'] as const;
type ShellLanguage = (typeof SHELL_LANGUAGES)[number];

/** The mark the server replaces with a setting's text in a language. */
export const shellMark = (setting: (typeof SHELL_TEXTS)[number], language: ShellLanguage) =>
  `%%shell:${setting}:${language}%%`;

/** Shown only in its language (`lang` on <html>, set by the boot script). */
const inLanguage: Record<ShellLanguage, string> = {
  en: css({ display: 'none', 'html:not([lang=ar]) &': { display: 'block' } }),
  ar: css({ display: 'none', '[lang=ar] &': { display: 'block' } }),
};
const inLanguageInline: Record<ShellLanguage, string> = {
  en: css({ display: 'none', 'html:not([lang=ar]) &': { display: 'inline' } }),
  ar: css({ display: 'none', '[lang=ar] &': { display: 'inline' } }),
};

/** The checkout's texts of the shell, in each language (core's catalogs). */
const CHECKOUT_TEXTS: Record<ShellLanguage, Record<keyof typeof checkoutEn, string>> = {
  en: checkoutEn,
  ar: checkoutAr,
};

function LandingShell() {
  return (
    <section
      data-shell-page="landing"
      className={cx(
        css({ display: 'none', '[data-shell=landing] &': { display: 'block' } }),
        hero.section,
      )}
    >
      <div className={hero.glow} />
      <div className={hero.body}>
        {SHELL_LANGUAGES.map((language) => (
          <div key={language} className={inLanguage[language]}>
            <div className={hero.heading}>
              <h1 className={hero.title}>{shellMark('fixed_header_title', language)}</h1>
              <p className={hero.subtitle}>{shellMark('fixed_header_sub_title', language)}</p>
            </div>
          </div>
        ))}
        <div className={hero.card}>
          {SHELL_LANGUAGES.map((language) => (
            <div key={language} className={inLanguage[language]}>
              <p className={hero.locationTitle}>{shellMark('fixed_location_title', language)}</p>
            </div>
          ))}
          <Skeleton className={css({ h: '12', borderRadius: 'lg' })} />
          <Skeleton className={css({ h: '5', w: '10%', mx: 'auto' })} />
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              gap: '3',
            })}
          >
            <Skeleton className={css({ h: '12', flex: { sm: '1' }, borderRadius: 'lg' })} />
            <Skeleton className={css({ h: '12', flex: { sm: '1' }, borderRadius: 'lg' })} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** A row of cards under a title (a home section). */
function RowShell({ card }: { card: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Skeleton className={css({ h: '6', w: '40' })} />
      <div className={css({ display: 'flex', gap: '3', overflow: 'hidden' })}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className={cx(css({ flexShrink: 0, borderRadius: 'xl' }), card)} />
        ))}
      </div>
    </div>
  );
}

function HomeShell() {
  return (
    <div className={cx(only.home, pageFrame.box, pageFrame.homeGap)} data-shell-page="home">
      {/* The module's name and place, and the search form. */}
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', minW: 0 })}>
          <Skeleton className={css({ w: '12', h: '12', flexShrink: 0, borderRadius: 'xl' })} />
          {/* As tall as the module's name and place (49.8 px from md up: 28.8 + 21). */}
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: { base: '2', md: '[9.8px]' },
              flex: '1',
            })}
          >
            <Skeleton className={css({ h: '6', w: '32' })} />
            <Skeleton className={css({ h: '4', w: '64', maxW: 'full' })} />
          </div>
        </div>
        <div className={css({ display: 'flex', gap: '2', w: { base: 'full', md: '[576px]' } })}>
          <Skeleton className={css({ h: '11', flex: '1', borderRadius: 'lg' })} />
          <Skeleton
            className={css({ h: '11', w: { base: '[60px]', md: '[104px]' }, borderRadius: 'lg' })}
          />
        </div>
      </div>
      {/* The banners, with the slot the server fills with the first slide's picture. */}
      <BannersSkeleton picture="shell" />
      <RowShell card={css({ w: '28', h: '36' })} />
      <RowShell card={css({ w: '[230px]', h: '80' })} />
    </div>
  );
}

/**
 * The store and product pages' skeletons carry an empty picture slot each
 * (`data-shell-picture`), which the server fills with the page's largest picture when it knows
 * it (packages/server/src/http/static.ts): the picture then paints with the HTML.
 */
function StoreShell() {
  return (
    <div className={cx(only.store, pageFrame.box, pageFrame.gap)} data-shell-page="store">
      <StoreHeaderSkeleton picture={{ shell: 'store' }} />
    </div>
  );
}

function ProductShell() {
  return (
    <div className={cx(only.product, pageFrame.box, pageFrame.gap)} data-shell-page="product">
      <div className={productSkeleton.grid}>
        <ProductSkeletonParts picture={{ shell: 'product' }} />
      </div>
    </div>
  );
}

/** A text of the checkout's catalog in each language, each shown in its own (`lang` on <html>). */
function checkoutText(key: CheckoutLoadingText | 'checkout.title') {
  return SHELL_LANGUAGES.map((language) => (
    <span key={language} className={inLanguageInline[language]}>
      {CHECKOUT_TEXTS[language][key]}
    </span>
  ));
}

/**
 * The checkout's loading view (features/checkout/CheckoutLoading.tsx), as the page shows it
 * first: for a guest with a stored location, the delivery address, which the boot script writes
 * into the empty `data-shell-address` element (shell-address.ts) and shows with
 * `data-shell-address` on <html>; otherwise the placeholders of a customer's sections.
 */
function CheckoutShell() {
  return (
    <div
      className={cx(
        css({ display: 'none', '[data-shell=checkout] &': { display: 'block' } }),
        checkoutPageStyles.frame,
      )}
      data-shell-page="checkout"
    >
      <h1 className={checkoutPageStyles.title}>{checkoutText('checkout.title')}</h1>
      <CheckoutLoadingView text={checkoutText} address={<span data-shell-address="" />} shell />
    </div>
  );
}

/** The whole shell: what `#root` holds in the built index.html. */
export function Shell() {
  return (
    <div
      aria-hidden="true"
      // React 19 renders `inert` as the boolean attribute.
      inert
      data-shell-root=""
      className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}
    >
      <HeaderShell />
      <div
        className={css({
          flex: '1',
          display: 'flex',
          flexDirection: 'column',
          minH: '[calc(100dvh - 4rem)]',
        })}
      >
        <LandingShell />
        <HomeShell />
        <StoreShell />
        <ProductShell />
        <CheckoutShell />
      </div>
    </div>
  );
}
