import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { useLandingPage } from '../app/queries.js';
import { hasLocation, readCurrentSession, useSession } from '../app/session.js';
import { hero } from '../app/shell/landing-hero.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { AppDownload } from '../features/landing/AppDownload.js';
import { Testimonials } from '../features/landing/Testimonials.js';
import { LocationActions } from '../features/location/LocationActions.js';
import { useOnLocationSelected } from '../features/location/LocationProvider.js';
import { PlaceSearch } from '../features/location/PlaceSearch.js';
import { ModuleModal } from '../features/modules/ModuleModal.js';
import { ArrowIcon, MapPinIcon } from '../ui/icons.js';

/**
 * `/`: the location hero (place search, Use Current Location, Pick from map). Once a location is
 * stored the module selection opens; choosing a module goes to /home. Below: the zones served,
 * what customers say and the app download block (issue 16).
 */
export default function Landing() {
  const { t } = useTranslation();
  const { data: landing } = useLandingPage();
  const session = useSession();
  const navigate = useNavigate();
  // A location stored but no module yet (for example after 'Use Current Location' reloaded the
  // page): the module selection is the next step.
  const [modulesOpen, setModulesOpen] = useState(() => {
    const s = readCurrentSession();
    return hasLocation(s) && s.module == null;
  });
  usePageTitle(landing?.fixed_header_title);

  useOnLocationSelected(() => setModulesOpen(true));

  const located = hasLocation(session);

  return (
    <>
      <section aria-labelledby="hero-title" className={hero.section}>
        <div aria-hidden="true" className={hero.glow} />
        <div className={hero.body}>
          <div className={hero.heading}>
            <h1 id="hero-title" className={hero.title}>
              {landing?.fixed_header_title ?? t('landing.hero.label')}
            </h1>
            {landing?.fixed_header_sub_title && (
              <p className={hero.subtitle}>{landing.fixed_header_sub_title}</p>
            )}
          </div>
          <div
            className={hero.card}
            role="group"
            aria-label={t('landing.hero.label')}
            data-testid="location-hero"
          >
            {landing?.fixed_location_title && (
              <p className={hero.locationTitle}>{landing.fixed_location_title}</p>
            )}
            <PlaceSearch />
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                color: 'fg.muted',
                fontSize: 'sm',
              })}
            >
              <span className={css({ flex: '1', h: '1px', bg: 'border.default' })} />
              {t('landing.or')}
              <span className={css({ flex: '1', h: '1px', bg: 'border.default' })} />
            </div>
            <LocationActions />
            {located && (
              <div
                className={css({
                  display: 'flex',
                  flexDirection: { base: 'column', sm: 'row' },
                  alignItems: { base: 'stretch', sm: 'center' },
                  gap: '3',
                  pt: '4',
                  borderTopWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                <p
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'flex-start',
                    flex: '1',
                    minW: 0,
                    fontSize: 'sm',
                  })}
                >
                  <MapPinIcon className={css({ mt: '0.5', color: 'accent.text', flexShrink: 0 })} />
                  <span className={css({ truncate: true })}>
                    {t('landing.current', { location: session.location })}
                  </span>
                </p>
                <button
                  type="button"
                  className={cx(
                    button({ size: 'md' }),
                    css({ '& svg': { _rtl: { transform: 'scaleX(-1)' } } }),
                  )}
                  onClick={() => (session.module ? navigate('/home') : setModulesOpen(true))}
                  data-testid="landing-continue"
                >
                  {t('landing.explore')}
                  <ArrowIcon />
                </button>
              </div>
            )}
          </div>
        </div>
      </section>
      {landing && landing.available_zone_list.length > 0 && (
        <section
          aria-labelledby="zones-title"
          className={css({
            maxW: '5xl',
            mx: 'auto',
            w: 'full',
            px: { base: '4', md: '6' },
            py: { base: '10', md: '14' },
          })}
        >
          <h2
            id="zones-title"
            className={css({
              fontSize: { base: 'xl', md: '2xl' },
              fontWeight: 'bold',
              mb: '5',
              textAlign: 'center',
            })}
          >
            {t('landing.zones.title')}
          </h2>
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              listStyle: 'none',
            })}
          >
            {landing.available_zone_list.map((zone) => (
              <li
                key={zone.id}
                className={css({
                  bg: 'bg.surface',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'xl',
                  p: '5',
                })}
              >
                <p
                  className={css({
                    fontWeight: 'semibold',
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                  })}
                >
                  <MapPinIcon className={css({ color: 'accent.text' })} />
                  {zone.display_name || zone.name}
                </p>
                <ul
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '2',
                    mt: '3',
                    listStyle: 'none',
                  })}
                >
                  {zone.modules.map((name) => (
                    <li
                      key={name}
                      className={css({
                        fontSize: 'xs',
                        fontWeight: 'medium',
                        px: '2.5',
                        py: '1',
                        borderRadius: 'full',
                        bg: 'accent.subtle',
                        color: 'accent.text',
                      })}
                    >
                      {name}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Testimonials />
      <AppDownload />
      <ModuleModal open={modulesOpen} onClose={() => setModulesOpen(false)} />
    </>
  );
}
