export * from './ports.js';
export * from './domain/session.js';
export * from './domain/rtl.js';
export * from './domain/geo.js';
export * from './domain/modules.js';
export * from './domain/location.js';
export * from './domain/ui-error.js';
export * from './i18n/index.js';

// API client (model paths live at `@storefront/core/machines/<name>.model`, outside this entry
// point; test fakes and the model-test harness in src/testing/, which is not built)
export type { paths as ApiPaths, components as ApiComponents } from './api/schema.gen.js';
export type { HeadersLike, RequestLike, ResponseLike } from './api/fetch-types.js';
export * from './api/errors.js';
export * from './api/client.js';
export * from './api/middleware.js';
export * from './api/calls.js';
export * from './api/guest.js';
export * from './api/actors.js';

// Machines
export { errorToast, showToast, type NotifyParams } from './machines/effects.js';
export * from './machines/location.machine.js';
export * from './machines/location.types.js';
export * from './machines/location.connect.js';
export * from './machines/location.provide.js';
export * from './machines/module.machine.js';

// Schemas
export * from './schemas/index.js';

// Catalogue items: money, ratings, discounts, availability, variations, add-ons, price, quantity
export * from './domain/money.js';
export * from './domain/rating.js';
export * from './domain/discount.js';
export * from './domain/availability.js';
export * from './domain/variations.js';
export * from './domain/addons.js';
export * from './domain/item-price.js';
export * from './domain/quantity.js';
export * from './domain/item.js';
export * from './machines/item-config.machine.js';
export * from './machines/item-config.types.js';
export * from './machines/item-config.connect.js';
export * from './machines/item-config.provide.js';
export * from './api/catalogue.js';

// Cart and checkout: cart, coupon, tax, delivery and order-total rules, checkout checks, machines
export * from './domain/issue.js';
export * from './domain/cart.js';
export * from './domain/coupon.js';
export * from './domain/tax.js';
export * from './domain/delivery.js';
export * from './domain/order-total.js';
export * from './domain/checkout.js';
export type { LocalDateTime, ScheduleSlot } from './domain/schedule.js';
export { localDateTime } from './domain/schedule.js';
export * from './machines/add-to-cart.machine.js';
export * from './machines/cart-line.machine.js';
export * from './machines/checkout-gate.machine.js';
export * from './machines/checkout.machine.js';
export * from './machines/checkout.types.js';
export * from './machines/checkout.connect.js';
export * from './machines/checkout.provide.js';

// Ordering (issue 4): the cart, coupon and order calls and their actors, order statuses, the
// contact form
export * from './api/ordering.js';
export * from './domain/order-status.js';
export * from './schemas/contact.js';

// Sign-in (issue 5): login modes, auth-response routing, contact classification, the OTP
// countdown, auth and wishlist schemas, and the auth, OTP, forgot-password, session, logout and
// wishlist machines
export * from './domain/contact.js';
export * from './domain/auth.js';
export * from './schemas/auth.js';
export * from './machines/otp.machine.js';
export * from './machines/otp.types.js';
export * from './machines/otp.connect.js';
export * from './machines/otp.provide.js';
export * from './machines/auth-modal.machine.js';
export * from './machines/auth-modal.types.js';
export * from './machines/auth-modal.connect.js';
export * from './machines/auth-modal.provide.js';
export * from './machines/forgot-password.machine.js';
export * from './machines/session.machine.js';
export * from './machines/logout.machine.js';
export * from './machines/wishlist-toggle.machine.js';

// Rental (issue 11): the rental search, trip cart, rental module and trip booking machines and
// the rental calls (the rental rules are at `@storefront/core/domain/rental*`)
export * from './machines/rental-search.machine.js';
export * from './machines/trip-cart.machine.js';
export * from './machines/trip-cart.types.js';
export * from './machines/trip-cart.connect.js';
export * from './machines/trip-cart.provide.js';
export * from './machines/rental-module.machine.js';
export * from './machines/trip-booking.machine.js';
export * from './machines/trip-booking.types.js';
export * from './machines/trip-booking.connect.js';
export * from './api/rental.js';
