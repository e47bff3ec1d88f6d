import { lazy, memo, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useConfig, useLandingPage } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import type { Config, LandingPage } from '../../app/types.js';
import { Dialog } from '../../ui/Dialog.js';
import { MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { FooterBalanceLinks } from '../account/wallet/FooterLinks.js';
import { FooterCampaignLink, FooterRegistrationLinks } from '../registration/FooterLinks.js';
import { Newsletter } from './Newsletter.js';

const BusinessMap = lazy(() => import('./BusinessMap.js'));

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
      <h2
        className={css({
          fontSize: 'sm',
          fontWeight: 'bold',
          textTransform: 'uppercase',
          letterSpacing: 'wide',
          color: 'fg.muted',
        })}
      >
        {title}
      </h2>
      {children}
    </div>
  );
}

const linkStyle = css.raw({
  fontSize: 'sm',
  color: 'fg.default',
  borderRadius: 'sm',
  _hover: { color: 'accent.text', textDecoration: 'underline' },
});
const linkClass = css(linkStyle);

/** Policy links; refund, cancellation and shipping are hidden when their config value is 0. */
function policyLinks(config: Config | undefined): { to: string; key: string }[] {
  return [
    { to: '/terms-and-conditions', key: 'policy.termsAndConditions', show: true },
    { to: '/privacy-policy', key: 'policy.privacyPolicy', show: true },
    { to: '/refund-policy', key: 'policy.refundPolicy', show: config?.refund_policy !== 0 },
    {
      to: '/cancellation-policy',
      key: 'policy.cancellationPolicy',
      show: config?.cancelation_policy !== 0,
    },
    { to: '/shipping-policy', key: 'policy.shippingPolicy', show: config?.shipping_policy !== 0 },
  ].filter((link) => config != null && link.show);
}

function AppButtons({ links }: { links: LandingPage['download_user_app_links'] | undefined }) {
  const { t } = useTranslation();
  if (!links) return null;
  const buttons = [
    {
      show: links.playstore_url_status === '1',
      href: links.playstore_url,
      label: t('footer.apps.playStore'),
      id: 'play-store',
    },
    {
      show: links.apple_store_url_status === '1',
      href: links.apple_store_url,
      label: t('footer.apps.appStore'),
      id: 'app-store',
    },
  ].filter((b) => b.show && b.href);
  if (buttons.length === 0) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{t('footer.apps.title')}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {buttons.map((b) => (
          <a
            key={b.id}
            href={b.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`app-link-${b.id}`}
            className={cx(
              button({ variant: 'outline', size: 'md' }),
              css({
                bg: 'fg.default',
                color: 'bg.surface',
                borderColor: 'fg.default',
                _hover: { opacity: 0.9 },
              }),
            )}
          >
            {b.label}
          </a>
        ))}
      </div>
    </div>
  );
}

/**
 * The footer: newsletter, business description, social links, app buttons, contact block
 * (with the business location on a map), company and policy links, and the footer text.
 */
export function Footer() {
  // The settings and the landing's links arrive after the footer's first render; each answer
  // renders the footer again (some hundred elements) deferred, in slices that yield to the
  // browser, instead of one urgent render while the page is settling (issue 9).
  const config = useDeferredValue(useConfig().data);
  const landing = useDeferredValue(useLandingPage().data);
  // The rental module tracks trips instead of orders.
  const rental = useSession().module?.module_type === 'rental';
  return <FooterView config={config} landing={landing} rental={rental} />;
}

