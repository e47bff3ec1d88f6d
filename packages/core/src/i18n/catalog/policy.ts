import type { Messages } from '../define.js';

/** The public pages: about us, the policies, and help and support. */
export const en = {
  'policy.aboutUs': 'About Us',
  'policy.termsAndConditions': 'Terms and Conditions',
  'policy.privacyPolicy': 'Privacy Policy',
  'policy.refundPolicy': 'Refund Policy',
  'policy.cancellationPolicy': 'Cancellation Policy',
  'policy.shippingPolicy': 'Shipping Policy',
  'policy.helpAndSupport': 'Help & Support',
  'policy.help.subtitle': 'Questions about an order or the storefront? Reach us here.',
  'policy.help.email': 'Send us an email',
  'policy.help.phone': 'Call us',
  'policy.help.address': 'Visit us',
  'policy.loadError': 'This page could not be loaded.',
} satisfies Messages;
