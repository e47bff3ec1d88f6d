import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notifier } from '../../adapters/notifier.js';
import { hasLocation, useSession } from '../../app/session.js';
import type { Config } from '../../app/types.js';

/**
 * The footer's public registration links (storefront §3 footer, §6 'Vendor and delivery-man
 * registration are public'): become a vendor (`/store-registration?active=active`) and become a
 * delivery man (`/deliveryman-registration`), each while the configuration allows it.
 */
export function FooterRegistrationLinks({
  config,
  className,
}: {
  config: Config | undefined;
  className: string;
}) {
  const { t } = useTranslation();
  const links = [
    {
      to: '/store-registration?active=active',
      key: 'registration.footer.becomeVendor',
      show: config?.toggle_store_registration !== false,
      id: 'footer-become-vendor',
    },
    {
      to: '/deliveryman-registration',
      key: 'registration.footer.becomeDeliveryMan',
      show: config?.toggle_dm_registration !== false,
      id: 'footer-become-delivery-man',
    },
  ].filter((link) => config != null && link.show);
  return links.map((link) => (
    <li key={link.id}>
      <Link to={link.to} className={className} data-testid={link.id}>
        {t(link.key)}
      </Link>
    </li>
  ));
}

/**
 * The footer's campaigns link (storefront §6 'campaigns need a zone'): without a stored location
 * and zone, 'You must pick a zone to access this page.' and the visitor stays; with one, the
 * campaigns page (`/campaigns`, the running campaigns of the module).
 */
export function FooterCampaignLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <li>
      <Link
        to="/campaigns"
        className={className}
        onClick={(event) => {
          if (hasLocation(session)) return;
          event.preventDefault();
          notifier.notify('error', t('registration.zoneRequired'));
        }}
        data-testid="footer-campaigns"
      >
        {t('registration.footer.campaigns')}
      </Link>
    </li>
  );
}
