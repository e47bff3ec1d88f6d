/**
 * `storefront address …`: the signed-in customer's saved addresses (reference §4.11), with the
 * same calls, form rules and messages as the web app (core's api/addresses.ts, domain/address.ts
 * and `addressRequestSchema`).
 *
 * - `address list`: GET customer/address/list (one page of 50, newest first) with each address's
 *   zone ids.
 * - `address add --address TEXT --lat N --lng N [--type home|office|other] [--label L] [--name
 *   N] [--phone P] [--road R] [--house H] [--floor F]`: the contact defaults to the customer's
 *   name and phone (GET customer/info), as the web form is prefilled; a label is used as the type
 *   for `--type other` (spec §4). Refused bodies fail with the schema's or the server's message.
 * - `address remove ID`: DELETE customer/address/delete.
 */
import { InvalidArgumentError, type Command } from 'commander';
import {
  ADDRESS_PAGE_LIMIT,
  addAddress,
  AddressValidationError,
  checkedAddressRequest,
  deleteAddress,
  listAddresses,
} from '@storefront/core/api/addresses';
import { unwrap } from '@storefront/core/api/calls';
import {
  addressRequestOf,
  addressTypeKey,
  isAddressType,
  newAddressForm,
  type AddressCustomer,
  type AddressType,
} from '@storefront/core/domain/address';
import { isSignedIn, readSession } from '@storefront/core/domain/session';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { table } from '../output.js';
import { positiveInt } from './shared.js';

function requireSignedIn(context: Context): void {
  if (!isSignedIn(readSession(context.storage))) {
    throw new CliError('You are not signed in', EXIT.failure, 'not_signed_in');
  }
}

function coordinate(limit: number) {
  return (value: string): number => {
    const n = Number(value.trim());
    if (value.trim() === '' || !Number.isFinite(n) || Math.abs(n) > limit) {
      throw new InvalidArgumentError(`must be a number from -${limit} to ${limit}`);
    }
    return n;
  };
}

function addressType(value: string): AddressType {
  const lower = value.trim().toLowerCase();
  if (!isAddressType(lower)) throw new InvalidArgumentError('must be home, office or other');
  return lower;
}

interface AddOptions {
  address: string;
  lat: number;
  lng: number;
  type?: AddressType;
  label?: string;
  name?: string;
  phone?: string;
  road?: string;
  house?: string;
  floor?: string;
}

async function customerOf(context: Context): Promise<AddressCustomer> {
  const info = await unwrap(context.api.GET('/customer/info'));
  return { f_name: info.f_name, l_name: info.l_name, phone: info.phone };
}

export function registerAddressCommands(program: Command, run: Runner): void {
  const address = program
    .command('address')
    .description('the saved addresses of the signed-in customer');

  address
    .command('list')
    .description('the saved addresses, newest first, with their zones')
    .action(
      run(async (context) => {
        requireSignedIn(context);
        const page = await listAddresses(context.api, { limit: ADDRESS_PAGE_LIMIT });
        const typeText = (type: string) => {
          const key = addressTypeKey(type);
          return key ? context.t(key) : type;
        };
        context.output.result(page, () =>
          page.addresses.length === 0
            ? context.t('addresses.list.none')
            : table(
                ['ID', 'TYPE', 'ADDRESS', 'ZONES', 'CONTACT'],
                page.addresses.map((a) => [
                  String(a.id),
                  typeText(a.address_type),
                  a.address,
                  a.zone_ids.join(','),
                  `${a.contact_person_name} ${a.contact_person_number}`,
                ]),
              ),
        );
      }),
    );

  address
    .command('add')
    .description('save an address (the contact defaults to the signed-in customer)')
    .requiredOption('--address <text>', 'the address text')
    .requiredOption('--lat <latitude>', 'its latitude', coordinate(90))
    .requiredOption('--lng <longitude>', 'its longitude', coordinate(180))
    .option('--type <type>', 'home, office or other', addressType)
    .option('--label <label>', 'a label (with --type other), used as the type')
    .option('--name <name>', 'the contact person')
    .option('--phone <phone>', "the contact person's number")
    .option('--road <road>', 'street number')
    .option('--house <house>', 'house number')
    .option('--floor <floor>', 'floor')
    .action(
      run(async (context, options: AddOptions) => {
        requireSignedIn(context);
        const form = {
          ...newAddressForm(await customerOf(context), {
            address: options.address,
            latitude: options.lat,
            longitude: options.lng,
          }),
          type: options.type ?? 'home',
          label: options.label ?? '',
          road: options.road ?? '',
          house: options.house ?? '',
          floor: options.floor ?? '',
        };
        if (options.name !== undefined) form.contactName = options.name;
        if (options.phone !== undefined) form.contactNumber = options.phone;
        let body;
        try {
          body = checkedAddressRequest(addressRequestOf(form), context.t);
        } catch (error) {
          if (error instanceof AddressValidationError) {
            throw new CliError(error.messages.join('\n'), EXIT.failure, error.codes[0] ?? 'body');
          }
          throw error;
        }
        const saved = await addAddress(context.api, body);
        context.output.result(saved, () =>
          [saved.message, saved.id == null ? null : `ID ${saved.id}`]
            .filter((line): line is string => line != null)
            .join('\n'),
        );
      }),
    );

  address
    .command('remove')
    .argument('<id>', 'the address id', positiveInt)
    .description('delete a saved address')
    .action(
      run(async (context, id: number) => {
        requireSignedIn(context);
        const answer = await deleteAddress(context.api, id);
        context.output.result({ id, ...answer }, () => answer.message);
      }),
    );
}