const FooterView = memo(function FooterView({
  config,
  landing,
  rental,
}: {
  config: Config | undefined;
  landing: LandingPage | undefined;
  rental: boolean;
}) {
  const { t } = useTranslation();
  const [mapOpen, setMapOpen] = useState(false);
  const social = config?.social_media ?? [];

  return (
    <footer
      aria-label={t('footer.label')}
      className={css({
        mt: 'auto',
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', lg: '6' },
          py: { base: '8', md: '12' },
        })}
      >
        <Newsletter
          title={landing?.fixed_newsletter_title}
          subtitle={landing?.fixed_newsletter_sub_title}
        />

        <div
          className={css({
            mt: '10',
            display: 'grid',
            gap: { base: '8', md: '10' },
            gridTemplateColumns: {
              base: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: '1.4fr 1fr 1fr 1.3fr',
            },
          })}
        >
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
            <p className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{config?.business_name}</p>
            {landing?.fixed_footer_description && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {landing.fixed_footer_description}
              </p>
            )}
            {social.length > 0 && (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
                  {t('footer.social.title')}
                </p>
                <ul
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '2',
                    listStyle: 'none',
                  })}
                >
                  {social.map((s) => (
                    <li key={s.id}>
                      <a
                        href={s.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('footer.social.link', { name: s.name })}
                        title={s.name}
                        className={button({ variant: 'outline', size: 'icon' })}
                        data-testid="social-link"
                      >
                        <SocialIcon name={s.name} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <AppButtons links={landing?.download_user_app_links} />
          </div>

          <Column title={t('footer.links.company')}>
            <ul
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
                listStyle: 'none',
              })}
            >
              <li>
                <Link to="/about-us" className={linkClass}>
                  {t('policy.aboutUs')}
                </Link>
              </li>
              <li>
                <Link to="/help-and-support" className={linkClass}>
                  {t('policy.helpAndSupport')}
                </Link>
              </li>
              <FooterBalanceLinks config={config} className={linkClass} />
              <FooterCampaignLink className={linkClass} />
              <FooterRegistrationLinks config={config} className={linkClass} />
              <li>
                {rental ? (
                  <Link to="/track-trip" className={linkClass} data-testid="footer-track-trip">
                    {t('trip.web.track.link')}
                  </Link>
                ) : (
                  <Link to="/track-order" className={linkClass} data-testid="footer-track-order">
                    {t('orders.track.link')}
                  </Link>
                )}
              </li>
            </ul>
          </Column>

          <Column title={t('footer.links.policies')}>
            <ul
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
                listStyle: 'none',
              })}
            >
              {policyLinks(config).map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={linkClass}
                    data-testid={`policy-link${link.to.replace('/', '-')}`}
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>

          <Column title={t('footer.contact.title')}>
            {config && (
              <ul
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '3',
                  listStyle: 'none',
                  fontSize: 'sm',
                })}
              >
                <li className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                  <MailIcon className={css({ mt: '0.5', color: 'accent.text', flexShrink: 0 })} />
                  <a
                    href={`mailto:${config.email}`}
                    className={linkClass}
                    aria-label={`${t('footer.contact.email')}: ${config.email}`}
                  >
                    {config.email}
                  </a>
                </li>
                <li className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                  <PhoneIcon className={css({ mt: '0.5', color: 'accent.text', flexShrink: 0 })} />
                  <a
                    href={`tel:${config.phone}`}
                    className={linkClass}
                    dir="ltr"
                    aria-label={`${t('footer.contact.phone')}: ${config.phone}`}
                  >
                    {config.phone}
                  </a>
                </li>
                <li className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                  <MapPinIcon className={css({ mt: '0.5', color: 'accent.text', flexShrink: 0 })} />
                  <span
                    className={css({
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      gap: '1',
                    })}
                  >
                    <span>{config.address}</span>
                    <button
                      type="button"
                      onClick={() => setMapOpen(true)}
                      className={css(linkStyle, {
                        color: 'accent.text',
                        fontWeight: 'semibold',
                        cursor: 'pointer',
                      })}
                      data-testid="footer-show-map"
                    >
                      {t('footer.contact.showOnMap')}
                    </button>
                  </span>
                </li>
              </ul>
            )}
          </Column>
        </div>
      </div>
      {config?.footer_text && (
        <div className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
          <p
            className={css({
              maxW: '7xl',
              mx: 'auto',
              px: { base: '4', lg: '6' },
              py: '4',
              fontSize: 'sm',
              color: 'fg.muted',
              textAlign: 'center',
            })}
            data-testid="footer-text"
          >
            {config.footer_text}
          </p>
        </div>
      )}
      <Dialog
        open={mapOpen}
        onOpenChange={setMapOpen}
        size="lg"
        title={t('footer.contact.mapTitle')}
        description={config?.address}
        testId="business-map"
      >
        <Suspense
          fallback={
            <div className={css({ display: 'grid', placeItems: 'center', h: '360px' })}>
              <Spinner label={t('common.loading')} />
            </div>
          }
        >
          {config && <BusinessMap config={config} />}
        </Suspense>
      </Dialog>
    </footer>
  );
});
