import { unwrap } from '@storefront/core/api/calls';
import { LOGOUT_KEYS, provideLogoutMachine } from '@storefront/core/machines/logout.machine';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { WISHLIST_KEY } from '../wishlist/keys.js';
import { forgetCustomer } from './queries.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** What LogoutProvider gives each run. */
interface LogoutRunProps {
  onReady: (send: (path: string) => void) => void;
  onDone: () => void;
  closeMenu: () => void;
}

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** A cart query of the signed-in customer (core's cartScopeKey: ['cart', kind, module, owner]). */
const isCustomerCart = (key: readonly unknown[]) => key[0] === 'cart' && key[3] === 'customer';

/**
 * Core's logoutMachine over the app: the token is revoked on the server (POST customer/logout),
 * then the customer's queries, the token, the wishlist and the customer's cart are cleared, the
 * menu closes, 'Logout successful.' shows, the navigator goes to /home (not from /), and the
 * cart is refetched (now the guest's).
 */
function logoutLogic(queryClient: QueryClient, closeMenu: () => void) {
  return provideLogoutMachine({
    actors: {
      revokeToken: fromPromise<unknown>(({ signal }) =>
        unwrap(api.POST('/customer/logout', { signal })),
      ),
      refetchCart: fromPromise<unknown>(() =>
        queryClient.refetchQueries({ queryKey: ['cart'], type: 'active' }),
      ),
    },
    storage,
    notifier,
    navigator: navigatorPort,
    t,
    clearUser: () => forgetCustomer(queryClient),
    clearWishlist: () => queryClient.removeQueries({ queryKey: [WISHLIST_KEY] }),
    clearCart: () => queryClient.removeQueries({ predicate: (q) => isCustomerCart(q.queryKey) }),
    closeMenu,
  });
}

/**
 * One logout: the machine and its confirm dialog. A finished logout mounts a fresh one. Its code
 * loads once a customer is signed in (LogoutProvider).
 */
export default function LogoutRun({ onReady, onDone, closeMenu }: LogoutRunProps) {
  const { t: tr } = useTranslation();
  const queryClient = useQueryClient();
  const [logic] = useState(() => logoutLogic(queryClient, closeMenu));
  const actor = useInspectedActorRef(logic);
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'));
  // The dialog stays, its buttons disabled, through the delay and the revocation.
  const leaving = useSelector(actor, (s) => s.matches('waiting') || s.matches('revoking'));
  const done = useSelector(actor, (s) => s.status === 'done');

  useEffect(() => {
    onReady((path) => actor.send({ type: 'LOGOUT', path }));
  }, [actor, onReady]);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  return (
    <Dialog
      open={confirming || leaving}
      onOpenChange={(open) => {
        if (!open && confirming) actor.send({ type: 'CANCEL' });
      }}
      role="alertdialog"
      size="sm"
      title={tr(LOGOUT_KEYS.confirm)}
      testId="logout-confirm"
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => actor.send({ type: 'CANCEL' })}
            disabled={leaving}
            data-testid="logout-confirm-no"
          >
            {tr('common.action.cancel')}
          </Button>
          <Button
            onClick={() => actor.send({ type: 'CONFIRM' })}
            disabled={leaving}
            aria-busy={leaving || undefined}
            data-testid="logout-confirm-yes"
          >
            {tr('common.action.yes')}
          </Button>
        </>
      }
    />
  );
}
