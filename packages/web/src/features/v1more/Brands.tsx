import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { ScrollRow, Section } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { useBrands } from './queries.js';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  w: '32',
  p: '3',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  textAlign: 'center',
  _hover: { borderColor: 'accent.solid' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid' },
});

/** The e-commerce home's brands (GET brand), each opening its items' page. */
export function BrandsSection() {
  const { t } = useTranslation();
  const id = useId();
  const query = useBrands();
  const title = t('v1more.brands.title');
  if (query.isError || (query.isSuccess && query.data.brands.length === 0)) return null;
  return (
    <Section id={id} title={title} testId="home-brands">
      {query.data === undefined ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton
              key={i}
              className={css({ w: '32', h: '36', borderRadius: 'xl', flexShrink: 0 })}
            />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.brands.map((brand) => (
            <li key={brand.id}>
              <Link to={`/brand/${brand.id}`} className={card} data-testid="brand-card">
                {brand.image_full_url ? (
                  <img
                    src={brand.image_full_url}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className={css({
                      w: '20',
                      h: '20',
                      borderRadius: 'full',
                      objectFit: 'cover',
                      bg: 'bg.subtle',
                    })}
                  />
                ) : (
                  <span
                    className={css({ w: '20', h: '20', borderRadius: 'full', bg: 'bg.subtle' })}
                  />
                )}
                <span className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: 1 })}>
                  {brand.name}
                </span>
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {t('v1more.brands.items', { count: brand.items_count })}
                </span>
              </Link>
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}
