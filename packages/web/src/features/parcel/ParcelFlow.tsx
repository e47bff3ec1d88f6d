import { orderingOwner } from '@storefront/core/api/ordering';
import {
  parcelActors,
  quoteOf,
  type ParcelCategory,
  type ParcelQuoteConfig,
} from '@storefront/core/api/parcel';
import { useQueryClient } from '@tanstack/react-query';
import { paymentCallback } from '@storefront/core/api/payments';
import {
  PARCEL_DIMENSION_CM,
  PARCEL_DIMENSIONS,
  PARCEL_MAX_WEIGHT_KG,
  parcelPaymentMethods,
  type ParcelPaymentMethod,
} from '@storefront/core/domain/parcel';
import { paymentOptions, type PaymentConfig } from '@storefront/core/domain/payment';
import { isSignedIn } from '@storefront/core/domain/session';
import {
  EMPTY_PARTY,
  PARCEL_STEPS,
  provideParcelMachine,
  type ParcelParty,
  type ParcelPlaced,
  type ParcelStep,
} from '@storefront/core/machines/parcel.machine';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { configQuery, useConfig } from '../../app/queries.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import { Button } from '../../ui/Button.js';
import { FieldError, TextField } from '../../ui/Field.js';
import { useCustomerInfo } from '../account/queries.js';
import { useSavedAddresses } from '../addresses/queries.js';
import { useMoney } from '../catalogue/format.js';
import { goToGateway } from '../checkout/pending-payment.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';
import { PartyForm } from './PartyForm.js';
import { parcelCategoriesKey, useParcelCategories, useParcelInstructions } from './queries.js';

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const METHOD_KEYS: Record<ParcelPaymentMethod, string> = {
  cash_on_delivery: 'payment.method.cash',
  digital_payment: 'payment.method.digital',
  wallet: 'payment.method.wallet',
};

/** The step a machine state belongs to (checking a pin stays on its step, placing on payment). */
function stepOf(value: string): ParcelStep | 'placed' {
  if (value === 'checkingSender') return 'sender';
  if (value === 'checkingReceiver') return 'receiver';
  if (value === 'placing') return 'payment';
  return value as ParcelStep | 'placed';
}

/**
 * The parcel flow (issue 14), driven by core's `parcelMachine`: category → sender → receiver →
 * details → instructions and note → who pays → payment → place, then the success with Track
 * Order. The amount shown is core's `parcelQuote`, which the server charges.
 */
