import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { usePageTitle } from '../../app/usePageTitle.js';
import { CenteredPage } from '../../ui/CenteredPage.js';
import { AlertIcon } from '../../ui/icons.js';

/**
 * The failure page (spec §2 'Failure page'): 'Sorry, Something Went Wrong' and 'Please try again
 * after some time or Contact with our support team.', with the way home and to support.
 */
export default function FailurePage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.failure.title'));
  return (
    <CenteredPage testId="failure-page">
      <div
        className={css({
          maxW: 'md',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
        })}
      >
        <span
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'danger.subtle',
            color: 'danger.text',
            fontSize: '3xl',
          })}
        >
          <AlertIcon />
        </span>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('auth.failure.title')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('auth.failure.description')}</p>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '3',
            mt: '3',
          })}
        >
          <Link to="/home" className={cx(button({ size: 'lg' }))}>
            {t('auth.failure.home')}
          </Link>
          <Link
            to="/help-and-support"
            target="_blank"
            rel="noopener noreferrer"
            className={button({ size: 'lg', variant: 'outline' })}
          >
            {t('auth.failure.support')}
          </Link>
        </div>
      </div>
    </CenteredPage>
  );
}
