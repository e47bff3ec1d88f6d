import type { Testimonial } from '@storefront/core/api/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { ScrollRow } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { initials } from './initials.js';
import { useTestimonials } from './queries.js';

/** Every card has the same size, so the skeletons hold the row's final place. */
const cardSize = css({
  w: { base: '280px', md: '304px', lg: 'calc((100% - token(spacing.8)) / 3)' },
  h: '60',
  flexShrink: 0,
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
});

const sectionFrame = css({
  maxW: '5xl',
  mx: 'auto',
  w: 'full',
  px: { base: '4', md: '6' },
  py: { base: '10', md: '14' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});

const titleStyle = css({
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: 'bold',
  textAlign: 'center',
});

function QuoteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" className={className}>
      <path
        fill="currentColor"
        d="M0 24V14.4C0 6.6 4.2 1.8 11.2 0l1.6 3.4C8.6 4.8 6.6 7.6 6.4 11.2H12V24H0Zm19.2 0V14.4C19.2 6.6 23.4 1.8 30.4 0L32 3.4c-4.2 1.4-6.2 4.2-6.4 7.8h5.6V24H19.2Z"
      />
    </svg>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const photo = testimonial.reviewer_image_full_url;
  return (
    <figure
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', p: '5', w: 'full' })}
      data-testid="testimonial"
    >
      <QuoteMark
        className={css({ color: 'accent.muted', flexShrink: 0, _rtl: { transform: 'scaleX(-1)' } })}
      />
      <blockquote className={css({ flex: '1', minH: 0, color: 'fg.default', lineHeight: '1.55' })}>
        <p className={css({ lineClamp: '4' })}>{testimonial.review}</p>
      </blockquote>
      <figcaption className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })}>
        {photo ? (
          <img
            src={photo}
            alt=""
            loading="lazy"
            width={40}
            height={40}
            className={css({ w: '10', h: '10', borderRadius: 'full', objectFit: 'cover' })}
          />
        ) : (
          <span
            aria-hidden="true"
            className={css({
              display: 'grid',
              placeItems: 'center',
              w: '10',
              h: '10',
              flexShrink: 0,
              borderRadius: 'full',
              bg: 'accent.subtle',
              color: 'accent.text',
              fontWeight: 'bold',
              fontSize: 'sm',
            })}
          >
            {initials(testimonial.name)}
          </span>
        )}
        <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
          <cite className={css({ fontStyle: 'normal', fontWeight: 'semibold', truncate: true })}>
            {testimonial.name}
          </cite>
          {testimonial.designation && (
            <span className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>
              {testimonial.designation}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** The landing page's testimonials (GET testimonial), a row of quotes below the zones. */
export function Testimonials() {
  const { t } = useTranslation();
  const id = useId();
  const query = useTestimonials();
  const title = t('landing.testimonials.title');
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <section aria-labelledby={id} className={sectionFrame} data-testid="landing-testimonials">
      <h2 id={id} className={titleStyle}>
        {title}
      </h2>
      {query.isPending ? (
        <LoadingRegion
          label={t('landing.testimonials.loading')}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 3 }, (_, i) => (
            <div
              key={i}
              className={cx(
                css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5' }),
                cardSize,
              )}
            >
              <Skeleton className={css({ w: '8', h: '6' })} />
              <Skeleton className={css({ h: '4', w: '95%' })} />
              <Skeleton className={css({ h: '4', w: '85%' })} />
              <Skeleton className={css({ h: '4', w: '60%' })} />
              <div className={css({ display: 'flex', gap: '3', mt: 'auto', alignItems: 'center' })}>
                <Skeleton className={css({ w: '10', h: '10', borderRadius: 'full' })} />
                <Skeleton className={css({ h: '4', w: '40%' })} />
              </div>
            </div>
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.map((testimonial) => (
            <li key={testimonial.id} className={cardSize}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
