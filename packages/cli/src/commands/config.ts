import type { Command } from 'commander';
import { unwrap } from '@storefront/core/api/calls';
import type { components } from '@storefront/core/api/schema.gen';
import type { Runner } from '../context.js';
import { keyValues, yesNo } from '../output.js';

type Config = components['schemas']['Config'];

/** The settings a customer notices, as `storefront config` prints them. */
export interface ConfigSummary {
  businessName: string;
  currency: { symbol: string; direction: 'left' | 'right'; decimals: number };
  languages: { code: string; name: string; direction: 'ltr' | 'rtl'; default: boolean }[];
  login: { manual: boolean; otp: boolean; social: boolean; socialProviders: string[] };
  guestCheckout: boolean;
  demo: boolean;
  defaultLocation: { lat: number; lng: number } | null;
}

export function summarizeConfig(config: Config): ConfigSummary {
  const login = config.centralize_login;
  const socialProviders = [
    ['google', login.google_login_status],
    ['facebook', login.facebook_login_status],
    ['apple', login.apple_login_status],
  ]
    .filter(([, status]) => status === 1)
    .map(([name]) => String(name));
  const lat = Number(config.default_location.lat);
  const lng = Number(config.default_location.lng);
  return {
    businessName: config.business_name,
    currency: {
      symbol: config.currency_symbol,
      direction: config.currency_symbol_direction,
      decimals: config.digit_after_decimal_point,
    },
    languages: config.sys_language.map((l) => ({
      code: l.key,
      name: l.value,
      direction: l.direction,
      default: l.default,
    })),
    login: {
      manual: login.manual_login_status === 1,
      otp: login.otp_login_status === 1,
      social: login.social_login_status === 1,
      socialProviders,
    },
    guestCheckout: config.guest_checkout_status === 1,
    demo: config.demo,
    defaultLocation: Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
  };
}

export function formatConfig(summary: ConfigSummary): string {
  const { currency, login } = summary;
  const modes = [
    login.manual ? 'manual (password)' : null,
    login.otp ? 'OTP' : null,
    login.social
      ? `social${login.socialProviders.length ? ` (${login.socialProviders.join(', ')})` : ''}`
      : null,
  ].filter((mode): mode is string => mode !== null);
  return keyValues([
    ['Business name', summary.businessName],
    [
      'Currency',
      `${currency.symbol} (symbol ${currency.direction}, ${currency.decimals} decimal${currency.decimals === 1 ? '' : 's'})`,
    ],
    [
      'Languages',
      summary.languages
        .map(
          (l) =>
            `${l.name} (${l.code}${l.direction === 'rtl' ? ', right-to-left' : ''}${l.default ? ', default' : ''})`,
        )
        .join(', '),
    ],
    ['Login', modes.length ? modes.join(', ') : 'none'],
    ['Guest checkout', yesNo(summary.guestCheckout)],
    ['Demo mode', yesNo(summary.demo)],
    [
      'Default location',
      summary.defaultLocation
        ? `${summary.defaultLocation.lat}, ${summary.defaultLocation.lng}`
        : '-',
    ],
  ]);
}

export function registerConfigCommand(program: Command, run: Runner): void {
  program
    .command('config')
    .description('print the key settings of the store (business, currency, languages, login modes)')
    .action(
      run(async (context) => {
        const config = await unwrap(context.api.GET('/config'));
        const summary = summarizeConfig(config);
        context.output.result(summary, () => formatConfig(summary));
      }),
    );
}
