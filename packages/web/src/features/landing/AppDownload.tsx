import { appStoreLinks } from '@storefront/core/api/content';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { useAppDownloadSection } from './queries.js';

/** The block and its skeleton share this frame (the same height at each width). */
const frame = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '3xl',
  minH: { base: '64', md: '72' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
  alignItems: 'center',
  gap: '6',
  px: { base: '6', md: '12' },
  py: { base: '8', md: '0' },
});

const outer = css({
  maxW: '5xl',
  mx: 'auto',
  w: 'full',
  px: { base: '4', md: '6' },
  pb: { base: '12', md: '16' },
});

function PlayLogo() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="#00c3ff" d="M3.6 2.3 13.8 12 3.6 21.7Z" />
      <path fill="#00e676" d="M3.6 2.3 17.3 8.6 13.8 12Z" />
      <path fill="#ff3d57" d="M3.6 21.7 13.8 12l3.5 3.4Z" />
      <path fill="#ffc400" d="M17.3 8.6 21 10.8c.9.5.9 1.9 0 2.4l-3.7 2.2-3.5-3.4Z" />
    </svg>
  );
}

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8ZM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3Z"
      />
    </svg>
  );
}

/** A store badge: the store's mark and its two lines, black as the stores draw them. */
function StoreBadge({
  href,
  label,
  line,
  store,
  logo,
  testId,
}: {
  href: string;
  label: string;
  line: string;
  store: string;
  logo: ReactNode;
  testId: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      data-testid={testId}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2.5',
        h: '12',
        ps: '3',
        pe: '4',
        borderRadius: 'lg',
        bg: 'black',
        color: 'white',
        borderWidth: '1px',
        borderColor: { base: 'black', _dark: 'ink.600' },
        transition: 'transform 150ms, box-shadow 150ms',
        _hover: { transform: 'translateY(-1px)', boxShadow: 'overlay' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      })}
    >
      {logo}
      <span
        className={css({ display: 'flex', flexDirection: 'column', lineHeight: '1.1' })}
        dir="auto"
      >
        <span className={css({ fontSize: '2xs', opacity: 0.85 })}>{line}</span>
        <span className={css({ fontSize: 'md', fontWeight: 'semibold' })} dir="ltr">
          {store}
        </span>
      </span>
    </a>
  );
}

/** A phone drawn in CSS, standing in for the app's screenshot when none is configured. */
function PhoneArt() {
  return (
    <div
      aria-hidden="true"
      className={css({
        display: { base: 'none', md: 'flex' },
        justifyContent: 'center',
        alignSelf: 'end',
        h: 'full',
        pt: '10',
      })}
    >
      <div
        className={css({
          w: '44',
          h: 'full',
          minH: '60',
          borderTopRadius: '3xl',
          borderWidth: '6px',
          borderBottomWidth: '0',
          borderColor: { base: 'ink.900', _dark: 'ink.600' },
          bg: 'bg.surface',
          boxShadow: 'overlay',
          p: '3',
          display: 'flex',
          flexDirection: 'column',
          gap: '2.5',
        })}
      >
        <span
          className={css({ mx: 'auto', w: '12', h: '1.5', borderRadius: 'full', bg: 'bg.muted' })}
        />
        <span className={css({ h: '16', borderRadius: 'lg', bg: 'accent.solid', opacity: 0.9 })} />
        <span className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })}>
          {Array.from({ length: 6 }, (_, i) => (
            <span
              key={i}
              className={css({ aspectRatio: '1', borderRadius: 'md', bg: 'accent.subtle' })}
            />
          ))}
        </span>
        <span className={css({ h: '2', w: '70%', borderRadius: 'full', bg: 'bg.muted' })} />
        <span className={css({ h: '2', w: '45%', borderRadius: 'full', bg: 'bg.muted' })} />
      </div>
    </div>
  );
}

/** The landing page's 'download the app' block (GET app-download-section), at its end. */
export function AppDownload() {
  const { t } = useTranslation();
  const id = useId();
  const query = useAppDownloadSection();
  if (query.isPending) {
    return (
      <div className={outer}>
        <LoadingRegion label={t('landing.app.loading')} className={frame}>
          <Skeleton className={css({ position: 'absolute', inset: '0', borderRadius: '3xl' })} />
        </LoadingRegion>
      </div>
    );
  }
  if (query.isError) return null;
  const section = query.data;
  const links = appStoreLinks(section);
  if (!section.download_user_app_title && !links.play && !links.apple) return null;
  const image = section.download_user_app_image_full_url;
  return (
    <div className={outer}>
      <section
        aria-labelledby={id}
        className={cx(
          frame,
          css({ bg: 'accent.subtle', borderWidth: '1px', borderColor: 'accent.muted' }),
        )}
        data-testid="landing-app-download"
      >
        <div
          aria-hidden="true"
          className={css({
            position: 'absolute',
            inset: '0',
            pointerEvents: 'none',
            bgImage:
              'radial-gradient(circle at 100% 0%, token(colors.accent.muted) 0, transparent 55%)',
            _rtl: { transform: 'scaleX(-1)' },
          })}
        />
        <div
          className={css({
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            alignItems: 'flex-start',
          })}
        >
          <h2
            id={id}
            className={css({
              fontSize: { base: '2xl', md: '3xl' },
              fontWeight: 'extrabold',
              lineHeight: '1.15',
              letterSpacing: 'tight',
            })}
          >
            {section.download_user_app_title}
          </h2>
          {section.download_user_app_sub_title && (
            <p className={css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } })}>
              {section.download_user_app_sub_title}
            </p>
          )}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '3' })}>
            {links.play && (
              <StoreBadge
                href={links.play}
                label={t('landing.app.googlePlay')}
                line={t('landing.app.getItOn')}
                store="Google Play"
                logo={<PlayLogo />}
                testId="app-download-play"
              />
            )}
            {links.apple && (
              <StoreBadge
                href={links.apple}
                label={t('landing.app.appStore')}
                line={t('landing.app.downloadOn')}
                store="App Store"
                logo={<AppleLogo />}
                testId="app-download-apple"
              />
            )}
          </div>
        </div>
        {image ? (
          <img
            src={image}
            alt=""
            loading="lazy"
            className={css({
              display: { base: 'none', md: 'block' },
              position: 'relative',
              maxH: '72',
              w: 'full',
              objectFit: 'contain',
            })}
          />
        ) : (
          <PhoneArt />
        )}
      </section>
    </div>
  );
}
