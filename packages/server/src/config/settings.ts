/**
 * Business settings: the one list of keys that `/config`, the landing page and the policy pages
 * read, with their demo values. The seed inserts exactly `DEFAULT_SETTINGS` into the
 * `business_settings` table (one row per key, the value as JSON); `loadSettings` reads the table
 * back and falls back to the default for a missing key or a value of the wrong JSON kind.
 *
 * Texts that exist in several languages are `{ en, ar }` objects (`LocalizedText`); `localize`
 * picks the request's language and falls back to English.
 */
import { businessSettings } from '../db/schema.js';
import type { Database } from '../db/client.js';

/** A text in several languages; English is always present. */
export interface LocalizedText {
  en: string;
  [locale: string]: string;
}

export interface LanguageSetting {
  key: string;
  value: string;
  direction: 'ltr' | 'rtl';
  default: boolean;
}

export interface SocialMediaSetting {
  id: number;
  name: string;
  link: string;
  status: number;
}

export interface PaymentMethodSetting {
  gateway: string;
  gateway_title: string;
  /** A storage path such as `business/sandbox-pay.svg`, or null. */
  gateway_image: string | null;
}

export interface BusinessSettings {
  business_name: string;
  /** Storage paths (served under /storage/). */
  logo: string;
  fav_icon: string;
  address: LocalizedText;
  phone: string;
  email: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  default_location: { lat: string; lng: string };
  /** The city and country of the gazetteer, for formatted addresses. */
  city_name: LocalizedText;
  country_name: LocalizedText;
  currency_code: string;
  currency_symbol: string;
  currency_symbol_direction: 'left' | 'right';
  digit_after_decimal_point: number;
  timeformat: string;
  maintenance_mode: boolean;
  system_language: LanguageSetting[];
  social_login: { login_medium: string; status: boolean }[];
  apple_login: {
    login_medium: string;
    status: boolean;
    client_id: string | null;
    client_id_app: string | null;
    redirect_url_flutter: string | null;
    redirect_url_react: string | null;
  }[];
  centralize_login: {
    manual_login_status: number;
    otp_login_status: number;
    social_login_status: number;
    google_login_status: number;
    facebook_login_status: number;
    apple_login_status: number;
    email_verification_status: number;
    phone_verification_status: number;
  };
  customer_verification: boolean;
  prescription_order_status: boolean;
  schedule_order: boolean;
  schedule_order_slot_duration: number;
  order_delivery_verification: boolean;
  cash_on_delivery: boolean;
  digital_payment: boolean;
  digital_payment_info: {
    digital_payment: boolean;
    plugin_payment_gateways: boolean;
    default_payment_gateways: boolean;
  };
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  parcel_per_km_shipping_charge: number;
  parcel_minimum_shipping_charge: number;
  order_confirmation_model: string;
  show_dm_earning: boolean;
  canceled_by_deliveryman: boolean;
  canceled_by_store: boolean;
  toggle_veg_non_veg: boolean;
  toggle_dm_registration: boolean;
  toggle_store_registration: boolean;
  refund_active_status: boolean;
  social_media: SocialMediaSetting[];
  footer_text: LocalizedText;
  cookies_text: LocalizedText;
  landing_page_links: {
    app_url_android_status: string;
    app_url_android: string;
    app_url_ios_status: string;
    app_url_ios: string;
    web_app_url_status: string;
    web_app_url: string;
  };
  dm_tips_status: number;
  loyalty_point_exchange_rate: number;
  loyalty_point_item_purchase_point: number;
  loyalty_point_status: number;
  loyalty_point_minimum_point: number;
  customer_wallet_status: number;
  ref_earning_status: number;
  ref_earning_exchange_rate: number;
  refund_policy: number;
  cancelation_policy: number;
  shipping_policy: number;
  tax_included: number;
  home_delivery_status: number;
  takeaway_status: number;
  active_payment_method_list: PaymentMethodSetting[];
  additional_charge_status: number;
  additional_charge_name: LocalizedText;
  additional_charge: number;
  partial_payment_status: number;
  partial_payment_method: string;
  dm_picture_upload_status: number;
  add_fund_status: number;
  offline_payment_status: number;
  /** Minutes an unpaid digital order or trip waits for its payment before it expires (issue 12). */
  digital_payment_expiry_minutes: number;
  websocket_status: number;
  websocket_port: number;
  websocket_scheme: string;
  guest_checkout_status: number;
  disbursement_type: string;
  restaurant_disbursement_waiting_time: number;
  dm_disbursement_waiting_time: number;
  min_amount_to_pay_store: number;
  min_amount_to_pay_dm: number;
  new_customer_discount_status: number;
  new_customer_discount_amount: number;
  new_customer_discount_amount_type: 'amount' | 'percentage';
  new_customer_discount_amount_validity: number;
  new_customer_discount_validity_type: 'day' | 'month' | 'year';
  store_review_reply: number;
  admin_commission: number;
  subscription_business_model: number;
  commission_business_model: number;
  country_picker_status: number;
  external_system: boolean;
  firebase_otp_verification: number;
  admin_free_delivery: {
    status: boolean;
    type: 'free_delivery_to_all_store' | 'free_delivery_by_order_amount' | null;
    free_delivery_over: number;
  };
  is_sms_active: boolean;
  is_mail_active: boolean;
  // Landing page (react-landing-page) texts.
  header_title: LocalizedText;
  header_sub_title: LocalizedText;
  header_tag_line: LocalizedText;
  fixed_header_title: LocalizedText;
  fixed_header_sub_title: LocalizedText;
  fixed_location_title: LocalizedText;
  fixed_footer_description: LocalizedText;
  fixed_newsletter_title: LocalizedText;
  fixed_newsletter_sub_title: LocalizedText;
  download_user_app_title: LocalizedText;
  download_user_app_sub_title: LocalizedText;
  download_user_app_links: {
    playstore_url: string;
    playstore_url_status: '0' | '1';
    apple_store_url: string;
    apple_store_url_status: '0' | '1';
  };
  available_zone_status: number;
  available_zone_title: LocalizedText;
  available_zone_short_description: LocalizedText;
  testimonial_title: LocalizedText;
}

