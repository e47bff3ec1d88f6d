import type { Messages } from './define.js';
import { en as common } from './catalog/common.js';
import { en as location } from './catalog/location.js';
import { en as module } from './catalog/module.js';
import { en as header } from './catalog/header.js';
import { en as footer } from './catalog/footer.js';
import { en as landing } from './catalog/landing.js';
import { en as language } from './catalog/language.js';
import { en as theme } from './catalog/theme.js';
import { en as policy } from './catalog/policy.js';
import { en as map } from './catalog/map.js';
import { en as home } from './catalog/home.js';
import { en as app } from './catalog/app.js';
import { en as item } from './catalog/item.js';
import { en as catalogue } from './catalog/catalogue.js';
import { en as store } from './catalog/store.js';
import { en as cart } from './catalog/cart.js';
import { en as checkout } from './catalog/checkout.js';
import { en as orders } from './catalog/orders.js';
import { en as auth } from './catalog/auth.js';
import { en as wishlist } from './catalog/wishlist.js';
import { en as addresses } from './catalog/addresses.js';
import { en as account } from './catalog/account.js';
import { en as rental } from './catalog/rental.js';
import { en as rentalPages } from './catalog/rental-pages.js';
import { en as trip } from './catalog/trip.js';
import { en as orderDetails } from './catalog/order-details.js';
import { en as profile } from './catalog/profile.js';
import { en as wallet } from './catalog/wallet.js';
import { en as loyalty } from './catalog/loyalty.js';
import { en as payment } from './catalog/payment.js';
import { en as mobileMenu } from './catalog/mobile-menu.js';
import { en as chat } from './catalog/chat.js';
import { en as parcel } from './catalog/parcel.js';
import { en as registration } from './catalog/registration.js';
import { en as v1more } from './catalog/v1more.js';
import { en as v1web } from './catalog/v1web.js';
import { en as search } from './catalog/search.js';
import { en as product } from './catalog/product.js';

/**
 * The English catalog alone, every area merged (core's tests check that no key is defined twice).
 * The web app imports only the visitor's language.
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
