import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** The failure page (a route threw): the spec's 'Sorry, Something Went Wrong'. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: '4',
      })}
    >
      <div
        className={css({
          maxW: 'md',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
        })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('app.error.title')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('app.error.description')}</p>
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          {t('common.action.tryAgain')}
        </button>
      </div>
    </main>
  );
}