export type SettingKey = keyof BusinessSettings;

/** The demo marketplace's settings (Dubai, AED). The seed writes exactly these rows. */
export const DEFAULT_SETTINGS: BusinessSettings = {
  business_name: 'Storefront',
  logo: 'business/logo.svg',
  fav_icon: 'business/favicon.svg',
  address: {
    en: 'Boulevard Plaza Tower 1, Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai',
    ar: 'برج بوليفارد بلازا 1، شارع الشيخ محمد بن راشد، وسط مدينة دبي، دبي',
  },
  phone: '+97145550100',
  email: 'hello@storefront.example',
  country: 'AE',
  default_location: { lat: '25.1972', lng: '55.2744' },
  city_name: { en: 'Dubai', ar: 'دبي' },
  country_name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  currency_code: 'AED',
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  timeformat: '12',
  maintenance_mode: false,
  system_language: [
    { key: 'en', value: 'English', direction: 'ltr', default: true },
    { key: 'ar', value: 'Arabic', direction: 'rtl', default: false },
  ],
  social_login: [
    { login_medium: 'google', status: true },
    { login_medium: 'facebook', status: true },
  ],
  apple_login: [
    {
      login_medium: 'apple',
      status: true,
      client_id: null,
      client_id_app: null,
      redirect_url_flutter: null,
      redirect_url_react: null,
    },
  ],
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 1,
    email_verification_status: 0,
    phone_verification_status: 1,
  },
  customer_verification: false,
  prescription_order_status: true,
  schedule_order: true,
  schedule_order_slot_duration: 30,
  order_delivery_verification: false,
  cash_on_delivery: true,
  digital_payment: true,
  digital_payment_info: {
    digital_payment: true,
    plugin_payment_gateways: false,
    default_payment_gateways: true,
  },
  per_km_shipping_charge: 2,
  minimum_shipping_charge: 10,
  parcel_per_km_shipping_charge: 3,
  parcel_minimum_shipping_charge: 15,
  order_confirmation_model: 'store',
  show_dm_earning: false,
  canceled_by_deliveryman: false,
  canceled_by_store: false,
  toggle_veg_non_veg: true,
  toggle_dm_registration: true,
  toggle_store_registration: true,
  refund_active_status: true,
  social_media: [
    { id: 1, name: 'facebook', link: 'https://www.facebook.com/', status: 1 },
    { id: 2, name: 'instagram', link: 'https://www.instagram.com/', status: 1 },
    { id: 3, name: 'twitter', link: 'https://x.com/', status: 1 },
    { id: 4, name: 'linkedin', link: 'https://www.linkedin.com/', status: 1 },
  ],
  footer_text: {
    en: 'Storefront demo marketplace. All rights reserved.',
    ar: 'متجر ستورفرونت التجريبي. جميع الحقوق محفوظة.',
  },
  cookies_text: {
    en: 'We use cookies and local storage to remember your location, language and cart.',
    ar: 'نستخدم ملفات تعريف الارتباط والتخزين المحلي لتذكّر موقعك ولغتك وسلة مشترياتك.',
  },
  landing_page_links: {
    app_url_android_status: '1',
    app_url_android: 'https://play.google.com/store/apps',
    app_url_ios_status: '1',
    app_url_ios: 'https://www.apple.com/app-store/',
    web_app_url_status: '0',
    web_app_url: '',
  },
  dm_tips_status: 1,
  loyalty_point_exchange_rate: 10,
  loyalty_point_item_purchase_point: 5,
  loyalty_point_status: 1,
  loyalty_point_minimum_point: 50,
  customer_wallet_status: 1,
  ref_earning_status: 1,
  ref_earning_exchange_rate: 20,
  refund_policy: 1,
  cancelation_policy: 1,
  shipping_policy: 1,
  tax_included: 0,
  home_delivery_status: 1,
  takeaway_status: 1,
  active_payment_method_list: [
    { gateway: 'sandbox', gateway_title: 'Sandbox Pay', gateway_image: 'business/sandbox-pay.svg' },
  ],
  additional_charge_status: 1,
  additional_charge_name: { en: 'Service Charge', ar: 'رسوم الخدمة' },
  additional_charge: 2,
  partial_payment_status: 1,
  partial_payment_method: 'both',
  dm_picture_upload_status: 0,
  add_fund_status: 1,
  offline_payment_status: 0,
  digital_payment_expiry_minutes: 30,
  websocket_status: 0,
  websocket_port: 6001,
  websocket_scheme: 'ws',
  guest_checkout_status: 1,
  disbursement_type: 'manual',
  restaurant_disbursement_waiting_time: 0,
  dm_disbursement_waiting_time: 0,
  min_amount_to_pay_store: 0,
  min_amount_to_pay_dm: 0,
  new_customer_discount_status: 1,
  new_customer_discount_amount: 10,
  new_customer_discount_amount_type: 'percentage',
  new_customer_discount_amount_validity: 30,
  new_customer_discount_validity_type: 'day',
  store_review_reply: 1,
  admin_commission: 10,
  subscription_business_model: 1,
  commission_business_model: 1,
  country_picker_status: 1,
  external_system: false,
  firebase_otp_verification: 0,
  admin_free_delivery: {
    status: true,
    type: 'free_delivery_by_order_amount',
    free_delivery_over: 150,
  },
  is_sms_active: true,
  is_mail_active: true,
  header_title: { en: 'Storefront', ar: 'ستورفرونت' },
  header_sub_title: {
    en: 'Food, groceries, medicine, shopping, parcels and car rental in one place',
    ar: 'الطعام والبقالة والأدوية والتسوق والطرود وتأجير السيارات في مكان واحد',
  },
  header_tag_line: {
    en: 'Set your location to see what is near you',
    ar: 'حدّد موقعك لترى ما هو قريب منك',
  },
  fixed_header_title: {
    en: 'Everything you need, delivered across Dubai',
    ar: 'كل ما تحتاجه يصلك في أنحاء دبي',
  },
  fixed_header_sub_title: {
    en: 'Order from restaurants, supermarkets, pharmacies and shops near you, or rent a car for the day.',
    ar: 'اطلب من المطاعم ومحلات السوبرماركت والصيدليات والمتاجر القريبة منك، أو استأجر سيارة ليوم كامل.',
  },
  fixed_location_title: {
    en: 'Where should we deliver?',
    ar: 'إلى أين نوصل طلبك؟',
  },
  fixed_footer_description: {
    en: 'Storefront brings the stores of your city to your door: meals, groceries, medicine, gifts, parcels and cars, with one account and one cart.',
    ar: 'يوصل ستورفرونت متاجر مدينتك إلى باب بيتك: الوجبات والبقالة والأدوية والهدايا والطرود والسيارات، بحساب واحد وسلة واحدة.',
  },
  fixed_newsletter_title: { en: 'Sign up to our newsletter', ar: 'اشترك في نشرتنا البريدية' },
  fixed_newsletter_sub_title: {
    en: 'Receive the latest offers and new stores in your inbox.',
    ar: 'تصلك أحدث العروض والمتاجر الجديدة إلى بريدك.',
  },
  download_user_app_title: { en: 'Get the Storefront app', ar: 'حمّل تطبيق ستورفرونت' },
  download_user_app_sub_title: {
    en: 'Track your orders and trips on the go.',
    ar: 'تابع طلباتك ورحلاتك أينما كنت.',
  },
  download_user_app_links: {
    playstore_url: 'https://play.google.com/store/apps',
    playstore_url_status: '1',
    apple_store_url: 'https://www.apple.com/app-store/',
    apple_store_url_status: '1',
  },
  available_zone_status: 1,
  available_zone_title: { en: 'Available delivery areas', ar: 'مناطق التوصيل المتاحة' },
  available_zone_short_description: {
    en: 'We serve these areas of Dubai. More are coming soon.',
    ar: 'نخدم هذه المناطق في دبي، والمزيد قريبًا.',
  },
  testimonial_title: { en: 'What our customers say', ar: 'ماذا يقول عملاؤنا' },
};

