import { addressActors } from '@storefront/core/api/addresses';
import { orderingActors, orderingOwner, sessionAddress } from '@storefront/core/api/ordering';
import { checkoutAddressOf } from '@storefront/core/domain/address';
import type { CheckoutPage, CheckoutSource } from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { isSignedIn } from '@storefront/core/domain/session';
import { provideCheckoutMachine } from '@storefront/core/machines/checkout.provide';
import { checkoutView } from '@storefront/core/machines/checkout.connect';
import type { CheckoutEvent, CheckoutPaymentFacts } from '@storefront/core/machines/checkout.types';
import { paymentCallback } from '@storefront/core/api/payments';
import type { MoneyConfig } from '@storefront/core/domain/money';
import { STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notifier } from '../../adapters/notifier.js';
import { prescriptionFileOf } from '../orders/prescription-files.js';
import { api } from '../../app/api.js';
import { useCustomerInfo } from '../account/queries.js';
import { goToGateway } from './pending-payment.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import {
  cachedAddresses,
  cachedCustomer,
  refreshAddresses,
  useSavedAddresses,
} from '../addresses/queries.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** How often "now" (the store's opening hours) is re-checked. */
const CLOCK_TICK_MS = 30_000;

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

export const storeNow = () => localDateTime(Date.now(), STORE_TIME_ZONE);

/** A fresh Idempotency-Key per order attempt. */
function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Core's checkoutMachine for one checkout page, wired to the browser: the API actors with the
 * guest's id, a new Idempotency-Key per attempt, toasts, the store's clock, and the stored
 * location as the delivery address (re-sent when the header's location tools change it; a
 * signed-in customer's saved address when the location is one of them). 'Save this Address'
 * saves with the customer's name and phone for a contact-less address and refetches the saved
 * lists. The page shows `checkoutView(context)`: every amount is core's, never computed here.
 */
export function useCheckout(input: {
  page: CheckoutPage;
  source: CheckoutSource;
  money: MoneyConfig;
  /** The payment facts (config and the store's zone). */
  payment: CheckoutPaymentFacts;
  onPlaced: (orderId: number, phone: string | null) => void;
  /** A digital order was placed: the page is left for the gateway's. */
  onRedirect?: () => void;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  // Loaded here so that 'Save this Address' can name the customer as the contact, and for the
  // wallet balance.
  const customer = useCustomerInfo();
  const walletBalance = customer.data?.wallet_balance ?? 0;
  const redirected = useRef(input.onRedirect);
  useEffect(() => {
    redirected.current = input.onRedirect;
  });
  const { data: savedList } = useSavedAddresses();
  const placed = useRef(input.onPlaced);
  useEffect(() => {
    placed.current = input.onPlaced;
  });
  const [logic] = useState(() =>
    provideCheckoutMachine({
      actors: {
        ...orderingActors(api, {
          guestId: () => orderingOwner(readCurrentSession()).guestId,
          moduleId: () => input.source.moduleId,
          // The prescriptions' files, by the ids the checkout keeps (issue 12).
          prescriptionFile: prescriptionFileOf,
        }).checkout,
        ...addressActors(api, {
          customer: () => cachedCustomer(queryClient),
          t,
        }),
      },
      newId: newIdempotencyKey,
      notifier,
      t,
      money: input.money,
      // The page follows the machine to `placed` (below).
      onPlaced: () => undefined,

      onAddressSaved: () => void refreshAddresses(queryClient),
    }),
  );
  const actor = useInspectedActorRef(logic, {
    input: {
      page: input.page,
      signedIn: isSignedIn(session),
      source: input.source,
      at: storeNow(),
      address: sessionAddress(session),
      contact: null,
      payment: input.payment,
      walletBalance,
      gatewayReturn: {
        callback: paymentCallback(window.location.origin, { kind: 'order' }),
        platform: 'web',
      },
    },
  });
  // The wallet balance arrived or changed.
  useEffect(() => {
    if (actor.getSnapshot().context.walletBalance !== walletBalance) {
      actor.send({ type: 'SET_WALLET', balance: walletBalance });
    }
  }, [actor, walletBalance]);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const placing = useSelector(actor, (s) => s.matches('placing'));
  const savingAddress = useSelector(actor, (s) => s.matches('savingAddress'));
  const view = useMemo(() => checkoutView(context), [context]);

  // Placed: hand the order id (and the guest's phone, for tracking) to the page; a digital
  // order goes on to the gateway's page, remembering what it pays for the way back.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || snapshot.output?.orderId == null) return;
      const { contact, address, paymentId } = snapshot.context;
      const phone = contact?.contact_person_number ?? address?.contact_person_number ?? null;
      const link = snapshot.output.redirectLink;
      if (link != null) {
        redirected.current?.();
        goToGateway(link, { kind: 'order', id: snapshot.output.orderId, paymentId, phone });
        return;
      }
      placed.current(snapshot.output.orderId, phone);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The cart was refetched (or the facts reloaded): the same checkout with the new lines.
  useEffect(() => {
    if (actor.getSnapshot().context.source !== input.source) {
      actor.send({ type: 'UPDATE_SOURCE', source: input.source });
    }
  }, [actor, input.source]);

  useEffect(() => {
    const timer = window.setInterval(
      () => actor.send({ type: 'SET_NOW', at: storeNow() }),
      CLOCK_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [actor]);

  // A new location from the header's tools becomes the delivery address (street, house and
  // floor entered here are kept).
  const location = session.location;
  const lat = session.currentLatLng?.lat;
  const lng = session.currentLatLng?.lng;
  useEffect(() => {
    const stored = sessionAddress({
      location,
      currentLatLng: lat != null && lng != null ? { lat, lng } : null,
    });
    const current = actor.getSnapshot().context.address;
    if (stored == null) return;
    // A saved address chosen in the header comes with its type, contact and details.
    const saved = cachedAddresses(queryClient, readCurrentSession()).find(
      (a) =>
        a.address === stored.address &&
        Number(a.latitude) === stored.latitude &&
        Number(a.longitude) === stored.longitude,
    );
    const next = (saved && checkoutAddressOf(saved)) ?? stored;
    if (
      current != null &&
      current.address === next.address &&
      current.latitude === next.latitude &&
      current.longitude === next.longitude
    ) {
      return;
    }
    actor.send({
      type: 'SET_ADDRESS',
      address:
        next.id != null
          ? next
          : { ...next, road: current?.road, house: current?.house, floor: current?.floor },
    });
  }, [actor, location, lat, lng, queryClient]);

  // The saved list arrived: the header's location, when it is one of them (chosen in the header's
  // saved list), shows as that saved address, unless street, house or floor were typed already.
  useEffect(() => {
    const current = actor.getSnapshot().context.address;
    if (savedList == null || current == null || current.id != null) return;
    if (current.road || current.house || current.floor) return;
    const match = savedList.find(
      (a) =>
        a.address === current.address &&
        Number(a.latitude) === current.latitude &&
        Number(a.longitude) === current.longitude,
    );
    const next = match ? checkoutAddressOf(match) : null;
    if (next) actor.send({ type: 'SET_ADDRESS', address: next });
  }, [actor, savedList]);

  /** Sends an event; a change after a failed attempt first goes back to editing. */
  const send = (event: CheckoutEvent) => {
    if (actor.getSnapshot().hasTag('failed') && event.type !== 'RETRY' && event.type !== 'EDIT') {
      actor.send({ type: 'EDIT' });
    }
    actor.send(event);
  };

  return { context, view, busy, failed, placing, savingAddress, send };
}
