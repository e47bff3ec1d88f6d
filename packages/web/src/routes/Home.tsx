import { modulesForZones, storeNounKey } from '@storefront/core/domain/modules';
import { parseZoneIds } from '@storefront/core/domain/session';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { button, card } from '../../styled-system/recipes';
import { useModules } from '../app/queries.js';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { ModuleIcon } from '../features/modules/ModuleIcon.js';
import { ModuleModal } from '../features/modules/ModuleModal.js';
import { useModuleSwitch } from '../features/modules/ModuleSwitch.js';
import type { Module } from '../app/types.js';
import { ArrowIcon, BoxIcon, MapPinIcon, StoreIcon } from '../ui/icons.js';
import { Spinner } from '../ui/Spinner.js';

function Stat({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: number;
  label: string;
  testId: string;
}) {
  const lang = useTranslation().i18n.language;
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        p: '4',
        borderRadius: 'xl',
        bg: 'bg.subtle',
        minW: 0,
      })}
    >
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '10',
          h: '10',
          borderRadius: 'lg',
          bg: 'accent.subtle',
          color: 'accent.text',
          fontSize: 'xl',
          flexShrink: 0,
        })}
      >
        {icon}
      </span>
      <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <span
          className={css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.1' })}
          data-testid={testId}
        >
          {value.toLocaleString(lang)}
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</span>
      </span>
    </div>
  );
}

/**
 * `/home` for this issue: the selected module's overview (name, description, stores and items
 * from GET /module) and the other modules of the stored zones to switch to.
 */
export default function Home() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const modulesQuery = useModules();
  const sw = useModuleSwitch();
  const zoneModules = modulesForZones(modulesQuery.data ?? [], parseZoneIds(session.zoneId));
  const current: Module | undefined = zoneModules.find((m) => m.id === session.module?.id);
  const others = zoneModules.filter((m) => m.id !== current?.id);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // No module yet, or the stored one is not served in these zones: the module selection opens.
  const needsModule = session.module == null || (modulesQuery.isSuccess && current == null);
  usePageTitle(current?.module_name ?? t('header.nav.home'));

  const pickup = current?.module_type === 'rental';

  return (
    <div
      className={css({
        maxW: '7xl',
        mx: 'auto',
        w: 'full',
        px: { base: '4', lg: '6' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: '8',
      })}
    >
      <p
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'center',
          color: 'fg.muted',
          fontSize: 'sm',
          minW: 0,
        })}
      >
        <MapPinIcon className={css({ color: 'accent.text', flexShrink: 0 })} />
        <span className={css({ truncate: true })}>
          {pickup
            ? t('home.pickupFrom', { location: session.location ?? '' })
            : t('home.deliveringTo', { location: session.location ?? '' })}
        </span>
      </p>

      {modulesQuery.isPending && (
        <div className={css({ display: 'grid', placeItems: 'center', py: '20' })}>
          <Spinner label={t('common.loading')} />
        </div>
      )}

      {modulesQuery.isError && (
        <div
          className={cx(
            card(),
            css({
              p: '6',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '3',
            }),
          )}
          role="alert"
        >
          <p>{modulesQuery.error.message}</p>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void modulesQuery.refetch()}
          >
            {t('common.action.tryAgain')}
          </button>
        </div>
      )}

      {current && (
        <section
          aria-labelledby="module-title"
          className={cx(
            card(),
            css({
              p: { base: '5', md: '8' },
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
              alignItems: 'center',
            }),
          )}
          data-testid="module-overview"
        >
          <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', minW: 0 })}>
            <ModuleIcon src={current.icon_full_url} size={64} />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
              <h1
                id="module-title"
                className={css({
                  fontSize: { base: '2xl', md: '3xl' },
                  fontWeight: 'extrabold',
                  lineHeight: '1.15',
                })}
                data-testid="module-name"
              >
                {current.module_name}
              </h1>
              {current.description && (
                <p className={css({ color: 'fg.muted' })}>{current.description}</p>
              )}
            </div>
          </div>
          <div
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            })}
          >
            <Stat
              icon={<StoreIcon />}
              value={current.stores_count}
              label={t(storeNounKey(current.module_type))}
              testId="module-stores-count"
            />
            <Stat
              icon={<BoxIcon />}
              value={current.items_count}
              label={pickup ? t('home.vehicles') : t('home.items')}
              testId="module-items-count"
            />
          </div>
        </section>
      )}

      {!current && modulesQuery.isSuccess && (
        <section
          className={cx(
            card(),
            css({
              p: '6',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: '3',
            }),
          )}
        >
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('home.chooseModule')}</h1>
          <button
            type="button"
            className={button()}
            onClick={() => setChooserOpen(true)}
            data-testid="home-choose-module"
          >
            {t('module.title')}
          </button>
        </section>
      )}

      {others.length > 0 && (
        <section
          aria-labelledby="other-modules-title"
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <h2 id="other-modules-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {t('home.otherModules')}
          </h2>
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: {
                base: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
              listStyle: 'none',
            })}
          >
            {others.map((module) => (
              <li key={module.id}>
                <button
                  type="button"
                  onClick={() => sw?.select(module.id)}
                  disabled={sw == null || sw.busy}
                  aria-label={t('home.switchTo', { name: module.module_name })}
                  data-testid="home-module-card"
                  data-module-id={module.id}
                  className={cx(
                    card(),
                    css({
                      w: 'full',
                      h: 'full',
                      p: '5',
                      display: 'flex',
                      gap: '4',
                      alignItems: 'flex-start',
                      textAlign: 'start',
                      cursor: 'pointer',
                      transition: 'border-color 150ms, transform 150ms',
                      _hover: { borderColor: 'accent.solid' },
                      _disabled: { cursor: 'progress', opacity: 0.7 },
                    }),
                  )}
                >
                  <ModuleIcon src={module.icon_full_url} size={48} />
                  <span
                    className={css({
                      display: 'flex',
                      flexDirection: 'column',
                      gap: '1',
                      minW: 0,
                      flex: '1',
                    })}
                  >
                    <span className={css({ fontWeight: 'bold' })}>{module.module_name}</span>
                    {module.description && (
                      <span className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '2' })}>
                        {module.description}
                      </span>
                    )}
                    <span className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '1' })}>
                      {module.stores_count.toLocaleString(i18n.language)}{' '}
                      {t(storeNounKey(module.module_type))} ·{' '}
                      {module.items_count.toLocaleString(i18n.language)}{' '}
                      {module.module_type === 'rental' ? t('home.vehicles') : t('home.items')}
                    </span>
                  </span>
                  <ArrowIcon
                    className={css({
                      color: 'accent.text',
                      flexShrink: 0,
                      mt: '1',
                      _rtl: { transform: 'scaleX(-1)' },
                    })}
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ModuleModal
        open={chooserOpen || (needsModule && !dismissed)}
        onClose={() => {
          setChooserOpen(false);
          setDismissed(true);
        }}
      />
    </div>
  );
}
