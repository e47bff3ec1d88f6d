import { useSelector } from '@xstate/react';
import type { AddToCartActorRef } from '@storefront/core/machines/add-to-cart.machine';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { useCartUi } from './cart-ui.js';

function Footer({ actor }: { actor: AddToCartActorRef }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <>
      <Button variant="outline" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy}>
        {t('common.action.cancel')}
      </Button>
      <Button
        onClick={() => actor.send({ type: 'CONFIRM' })}
        disabled={busy}
        data-testid="replace-cart-confirm"
      >
        {t('cart.replace.confirm')}
      </Button>
    </>
  );
}

/**
 * The replace-cart confirm (spec §4 'Add to cart'): open while an add-to-cart machine asks
 * (tag `confirm`); Yes empties the cart and adds, Cancel leaves the cart alone.
 */
export function ReplaceCartDialog() {
  const { t } = useTranslation();
  const { replace } = useCartUi();
  return (
    <Dialog
      open={replace != null}
      onOpenChange={(next) => {
        if (!next) replace?.send({ type: 'CANCEL' });
      }}
      role="alertdialog"
      size="sm"
      title={t('cart.replace.title')}
      description={t('cart.replace.message')}
      footer={replace ? <Footer actor={replace} /> : null}
      testId="replace-cart"
    />
  );
}
