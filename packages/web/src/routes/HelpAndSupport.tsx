import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { card } from '../../styled-system/recipes';
import { useConfig } from '../app/queries.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.js';
import { Spinner } from '../ui/Spinner.js';
import type { ReactNode } from 'react';

function Channel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cx(
        card(),
        css({
          p: '6',
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          alignItems: 'flex-start',
        }),
      )}
    >
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '12',
          h: '12',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.text',
          fontSize: '2xl',
        })}
      >
        {icon}
      </span>
      <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{title}</h2>
      <div className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-word' })}>
        {children}
      </div>
    </li>
  );
}

const link = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  _hover: { textDecoration: 'underline' },
});

/** `/help-and-support`: the business's e-mail, phone and address from the configuration. */
export default function HelpAndSupport() {
  const { t } = useTranslation();
  const { data: config, isPending } = useConfig();
  usePageTitle(t('policy.helpAndSupport'));
  return (
    <section
      className={css({
        maxW: '5xl',
        mx: 'auto',
        w: 'full',
        px: { base: '4', md: '6' },
        py: { base: '8', md: '12' },
      })}
    >
      <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'extrabold' })}>
        {t('policy.helpAndSupport')}
      </h1>
      <p className={css({ mt: '2', color: 'fg.muted' })}>{t('policy.help.subtitle')}</p>
      {isPending && (
        <div className={css({ display: 'grid', placeItems: 'center', py: '12' })}>
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {config && (
        <ul
          className={css({
            mt: '8',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            listStyle: 'none',
          })}
        >
          <Channel icon={<MailIcon />} title={t('policy.help.email')}>
            <a href={`mailto:${config.email}`} className={link} data-testid="help-email">
              {config.email}
            </a>
          </Channel>
          <Channel icon={<PhoneIcon />} title={t('policy.help.phone')}>
            <a href={`tel:${config.phone}`} className={link} dir="ltr" data-testid="help-phone">
              {config.phone}
            </a>
          </Channel>
          <Channel icon={<MapPinIcon />} title={t('policy.help.address')}>
            <address className={css({ fontStyle: 'normal' })} data-testid="help-address">
              {config.address}
            </address>
          </Channel>
        </ul>
      )}
    </section>
  );
}
