/**
 * The body of `GET /config` (reference §4.1, Config schema of openapi/storefront.yaml): business
 * settings, localised, plus what comes from the runtime (demo mode, Maps key) and the catalogue
 * (the single active module, the cheapest vehicle prices).
 */
import { localize, type BusinessSettings } from '../config/settings.js';
import type { MapTilesConfig } from '../config/map-tiles.js';
import { MODULE_CONFIG } from '../config/module-config.js';
import { type AppContext, storageBase, storageUrl } from '../http/env.js';

export const VEHICLE_FUEL_TYPES = ['octan', 'diesel', 'cng', 'petrol'] as const;
export const VEHICLE_TRANSMISSION_TYPES = [
  'automatic',
  'manual',
  'continuously_variable',
  'dual_clutch',
  'semi_automatic',
] as const;

export interface ConfigExtras {
  demo: boolean;
  mapsApiKey: string | null;
  /** The map's tile basemap, null for the web app's offline map. */
  mapTiles: MapTilesConfig | null;
  /** The formatted module when exactly one module is active, else null. */
  singleModule: unknown;
  vehicleDistanceMin: number;
  vehicleHourlyMin: number;
}

export function buildConfig(c: AppContext, s: BusinessSettings, extras: ConfigExtras) {
  const locale = c.get('locale');
  const text = (value: BusinessSettings['footer_text']) => localize(value, locale);
  const free = s.admin_free_delivery;
  return {
    business_name: s.business_name,
    logo: s.logo,
    logo_full_url: storageUrl(c, s.logo),
    address: text(s.address),
    phone: s.phone,
    email: s.email,
    country: s.country,
    countryCode: s.country,
    default_location: s.default_location,
    currency_code: s.currency_code,
    currency_symbol: s.currency_symbol,
    currency_symbol_direction: s.currency_symbol_direction,
    app_minimum_version_android: 1,
    app_url_android: s.landing_page_links.app_url_android,
    app_minimum_version_ios: 1,
    app_url_ios: s.landing_page_links.app_url_ios,
    customer_verification: s.customer_verification,
    prescription_order_status: s.prescription_order_status,
    schedule_order: s.schedule_order,
    order_delivery_verification: s.order_delivery_verification,
    cash_on_delivery: s.cash_on_delivery,
    digital_payment: s.digital_payment,
    digital_payment_info: s.digital_payment_info,
    per_km_shipping_charge: s.per_km_shipping_charge,
    minimum_shipping_charge: s.minimum_shipping_charge,
    free_delivery_over:
      free.status && free.type === 'free_delivery_by_order_amount' ? free.free_delivery_over : null,
    demo: extras.demo,
    maintenance_mode: s.maintenance_mode,
    order_confirmation_model: s.order_confirmation_model,
    show_dm_earning: s.show_dm_earning,
    canceled_by_deliveryman: s.canceled_by_deliveryman,
    canceled_by_store: s.canceled_by_store,
    timeformat: s.timeformat,
    language: s.system_language.map((l) => ({ key: l.key, value: l.value })),
    sys_language: s.system_language,
    social_login: s.social_login,
    apple_login: s.apple_login,
    toggle_veg_non_veg: s.toggle_veg_non_veg,
    toggle_dm_registration: s.toggle_dm_registration,
    toggle_store_registration: s.toggle_store_registration,
    refund_active_status: s.refund_active_status,
    schedule_order_slot_duration: s.schedule_order_slot_duration,
    digit_after_decimal_point: s.digit_after_decimal_point,
    module_config: MODULE_CONFIG,
    module: extras.singleModule,
    parcel_per_km_shipping_charge: s.parcel_per_km_shipping_charge,
    parcel_minimum_shipping_charge: s.parcel_minimum_shipping_charge,
    social_media: s.social_media.filter((m) => m.status === 1),
    footer_text: text(s.footer_text),
    cookies_text: text(s.cookies_text),
    fav_icon: s.fav_icon,
    fav_icon_full_url: storageUrl(c, s.fav_icon),
    landing_page_links: s.landing_page_links,
    dm_tips_status: s.dm_tips_status,
    loyalty_point_exchange_rate: s.loyalty_point_exchange_rate,
    loyalty_point_item_purchase_point: s.loyalty_point_item_purchase_point,
    loyalty_point_status: s.loyalty_point_status,
    customer_wallet_status: s.customer_wallet_status,
    ref_earning_status: s.ref_earning_status,
    ref_earning_exchange_rate: s.ref_earning_exchange_rate,
    refund_policy: s.refund_policy,
    cancelation_policy: s.cancelation_policy,
    shipping_policy: s.shipping_policy,
    loyalty_point_minimum_point: s.loyalty_point_minimum_point,
    tax_included: s.tax_included,
    home_delivery_status: s.home_delivery_status,
    takeaway_status: s.takeaway_status,
    active_payment_method_list: s.active_payment_method_list.map((m) => ({
      gateway: m.gateway,
      gateway_title: m.gateway_title,
      gateway_image: m.gateway_image,
      gateway_image_full_url: storageUrl(c, m.gateway_image),
    })),
    additional_charge_status: s.additional_charge_status,
    additional_charge_name: text(s.additional_charge_name),
    additional_charge: s.additional_charge,
    partial_payment_status: s.partial_payment_status,
    partial_payment_method: s.partial_payment_method,
    dm_picture_upload_status: s.dm_picture_upload_status,
    add_fund_status: s.add_fund_status,
    offline_payment_status: s.offline_payment_status,
    websocket_status: s.websocket_status,
    websocket_url: null,
    websocket_port: s.websocket_port,
    websocket_key: null,
    websocket_scheme: s.websocket_scheme,
    guest_checkout_status: s.guest_checkout_status,
    disbursement_type: s.disbursement_type,
    restaurant_disbursement_waiting_time: s.restaurant_disbursement_waiting_time,
    dm_disbursement_waiting_time: s.dm_disbursement_waiting_time,
    min_amount_to_pay_store: s.min_amount_to_pay_store,
    min_amount_to_pay_dm: s.min_amount_to_pay_dm,
    new_customer_discount_status: s.new_customer_discount_status,
    new_customer_discount_amount: s.new_customer_discount_amount,
    new_customer_discount_amount_type: s.new_customer_discount_amount_type,
    new_customer_discount_amount_validity: s.new_customer_discount_amount_validity,
    new_customer_discount_validity_type: s.new_customer_discount_validity_type,
    store_review_reply: s.store_review_reply,
    admin_commission: s.admin_commission,
    subscription_business_model: s.subscription_business_model,
    commission_business_model: s.commission_business_model,
    country_picker_status: s.country_picker_status,
    external_system: s.external_system,
    drivemond_app_url_android: '',
    drivemond_app_url_ios: '',
    firebase_otp_verification: s.firebase_otp_verification,
    centralize_login: s.centralize_login,
    vehicle_distance_min: extras.vehicleDistanceMin,
    vehicle_hourly_min: extras.vehicleHourlyMin,
    admin_free_delivery: free,
    is_sms_active: s.is_sms_active,
    is_mail_active: s.is_mail_active,
    vehicle_fuel_types: VEHICLE_FUEL_TYPES,
    vehicle_transmission_types: VEHICLE_TRANSMISSION_TYPES,
    base_urls: storageBaseUrls(storageBase(c)),
    maps_api_key_set: extras.mapsApiKey !== null,
    map_api_key: extras.mapsApiKey,
    map_tile_url: extras.mapTiles?.url ?? '',
    map_tile_attribution: extras.mapTiles?.attribution ?? '',
  };
}

/**
 * The older `base_urls` object (reference §4.1): every image column holds a storage path, so
 * `${base_url}/${path}` is the image for all of them.
 */
function storageBaseUrls(base: string) {
  const keys = [
    'item_image_url',
    'refund_image_url',
    'customer_image_url',
    'banner_image_url',
    'category_image_url',
    'brand_image_url',
    'review_image_url',
    'notification_image_url',
    'store_image_url',
    'vendor_image_url',
    'store_cover_photo_url',
    'delivery_man_image_url',
    'chat_image_url',
    'campaign_image_url',
    'business_logo_url',
    'order_attachment_url',
    'module_image_url',
    'parcel_category_image_url',
    'landing_page_image_url',
    'gateway_image_url',
  ];
  return Object.fromEntries(keys.map((k) => [k, base]));
}
