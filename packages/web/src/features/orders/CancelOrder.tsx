import { orderingOwner } from '@storefront/core/api/ordering';
import { orderCancelActors } from '@storefront/core/api/order-extras';
import { errorText } from '@storefront/core/domain/ui-error';
import { MAX_REASON_LENGTH } from '@storefront/core/schemas/ordering';
import {
  chosenReason,
  provideOrderCancelMachine,
} from '@storefront/core/machines/order-cancel.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input, note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession } from '../../app/session.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AlertIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { XCircleIcon } from './icons.js';
import { refreshOrder } from './queries.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * Cancel with a reason (issue 12), driven by core's `orderCancelMachine`: the button opens a
 * dialog with the server's reasons (`customer/order/cancellation-reasons`) and 'Another reason'
 * with a text of the customer's own; no reason: 'Please select a cancellation reason'; done:
 * 'Order canceled successfully' and the order (and the lists) read again; refused after
 * confirmation: the server's message stays in the dialog. Shown while the order is pending.
 */
export function CancelOrder({
  orderId,
  status,
  compact = false,
}: {
  orderId: number;
  status: string;
  /** The small button of a row in My orders. */
  compact?: boolean;
}) {
  const { t: tr } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [logic] = useState(() =>
    provideOrderCancelMachine({
      actors: orderCancelActors(api, {
        guestId: () => orderingOwner(readCurrentSession()).guestId,
      }),
      notifier,
      t,
      onCanceled: () => void refreshOrder(queryClient),
    }),
  );
  const actor = useInspectedActorRef(logic, { input: { orderId, orderStatus: status } });
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const loading = useSelector(actor, (s) => s.matches('loadingReasons'));
  const canceling = useSelector(actor, (s) => s.matches('canceling'));
  const canceled = useSelector(actor, (s) => s.status === 'done');
  const context = useSelector(actor, (s) => s.context);

  useEffect(() => {
    actor.send({ type: 'SYNC', orderStatus: status });
  }, [actor, status]);

  if (canceled || status !== 'pending') return null;

  const choice = context.choice;
  const issueId = `${id}-issue`;
  const otherId = `${id}-other`;
  return (
    <>
      <button
        type="button"
        className={cx(
          button({ variant: 'outline', size: 'sm' }),
          css({
            color: 'danger.text',
            borderColor: 'danger.border',
            _hover: { _enabled: { bg: 'danger.subtle' } },
          }),
        )}
        onClick={() => actor.send({ type: 'OPEN' })}
        aria-label={compact ? tr('orderCancel.actionFor', { id: orderId }) : undefined}
        data-testid="order-cancel"
      >
        <XCircleIcon />
        {tr('orderCancel.action')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !canceling) actor.send({ type: 'CLOSE' });
        }}
        size="sm"
        title={tr('orderCancel.title', { id: orderId })}
        description={tr('orderCancel.message')}
        testId="order-cancel-dialog"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'CONFIRM' });
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {loading ? (
            <div className={css({ display: 'grid', placeItems: 'center', minH: '32' })}>
              <Spinner label={tr('orderCancel.loading')} />
            </div>
          ) : (
            <fieldset
              className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
              aria-describedby={context.reasonIssue ? issueId : undefined}
              aria-invalid={context.reasonIssue ? true : undefined}
            >
              <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>
                {tr('orderCancel.reasons')}
              </legend>
              {context.reasonsError && (
                <p className={note({ tone: 'warning' })} role="status">
                  <AlertIcon />
                  <span>
                    {errorText(context.reasonsError, tr)}{' '}
                    <button
                      type="button"
                      className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}
                      onClick={() => actor.send({ type: 'RETRY_REASONS' })}
                    >
                      {tr('common.action.retry')}
                    </button>
                  </span>
                </p>
              )}
              {[...context.reasons.map((r) => ({ key: String(r.id), label: r.reason })), null].map(
                (reason) => {
                  const checked =
                    reason === null
                      ? choice?.kind === 'other'
                      : choice?.kind === 'listed' && String(choice.reasonId) === reason.key;
                  return (
                    <label
                      key={reason?.key ?? 'other'}
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        gap: '3',
                        px: '3',
                        py: '2.5',
                        borderRadius: 'lg',
                        borderWidth: '1px',
                        borderColor: checked ? 'accent.solid' : 'border.default',
                        bg: checked ? 'accent.subtle' : 'bg.surface',
                        cursor: 'pointer',
                        fontSize: 'sm',
                        '&:has(input:focus-visible)': {
                          outline: '2px solid',
                          outlineColor: 'focusRing',
                          outlineOffset: '2px',
                        },
                      })}
                      data-testid="order-cancel-reason"
                    >
                      <input
                        type="radio"
                        name={`${id}-reason`}
                        value={reason?.key ?? 'other'}
                        checked={checked}
                        onChange={() =>
                          actor.send(
                            reason === null
                              ? { type: 'CHOOSE_OTHER' }
                              : { type: 'CHOOSE', reasonId: Number(reason.key) },
                          )
                        }
                        className={css({ accentColor: 'accent.solid', w: '4', h: '4' })}
                      />
                      <span dir="auto">{reason?.label ?? tr('orderCancel.other')}</span>
                    </label>
                  );
                },
              )}
              {choice?.kind === 'other' && (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <label
                    htmlFor={otherId}
                    className={css({ fontSize: 'sm', fontWeight: 'medium' })}
                  >
                    {tr('orderCancel.otherLabel')}
                  </label>
                  <textarea
                    id={otherId}
                    className={cx(input(), css({ minH: '20', py: '2' }))}
                    maxLength={MAX_REASON_LENGTH}
                    placeholder={tr('orderCancel.otherPlaceholder', { max: MAX_REASON_LENGTH })}
                    value={context.otherText}
                    onChange={(e) => actor.send({ type: 'SET_OTHER', text: e.target.value })}
                    dir="auto"
                    data-testid="order-cancel-other"
                  />
                </div>
              )}
              {context.reasonIssue && (
                <p
                  id={issueId}
                  className={css({ fontSize: 'sm', color: 'danger.text' })}
                  data-testid="order-cancel-issue"
                >
                  {tr(context.reasonIssue, { max: MAX_REASON_LENGTH })}
                </p>
              )}
            </fieldset>
          )}
          {context.error && (
            <p className={note({ tone: 'error' })} role="alert" data-testid="order-cancel-error">
              <AlertIcon />
              {errorText(context.error, tr)}
            </p>
          )}
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: '3',
            })}
          >
            <Button
              variant="outline"
              onClick={() => actor.send({ type: 'CLOSE' })}
              disabled={canceling}
            >
              {tr('orderCancel.keep')}
            </Button>
            <Button
              type="submit"
              disabled={loading || canceling}
              aria-busy={canceling || undefined}
              data-testid="order-cancel-confirm"
              data-reason={chosenReason(context) ?? ''}
            >
              {canceling && <Spinner />}
              {tr('orderCancel.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
