import type { CommonCondition } from '@storefront/core/api/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { Icon, type IconProps } from '../../ui/icons.js';
import { useCommonConditions } from './content-queries.js';
import { commonConditionPath } from './links.js';
import { LoadError, ScrollRow, Section } from './Section.js';
import { LoadingRegion, Skeleton } from './Skeleton.js';

/** A capsule: the mark of a condition's medicines. */
const CapsuleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z" />
    <path d="m8.5 8.5 7 7" />
  </Icon>
);

/** The card and its skeleton share this size. */
const cardSize = css({ w: '48', h: '20', flexShrink: 0, borderRadius: 'xl' });

function ConditionCard({ condition, moduleId }: { condition: CommonCondition; moduleId: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={commonConditionPath(condition, moduleId)}
      data-testid="condition-card"
      data-condition-id={condition.id}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: '3',
        w: 'full',
        h: 'full',
        borderRadius: 'xl',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        transition: 'border-color 150ms',
        _hover: { borderColor: 'accent.solid' },
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '11',
          h: '11',
          flexShrink: 0,
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.text',
          fontSize: 'xl',
        })}
      >
        <CapsuleIcon />
      </span>
      <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <span
          className={css({
            fontWeight: 'semibold',
            fontSize: 'sm',
            lineHeight: '1.3',
            lineClamp: '2',
          })}
        >
          {condition.name}
        </span>
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {t('catalogue.conditions.items', { count: condition.items_count })}
        </span>
      </span>
    </Link>
  );
}

/**
 * The pharmacy home's common conditions (GET common-condition): a row of conditions, each
 * opening its medicines (`/common-condition/{slug}`).
 */
export function CommonConditions({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useCommonConditions();
  const title = t('catalogue.conditions.title');
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Section id={id} title={title} testId="home-common-conditions">
      {query.isPending ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={cardSize} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.map((condition) => (
            <li key={condition.id} className={cardSize}>
              <ConditionCard condition={condition} moduleId={moduleId} />
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}
