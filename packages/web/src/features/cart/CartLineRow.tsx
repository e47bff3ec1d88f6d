import { describeCartLine } from '@storefront/core/api/ordering';
import type { CartLine } from '@storefront/core/domain/cart';
import type { ModuleType } from '@storefront/core/domain/session';
import { cartLineView, provideCartLineMachine } from '@storefront/core/machines/cart-line.machine';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { i18n } from '../../app/i18n.js';
import { MinusIcon, PlusIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { TrashIcon } from './icons.js';
import { useCartActors } from './queries.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * One cart line (spec §4 'Cart line'): image, name, options and add-ons, its price, and the
 * stepper driven by core's cartLineMachine: at quantity 1 the decrement is the delete button,
 * and every control is disabled while a request is in flight.
 */
export function CartLineRow({
  line,
  moduleType,
  digits,
  image,
}: {
  line: CartLine;
  moduleType: ModuleType;
  digits: number;
  image: string | null | undefined;
}) {
  const { t: tr } = useTranslation();
  const money = useMoney();
  const actors = useCartActors();
  const [logic] = useState(() => provideCartLineMachine({ actors: actors.cartLine, notifier, t }));
  const actor = useInspectedActorRef(logic, { input: { line, moduleType, digits } });
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const view = cartLineView(context, busy);
  const { options, addOns } = describeCartLine(line);

  // The server's line after each answer (ignored by the machine while a request is in flight).
  useEffect(() => {
    if (!busy) actor.send({ type: 'SYNC', line });
  }, [actor, line, busy]);

  const iconButton = cx(
    button({ variant: 'outline', size: 'iconSm' }),
    css({ borderRadius: 'full' }),
  );
  return (
    <li
      className={css({
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: '3',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
      data-testid="cart-line"
      data-line-id={line.id}
      data-item-id={line.item.id}
      aria-busy={busy}
    >
      <div
        className={css({
          w: '16',
          h: '16',
          borderRadius: 'lg',
          overflow: 'hidden',
          bg: 'bg.subtle',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        {image && (
          <img
            src={image}
            alt=""
            width={300}
            height={300}
            loading="lazy"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
          <p
            className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: '2' })}
            data-testid="cart-line-name"
          >
            {line.item.name}
          </p>
          <p className={css({ textAlign: 'end', flexShrink: 0 })}>
            <strong
              className={css({ fontSize: 'sm', display: 'block' })}
              data-testid="cart-line-price"
            >
              {money(view.price.roundedTotal)}
            </strong>
            {view.price.roundedOriginal > view.price.roundedTotal && (
              <s className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                {money(view.price.roundedOriginal)}
              </s>
            )}
          </p>
        </div>
        {options.length > 0 && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="cart-line-options">
            {options.join(' · ')}
          </p>
        )}
        {addOns.length > 0 && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {tr('cart.line.addOns', {
              list: addOns
                .map((a) => tr('cart.line.addOn', { name: a.name, quantity: a.quantity }))
                .join(', '),
            })}
          </p>
        )}
        {!view.price.readable && (
          <p className={css({ fontSize: 'xs', color: 'danger.text' })}>
            {tr('cart.line.unavailable')}
          </p>
        )}
        <div
          role="group"
          aria-label={tr('cart.line.quantity')}
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', mt: '0.5' })}
          data-testid="cart-line-stepper"
        >
          {view.decrementDeletes ? (
            <button
              type="button"
              className={cx(iconButton, css({ color: 'danger.text' }))}
              aria-label={tr('cart.line.remove')}
              disabled={!view.enabled}
              onClick={() => actor.send({ type: 'DECREMENT' })}
              data-testid="cart-line-remove"
            >
              <TrashIcon />
            </button>
          ) : (
            <button
              type="button"
              className={iconButton}
              aria-label={tr('cart.line.decrease')}
              disabled={!view.enabled}
              onClick={() => actor.send({ type: 'DECREMENT' })}
              data-testid="cart-line-decrement"
            >
              <MinusIcon />
            </button>
          )}
          <output
            aria-live="polite"
            className={css({
              minW: '6',
              textAlign: 'center',
              fontWeight: 'bold',
              fontSize: 'sm',
              fontVariantNumeric: 'tabular-nums',
            })}
            data-testid="cart-line-quantity"
          >
            {view.quantityLabel}
          </output>
          <button
            type="button"
            className={iconButton}
            aria-label={tr('cart.line.increase')}
            disabled={!view.enabled}
            onClick={() => actor.send({ type: 'INCREMENT' })}
            data-testid="cart-line-increment"
          >
            <PlusIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
