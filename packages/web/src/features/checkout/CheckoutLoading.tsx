import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { MapPinIcon } from '../../ui/header-icons.js';
import { Skeleton } from '../catalogue/Skeleton.js';
import { Section } from './ui.js';

/**
 * The checkout page while its lines and facts load, shared by the page (CheckoutPage.tsx) and
 * the prerendered shell (app/shell/Shell.tsx), so that the page starts where its shell did and a
 * guest's delivery address paints with the HTML (issue 9: it is the page's largest text, which
 * otherwise painted only after the app's code had run).
 *
 * It takes its texts as a function (the page's `t`; the shell's, both languages) and has no
 * hook, so that it renders at build time without the app's providers.
 */

/** The page's frame and its title. */
export const checkoutPageStyles = {
  frame: css({
    maxW: '6xl',
    mx: 'auto',
    w: 'full',
    px: { base: '3', sm: '4', lg: '6' },
    py: { base: '5', md: '8' },
  }),
  title: css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', mb: '5' }),
};

export const rowStyle = css.raw({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  minW: 0,
});

/** The card around a guest's contact and address. */
export const cardClass = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
});
/** The card's column of text, beside the edit button. */
export const cardTextClass = css({
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  minW: 0,
});

/** The delivery address of the guest's card: 'Deliver to: …'. */
export function AddressLine({
  label,
  text,
  testId,
}: {
  label: ReactNode;
  text: ReactNode;
  testId?: string;
}) {
  return (
    <p className={css(rowStyle, { alignItems: 'flex-start' })} data-testid={testId}>
      <MapPinIcon className={css({ mt: '0.5', flexShrink: 0 })} />
      <span>
        <span className={css({ color: 'fg.muted' })}>
          {label}
          {': '}
        </span>
        {text}
      </span>
    </p>
  );
}

/** The keys of the texts the loading view shows. */
export type CheckoutLoadingText =
  'checkout.orderType.title' | 'checkout.address.title' | 'checkout.address.current';

/**
 * The guest's address section while the checkout's facts load: the delivery address is the
 * stored location, known before any answer, so it shows in the same card and at the same width
 * as in the form; the contact row and the buttons are placeholders of their size until the form
 * replaces the section. Above it, the order type's section with its two cards' place.
 */
function GuestAddressPreview({
  text,
  address,
}: {
  text: (key: CheckoutLoadingText) => ReactNode;
  address: ReactNode;
}) {
  return (
    <>
      <Section title={text('checkout.orderType.title')}>
        {/* The order type's two cards: stacked on a phone, one row from sm (RadioCards). */}
        <Skeleton className={css({ h: { base: '102px', sm: '47px' }, borderRadius: 'lg' })} />
      </Section>
      <Section title={text('checkout.address.title')}>
        <div className={cardClass}>
          <div className={cardTextClass}>
            <Skeleton className={css({ h: '8', w: '48', maxW: 'full' })} />
            <AddressLine label={text('checkout.address.current')} text={address} />
          </div>
          <Skeleton className={css({ h: '8', w: '8', flexShrink: 0 })} />
        </div>
        <Skeleton className={css({ h: '8', w: '40' })} />
      </Section>
    </>
  );
}

/** Placeholders of the sections whose content waits for the facts (a customer's addresses). */
function SectionsSkeleton() {
  return (
    <>
      <Skeleton className={css({ h: '28', borderRadius: 'xl' })} />
      <Skeleton className={css({ h: '40', borderRadius: 'xl' })} />
    </>
  );
}

/**
 * The loading view. `address`: a guest's stored delivery address (core's `sessionAddress`), or
 * null (a customer, or no stored location): placeholders instead. In the shell (`shell`), both
 * are built and `data-shell-address` on <html> (set by the boot script) shows one; `address` is
 * then the element the boot script fills.
 */
export function CheckoutLoadingView({
  text,
  address,
  shell = false,
  label,
}: {
  text: (key: CheckoutLoadingText) => ReactNode;
  address: ReactNode | null;
  shell?: boolean;
  /** The status's accessible name (the page; the shell is hidden from assistive technology). */
  label?: string;
}) {
  return (
    <div
      role={label ? 'status' : undefined}
      aria-busy={label ? 'true' : undefined}
      aria-label={label}
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', lg: '7fr 5fr' },
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
        {shell ? (
          <>
            <div
              className={css({
                display: 'none',
                '[data-shell-address] &': { display: 'contents' },
              })}
            >
              <GuestAddressPreview text={text} address={address} />
            </div>
            <div
              className={css({
                display: 'contents',
                '[data-shell-address] &': { display: 'none' },
              })}
            >
              <SectionsSkeleton />
            </div>
          </>
        ) : address != null ? (
          <GuestAddressPreview text={text} address={address} />
        ) : (
          <SectionsSkeleton />
        )}
        <Skeleton className={css({ h: '24', borderRadius: 'xl' })} />
      </div>
      <Skeleton className={css({ h: '96', borderRadius: 'xl' })} />
    </div>
  );
}
