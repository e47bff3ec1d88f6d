import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { usePageTitle } from '../app/usePageTitle.js';
import { CenteredPage } from '../ui/CenteredPage.js';

/** 404: every path without a real screen. */
export default function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('app.notFound.title'));
  return (
    <CenteredPage>
      <div className={css({ maxW: 'md' })}>
        <p
          className={css({
            fontSize: '6xl',
            fontWeight: 'bold',
            color: 'accent.text',
            lineHeight: '1',
          })}
        >
          404
        </p>
        <h1 className={css({ mt: '4', fontSize: '2xl', fontWeight: 'bold' })}>
          {t('app.notFound.title')}
        </h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{t('app.notFound.description')}</p>
        <Link to="/" className={cx(button({ size: 'lg' }), css({ mt: '6' }))}>
          {t('app.notFound.back')}
        </Link>
      </div>
    </CenteredPage>
  );
}