/**
 * The policy pages and the `pages` table slug of each (one row per slug and locale, `en` and
 * `ar`). `configKey` names the setting that hides the page when it is 0.
 */
export const POLICY_PAGES = [
  { route: 'about-us', slug: 'about-us', configKey: null },
  { route: 'terms-and-conditions', slug: 'terms-and-conditions', configKey: null },
  { route: 'privacy-policy', slug: 'privacy-policy', configKey: null },
  { route: 'refund-policy', slug: 'refund-policy', configKey: 'refund_policy' },
  { route: 'shipping-policy', slug: 'shipping-policy', configKey: 'shipping_policy' },
  { route: 'cancelation', slug: 'cancelation', configKey: 'cancelation_policy' },
] as const satisfies readonly { route: string; slug: string; configKey: SettingKey | null }[];

/** `key → value` rows for the `business_settings` table (what the seed inserts). */
export function settingRows(): { key: SettingKey; value: unknown }[] {
  return (Object.keys(DEFAULT_SETTINGS) as SettingKey[]).map((key) => ({
    key,
    value: DEFAULT_SETTINGS[key],
  }));
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Whether a stored value can stand for the default: same JSON kind, and for a localised text an
 * object with an English string.
 */
function fits(defaultValue: unknown, stored: unknown): boolean {
  if (jsonKind(defaultValue) !== jsonKind(stored)) return false;
  if (isLocalizedText(defaultValue)) return isLocalizedText(stored);
  return true;
}

export function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>).en === 'string' &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Merges stored rows over the defaults (unknown keys are ignored). */
export function mergeSettings(rows: readonly { key: string; value: unknown }[]): BusinessSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (!Object.hasOwn(DEFAULT_SETTINGS, key)) continue;
    if (fits(merged[key], value)) merged[key] = value;
  }
  return merged as unknown as BusinessSettings;
}

export async function loadSettings(db: Database): Promise<BusinessSettings> {
  const rows = await db
    .select({ key: businessSettings.key, value: businessSettings.value })
    .from(businessSettings);
  return mergeSettings(rows);
}

/** The text in `locale`, else English. */
export function localize(text: LocalizedText | string, locale: string): string {
  if (typeof text === 'string') return text;
  const value = text[locale];
  return typeof value === 'string' && value !== '' ? value : text.en;
}
