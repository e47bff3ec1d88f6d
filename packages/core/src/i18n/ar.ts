import type { Messages } from './define.js';
import { ar as common } from './catalog/common.ar.js';
import { ar as location } from './catalog/location.ar.js';
import { ar as module } from './catalog/module.ar.js';
import { ar as header } from './catalog/header.ar.js';
import { ar as footer } from './catalog/footer.ar.js';
import { ar as landing } from './catalog/landing.ar.js';
import { ar as language } from './catalog/language.ar.js';
import { ar as theme } from './catalog/theme.ar.js';
import { ar as policy } from './catalog/policy.ar.js';
import { ar as map } from './catalog/map.ar.js';
import { ar as home } from './catalog/home.ar.js';
import { ar as app } from './catalog/app.ar.js';
import { ar as item } from './catalog/item.ar.js';
import { ar as catalogue } from './catalog/catalogue.ar.js';
import { ar as store } from './catalog/store.ar.js';
import { ar as cart } from './catalog/cart.ar.js';
import { ar as checkout } from './catalog/checkout.ar.js';
import { ar as orders } from './catalog/orders.ar.js';
import { ar as auth } from './catalog/auth.ar.js';
import { ar as wishlist } from './catalog/wishlist.ar.js';
import { ar as addresses } from './catalog/addresses.ar.js';
import { ar as account } from './catalog/account.ar.js';
import { ar as rental } from './catalog/rental.ar.js';
import { ar as rentalPages } from './catalog/rental-pages.ar.js';
import { ar as trip } from './catalog/trip.ar.js';
import { ar as orderDetails } from './catalog/order-details.ar.js';
import { ar as profile } from './catalog/profile.ar.js';
import { ar as wallet } from './catalog/wallet.ar.js';
import { ar as loyalty } from './catalog/loyalty.ar.js';
import { ar as payment } from './catalog/payment.ar.js';
import { ar as mobileMenu } from './catalog/mobile-menu.ar.js';
import { ar as chat } from './catalog/chat.ar.js';
import { ar as parcel } from './catalog/parcel.ar.js';
import { ar as registration } from './catalog/registration.ar.js';
import { ar as v1more } from './catalog/v1more.ar.js';
import { ar as v1web } from './catalog/v1web.ar.js';
import { ar as search } from './catalog/search.ar.js';
import { ar as product } from './catalog/product.ar.js';

/**
 * The Arabic catalog alone, every area merged (core's tests check that no key is defined twice).
 * The web app imports it only for Arabic visitors.
 */
const messages: Messages = {
  ...common,
  ...location,
  ...module,
  ...header,
  ...footer,
  ...landing,
  ...language,
  ...theme,
  ...policy,
  ...map,
  ...home,
  ...app,
  ...item,
  ...catalogue,
  ...store,
  ...cart,
  ...checkout,
  ...orders,
  ...auth,
  ...wishlist,
  ...addresses,
  ...account,
  ...rental,
  ...rentalPages,
  ...trip,
  ...orderDetails,
  ...profile,
  ...wallet,
  ...loyalty,
  ...payment,
  ...mobileMenu,
  ...chat,
  ...parcel,
  ...registration,
  ...v1more,
  ...v1web,
  ...search,
  ...product,
};

export default messages;
