import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { StoreCard } from '../catalogue/StoreCard.js';
import { ScrollRow, Section } from '../catalogue/Section.js';
import { LoadingRegion, StoreCardSkeleton } from '../catalogue/Skeleton.js';
import { useVisitAgain } from './queries.js';

/** 'Visit again' on a signed-in customer's home (GET customer/visit-again); a guest sees none. */
export function VisitAgainSection() {
  const { t } = useTranslation();
  const id = useId();
  const { token } = useSession();
  const query = useVisitAgain();
  if (token == null || query.isError || (query.isSuccess && query.data.length === 0)) return null;
  const title = t('v1more.visitAgain.title');
  return (
    <Section id={id} title={title} testId="home-visit-again">
      {query.data === undefined ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 4 }, (_, i) => (
            <StoreCardSkeleton key={i} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}
