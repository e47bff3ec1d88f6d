import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { usePolicyPage, type PolicyPage as PolicyKind } from '../../app/queries.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { Spinner } from '../../ui/Spinner.js';
import { sanitizeHtml } from './sanitize.js';

const TITLES: Record<PolicyKind, string> = {
  aboutUs: 'policy.aboutUs',
  termsAndConditions: 'policy.termsAndConditions',
  privacyPolicy: 'policy.privacyPolicy',
  refundPolicy: 'policy.refundPolicy',
  cancellationPolicy: 'policy.cancellationPolicy',
  shippingPolicy: 'policy.shippingPolicy',
};

/** Typography for the server's HTML (the allow-listed tags of sanitize.ts). */
const prose = css({
  lineHeight: '1.75',
  color: 'fg.default',
  '& > * + *': { mt: '4' },
  '& > :first-child': { mt: '0' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '8' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', mt: '6' },
  '& h4, & h5, & h6': { fontWeight: 'bold', mt: '4' },
  '& ul': { listStyleType: 'disc', ps: '6' },
  '& ol': { listStyleType: 'decimal', ps: '6' },
  '& li + li': { mt: '1' },
  '& a': { color: 'accent.text', textDecoration: 'underline' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'accent.solid',
    ps: '4',
    color: 'fg.muted',
  },
  '& table': { w: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', p: '2', textAlign: 'start' },
  '& pre': { overflowX: 'auto', p: '3', bg: 'bg.subtle', borderRadius: 'md' },
  '& hr': { borderColor: 'border.default' },
});

/** A policy page: the HTML from the API, sanitised, under the page title. */
export function PolicyPage({ page }: { page: PolicyKind }) {
  const { t } = useTranslation();
  const query = usePolicyPage(page);
  const title = t(TITLES[page]);
  usePageTitle(title);
  const html = useMemo(() => (query.data != null ? sanitizeHtml(query.data) : ''), [query.data]);

  return (
    <article
      className={css({
        maxW: '4xl',
        mx: 'auto',
        w: 'full',
        px: { base: '4', md: '6' },
        py: { base: '8', md: '12' },
      })}
    >
      <h1
        className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'extrabold', mb: '6' })}
      >
        {title}
      </h1>
      <div className={cx(card(), css({ p: { base: '5', md: '8' } }))}>
        {query.isPending && (
          <div className={css({ display: 'grid', placeItems: 'center', py: '12' })}>
            <Spinner label={t('common.loading')} />
          </div>
        )}
        {query.isError && (
          <div
            role="alert"
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: '3',
            })}
          >
            <p className={css({ color: 'danger.text' })}>
              {query.error.message || t('policy.loadError')}
            </p>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => void query.refetch()}
            >
              {t('common.action.tryAgain')}
            </button>
          </div>
        )}
        {query.isSuccess && (
          // Sanitised by an allow-list (features/policy/sanitize.ts): simple tags, safe links only.
          <div
            className={prose}
            data-testid="policy-content"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </article>
  );
}