export default function ParcelFlow({
  moduleId,
  categoryId,
  onExit,
}: {
  moduleId: number;
  categoryId: number | null;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const config = useConfig();
  const categories = useParcelCategories();
  const instructions = useParcelInstructions();
  const customer = useCustomerInfo();
  const saved = useSavedAddresses();
  const money = useMoney();
  const id = useId();
  const signedIn = isSignedIn(session);
  const [placed, setPlaced] = useState<ParcelPlaced | null>(null);
  const queryClient = useQueryClient();

  const [logic] = useState(() =>
    provideParcelMachine({
      actors: parcelActors(api, {
        guestId: () => orderingOwner(readCurrentSession()).guestId,
        moduleId: () => moduleId,
        categories: () =>
          queryClient.getQueryData<ParcelCategory[]>(parcelCategoriesKey(i18n.language)) ?? [],
        config: () =>
          (queryClient.getQueryData(configQuery(i18n.language).queryKey) ??
            {}) as ParcelQuoteConfig,
        newKey,
        callback: () => paymentCallback(window.location.origin, { kind: 'order' }),
        platform: 'web',
      }),
      notifier,
      t: (key, vars) => i18n.t(key, vars ?? {}),
      onPlaced: (result) => {
        if (result.redirectLink) {
          goToGateway(result.redirectLink, {
            kind: 'order',
            id: result.orderId,
            paymentId: null,
            phone: null,
          });
          return;
        }
        setPlaced(result);
      },
    }),
  );
  const [sender] = useState<ParcelParty>(() => ({
    ...EMPTY_PARTY,
    address: session.location ?? '',
    lat: session.currentLatLng?.lat ?? null,
    lng: session.currentLatLng?.lng ?? null,
  }));
  const actor = useInspectedActorRef(logic, { input: { categoryId, sender } });
  const value = useSelector(actor, (s) => String(s.value));
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  // A signed-in sender's name and phone, once known and while still empty.
  const info = customer.data;
  useEffect(() => {
    if (!info) return;
    const snapshot = actor.getSnapshot();
    const current = snapshot.context.sender;
    if (!snapshot.matches('category') || current.name !== '' || current.phone !== '') return;
    const name = [info.f_name, info.l_name].filter(Boolean).join(' ');
    actor.send({ type: 'SET_SENDER', party: { ...current, name, phone: info.phone ?? '' } });
  }, [actor, info]);

  const category = categories.data?.find((c) => c.id === context.categoryId) ?? null;
  const quote = config.data
    ? quoteOf(context.sender, context.receiver, category, config.data as ParcelQuoteConfig)
    : null;
  const offered = config.data
    ? paymentOptions({
        config: config.data as unknown as PaymentConfig,
        zone: null,
        guest: !signedIn,
      })
    : null;
  const methods = offered
    ? parcelPaymentMethods(context.payer ?? 'sender', [
        ...(offered.cash ? (['cash_on_delivery'] as const) : []),
        ...(offered.digital ? (['digital_payment'] as const) : []),
        ...(offered.wallet ? (['wallet'] as const) : []),
      ])
    : [];

  // A new step starts at its title: on a phone the previous step's end may be far below it.
  const top = useRef<HTMLDivElement>(null);
  const shown = placed || value === 'placed' ? 'placed' : stepOf(value);
  useEffect(() => {
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [shown]);
  // A step refused for its fields: the first field in error gets the focus (or comes into view).
  const issues = context.issues;
  useEffect(() => {
    if (Object.keys(issues).length === 0) return;
    const field = top.current?.querySelector<HTMLElement>('[aria-invalid=true]');
    if (field) field.focus();
    else
      top.current?.querySelector('[role=alert], [data-testid=field-error]')?.scrollIntoView({
        block: 'center',
      });
  }, [issues]);

  if (placed || value === 'placed') {
    return (
      <section
        className={cx(
          card(),
          css({
            p: { base: '6', md: '10' },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: '4',
            maxW: '2xl',
            mx: 'auto',
            w: 'full',
          }),
        )}
        ref={top as never}
        data-testid="parcel-success"
      >
        <span
          aria-hidden
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'accent.subtle',
            color: 'accent.text',
            fontSize: '3xl',
          })}
        >
          ✓
        </span>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'extrabold' })}>
          {t('parcel.success.title')}
        </h2>
        <p data-testid="parcel-success-message">{t('parcel.success')}</p>
        {context.orderId != null && (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {t('parcel.success.orderId', { id: context.orderId })}
          </p>
        )}
        <div
          className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
        >
          <Link
            to={`/track-order/${context.orderId}`}
            state={{ phone: context.sender.phone }}
            className={button()}
            data-testid="parcel-track-order"
          >
            {t('parcel.trackOrder')}
          </Link>
          <button type="button" className={button({ variant: 'outline' })} onClick={onExit}>
            {t('parcel.sendAnother')}
          </button>
        </div>
      </section>
    );
  }

  const step = stepOf(value) as ParcelStep;
  const index = PARCEL_STEPS.indexOf(step);
  const issue = (field: string) =>
    context.issues[field] ? t(context.issues[field]!, { max: PARCEL_MAX_WEIGHT_KG }) : null;

  const choice = (
    checked: boolean,
    onSelect: () => void,
    label: ReactNode,
    hint: ReactNode,
    testId: string,
    name: string,
  ) => (
    <label
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        p: '3',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: checked ? 'accent.solid' : 'border.default',
        bg: checked ? 'accent.subtle' : 'bg.surface',
        cursor: 'pointer',
        _focusWithin: { outline: '2px solid', outlineColor: 'accent.solid' },
      })}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className={css({ mt: '1', accentColor: 'var(--colors-accent-solid)' })}
      />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
        <span className={css({ fontWeight: 'semibold' })}>{label}</span>
        {hint && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{hint}</span>}
      </span>
    </label>
  );

  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 20rem' },
        gap: '6',
        alignItems: 'start',
        // Below the sticky header when a new step scrolls to it.
        scrollMarginTop: '9rem',
      })}
      ref={top}
      data-testid="parcel-flow"
      data-step={step}
    >
      <section
        className={cx(
          card(),
          css({ p: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '5' }),
        )}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('parcel.flow.step', { current: index + 1, total: PARCEL_STEPS.length })}
          </p>
          <ol aria-hidden className={css({ display: 'flex', gap: '1' })}>
            {PARCEL_STEPS.map((s, i) => (
              <li
                key={s}
                className={css({
                  flex: '1',
                  h: '1.5',
                  borderRadius: 'full',
                  bg: i <= index ? 'accent.solid' : 'bg.muted',
                })}
              />
            ))}
          </ol>
          <h2
            className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'extrabold' })}
            data-testid="parcel-step-title"
          >
            {t(
              step === 'category'
                ? 'parcel.category.title'
                : step === 'sender'
                  ? 'parcel.sender.title'
                  : step === 'receiver'
                    ? 'parcel.receiver.title'
                    : step === 'details'
                      ? 'parcel.details.title'
                      : step === 'instructions'
                        ? 'parcel.instructions.title'
                        : step === 'payer'
                          ? 'parcel.payer.title'
                          : 'parcel.payment.title',
            )}
          </h2>
        </div>

        {step === 'category' && (
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <legend className={css({ srOnly: true })}>{t('parcel.category.title')}</legend>
            {categories.data?.map((c) =>
              choice(
                context.categoryId === c.id,
                () => actor.send({ type: 'CHOOSE_CATEGORY', categoryId: c.id }),
                <span className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                  {c.image_full_url && (
                    <img
                      src={c.image_full_url}
                      alt=""
                      width={40}
                      height={40}
                      className={css({ borderRadius: 'full', flexShrink: 0 })}
                    />
                  )}
                  {c.name}
                </span>,
                c.description,
                'parcel-flow-category',
                `${id}-category`,
              ),
            )}
            {issue('category') && <FieldError>{issue('category')}</FieldError>}
          </fieldset>
        )}

        {step === 'sender' && (
          <PartyForm
            who="sender"
            party={context.sender}
            issues={context.issues}
            saved={saved.data ?? []}
            center={session.currentLatLng}
            onChange={(party) => actor.send({ type: 'SET_SENDER', party })}
          />
        )}

        {step === 'receiver' && (
          <PartyForm
            who="receiver"
            party={context.receiver}
            issues={context.issues}
            saved={saved.data ?? []}
            center={
              context.sender.lat != null && context.sender.lng != null
                ? { lat: context.sender.lat, lng: context.sender.lng }
                : session.currentLatLng
            }
            onChange={(party) => actor.send({ type: 'SET_RECEIVER', party })}
          />
        )}

        {step === 'details' && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <div className={css({ maxW: 'xs' })}>
              <TextField
                id={`${id}-weight`}
                label={t('parcel.details.weight')}
                inputMode="decimal"
                dir="ltr"
                value={context.weight}
                error={issue('weight')}
                onValue={(weight) =>
                  actor.send({ type: 'SET_DETAILS', weight, dimension: context.dimension })
                }
                data-testid="parcel-weight"
              />
            </div>
            <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
                {t('parcel.details.dimension')}
              </legend>
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
                  gap: '2',
                })}
              >
                {PARCEL_DIMENSIONS.map((d) => {
                  const [l, w, h] = PARCEL_DIMENSION_CM[d];
                  return (
                    <div key={d}>
                      {choice(
                        context.dimension === d,
                        () =>
                          actor.send({ type: 'SET_DETAILS', weight: context.weight, dimension: d }),
                        t(`parcel.dimension.${d}`),
                        t('parcel.dimension.size', { l, w, h }),
                        `parcel-dimension-${d}`,
                        `${id}-dimension`,
                      )}
                    </div>
                  );
                })}
              </div>
              {issue('dimension') && <FieldError>{issue('dimension')}</FieldError>}
            </fieldset>
          </div>
        )}

        {step === 'instructions' && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <legend className={css({ srOnly: true })}>{t('parcel.instructions.title')}</legend>
              {instructions.isError && (
                <p className={css({ color: 'danger.text', fontSize: 'sm' })}>
                  {t('parcel.instructions.loadFailed')}
                </p>
              )}
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                  gap: '2',
                })}
              >
                {choice(
                  context.instruction == null,
                  () => actor.send({ type: 'CHOOSE_INSTRUCTION', instruction: null }),
                  t('parcel.instructions.none'),
                  null,
                  'parcel-instruction-none',
                  `${id}-instruction`,
                )}
                {instructions.data?.map((i) => (
                  <div key={i.id}>
                    {choice(
                      context.instruction === i.instruction,
                      () => actor.send({ type: 'CHOOSE_INSTRUCTION', instruction: i.instruction }),
                      i.instruction,
                      null,
                      'parcel-instruction',
                      `${id}-instruction`,
                    )}
                  </div>
                ))}
              </div>
            </fieldset>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
              <label
                htmlFor={`${id}-note`}
                className={css({ fontSize: 'sm', fontWeight: 'medium' })}
              >
                {t('parcel.instructions.note')}
              </label>
              <textarea
                id={`${id}-note`}
                rows={3}
                maxLength={1000}
                value={context.note}
                onChange={(e) => actor.send({ type: 'SET_NOTE', note: e.target.value })}
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'lg',
                  p: '3',
                  bg: 'bg.surface',
                  color: 'fg.default',
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid' },
                })}
                data-testid="parcel-note"
              />
            </div>
          </div>
        )}

        {step === 'payer' && (
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <legend className={css({ srOnly: true })}>{t('parcel.payer.title')}</legend>
            {choice(
              context.payer === 'sender',
              () => actor.send({ type: 'CHOOSE_PAYER', payer: 'sender' }),
              t('parcel.payer.sender'),
              t('parcel.payer.senderHint'),
              'parcel-payer-sender',
              `${id}-payer`,
            )}
            {choice(
              context.payer === 'receiver',
              () => actor.send({ type: 'CHOOSE_PAYER', payer: 'receiver' }),
              t('parcel.payer.receiver'),
              t('parcel.payer.receiverHint'),
              'parcel-payer-receiver',
              `${id}-payer`,
            )}
            {issue('payer') && <FieldError>{issue('payer')}</FieldError>}
          </fieldset>
        )}

        {step === 'payment' && (
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <legend className={css({ srOnly: true })}>{t('parcel.payment.title')}</legend>
            {methods.map((m) =>
              choice(
                context.paymentMethod === m,
                () => actor.send({ type: 'CHOOSE_PAYMENT', method: m }),
                t(METHOD_KEYS[m]),
                m === 'cash_on_delivery'
                  ? t(
                      context.payer === 'receiver'
                        ? 'parcel.payment.cashFromReceiver'
                        : 'parcel.payment.cashFromSender',
                    )
                  : null,
                `parcel-payment-${m}`,
                `${id}-payment`,
              ),
            )}
            {issue('payment') && <FieldError>{issue('payment')}</FieldError>}
            {context.error && (
              <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
                {context.error.messages.length > 0
                  ? context.error.messages.join(' ')
                  : t(context.error.key)}
              </p>
            )}
          </fieldset>
        )}

        <div
          className={css({
            display: 'flex',
            gap: '3',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            pt: '2',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => (step === 'category' ? onExit() : actor.send({ type: 'BACK' }))}
            data-testid="parcel-back"
          >
            {t('parcel.flow.back')}
          </Button>
          {step === 'payment' ? (
            <Button
              disabled={busy}
              onClick={() => actor.send({ type: 'PLACE' })}
              data-testid="parcel-place"
            >
              {busy ? t('parcel.placing') : t('parcel.place')}
              {quote && !busy ? ` · ${money(quote.total)}` : ''}
            </Button>
          ) : (
            <Button
              disabled={busy}
              onClick={() => actor.send({ type: 'NEXT' })}
              data-testid="parcel-next"
            >
              {t('parcel.flow.next')}
            </Button>
          )}
        </div>
      </section>

      <aside
        className={cx(card(), css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' }))}
        data-testid="parcel-summary"
      >
        <h2 className={css({ fontWeight: 'bold' })}>{t('parcel.summary.title')}</h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '2',
            fontSize: 'sm',
            '& dd': { textAlign: 'end', fontWeight: 'medium', overflowWrap: 'anywhere' },
            '& dt': { color: 'fg.muted' },
          })}
        >
          <dt>{t('parcel.step.category')}</dt>
          <dd>{category?.name ?? '—'}</dd>
          <dt>{t('parcel.track.from')}</dt>
          <dd>
            <bdi>{context.sender.lat != null ? context.sender.address || '—' : '—'}</bdi>
          </dd>
          <dt>{t('parcel.track.to')}</dt>
          <dd>
            <bdi>{context.receiver.lat != null ? context.receiver.address || '—' : '—'}</bdi>
          </dd>
          {quote && (
            <>
              <dt>{t('parcel.summary.distance')}</dt>
              <dd data-testid="parcel-distance">
                {t('parcel.summary.km', { km: quote.distanceKm.toFixed(1) })}
              </dd>
              <dt>{t('parcel.summary.charge')}</dt>
              <dd data-testid="parcel-charge">{money(quote.deliveryCharge)}</dd>
            </>
          )}
          {context.payer && (
            <>
              <dt>{t('parcel.summary.payer')}</dt>
              <dd>{t(`parcel.payer.${context.payer}`)}</dd>
            </>
          )}
        </dl>
        {quote && (
          <p
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              fontWeight: 'extrabold',
              pt: '3',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <span>{t('parcel.summary.total')}</span>
            <span data-testid="parcel-total">{money(quote.total)}</span>
          </p>
        )}
      </aside>
    </div>
  );
}
