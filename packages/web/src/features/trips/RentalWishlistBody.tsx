import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import { wishlistNouns } from '@storefront/core/domain/wishlist-kinds';
import { css } from '../../../styled-system/css';
import { providerPath, vehiclePath } from '../rental/search-query.js';
import { RentalHeart } from '../rental/VehicleHeart.js';
import { useRateText } from '../rental/VehicleParts.js';
import { useRentalWishlist } from '../rental/wishlist.js';
import {
  placeRows,
  WishlistRow,
  WishlistRowLink,
  WishlistRowNote,
  WishlistTabs,
} from '../wishlist/WishlistTabs.js';
import type { RentalWishlist } from '@storefront/core/api/rental';

type WishedVehicle = RentalWishlist['vehicles'][number];

/** A wished vehicle: image, provider, name (its page) and the price a card leads with. */
function VehicleRow({ vehicle }: { vehicle: WishedVehicle }) {
  const rateText = useRateText();
  const shown = shownRentalPrice(vehicle);
  return (
    <WishlistRow
      kind="vehicle"
      entry={vehicle}
      image={vehicle.thumbnail_full_url}
      Heart={RentalHeart}
    >
      {vehicle.provider?.name && <WishlistRowNote>{vehicle.provider.name}</WishlistRowNote>}
      <WishlistRowLink to={vehiclePath(vehicle)}>{vehicle.name}</WishlistRowLink>
      {shown && (
        <p className={css({ fontWeight: 'bold', color: 'accent.text', fontSize: 'sm' })}>
          {rateText(shown.type, shown.rate)}
        </p>
      )}
    </WishlistRow>
  );
}

/**
 * The wishlist drawer's body in the rental module: the vehicles and providers tabs of the rental
 * wishlist (rental/user/wish-list), each row's heart removing it after 'Are you sure you want to
 * delete this item?' (core's wishlist-toggle machine); 'No favourite {kind} found'
 * (rental-and-auth §2 'Wishlist drawer').
 */
export default function RentalWishlistBody() {
  const wishlist = useRentalWishlist();
  return (
    <WishlistTabs
      query={wishlist}
      nouns={wishlistNouns('rental')}
      rows={({ vehicles, providers }) => ({
        items: vehicles.map((vehicle) => <VehicleRow key={vehicle.id} vehicle={vehicle} />),
        stores: placeRows(providers, 'provider', providerPath, RentalHeart),
      })}
    />
  );
}
