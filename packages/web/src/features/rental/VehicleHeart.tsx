import { HeartToggle, type HeartProps } from '../wishlist/HeartToggle.js';
import { rentalHeartLogic, refreshRentalWishlist, useRentalWishlist } from './wishlist.js';

/**
 * The wishlist heart of a vehicle or a provider (rental-and-auth §4 'Wishlist (vehicles)'): the
 * wishlist heart over the rental wishlist (its query, its calls).
 */
export function RentalHeart(props: HeartProps<'vehicle' | 'provider'>) {
  const wishlist = useRentalWishlist();
  return (
    <HeartToggle
      {...props}
      lists={wishlist.data}
      logic={rentalHeartLogic}
      refresh={refreshRentalWishlist}
    />
  );
}

/** A vehicle's heart. */
export function VehicleHeart({
  vehicle,
  ...props
}: Omit<HeartProps<'vehicle'>, 'kind' | 'id' | 'name'> & {
  vehicle: { id: number; name: string };
}) {
  return <RentalHeart kind="vehicle" id={vehicle.id} name={vehicle.name} {...props} />;
}
