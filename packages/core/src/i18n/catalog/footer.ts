import type { Messages } from '../define.js';

/** The footer: newsletter, social links, apps, contact block and page links. */
export const en = {
  'footer.label': 'Footer',
  'footer.newsletter.emailLabel': 'Email address',
  'footer.newsletter.placeholder': 'Your email address',
  'footer.newsletter.subscribe': 'Subscribe',
  'footer.newsletter.success': 'Subscribed Successfully',
  'footer.social.title': 'Follow us',
  'footer.social.link': '{{name}} (opens in a new tab)',
  'footer.apps.title': 'Download our app',
  'footer.apps.playStore': 'Get it on Google Play',
  'footer.apps.appStore': 'Download on the App Store',
  'footer.contact.title': 'Contact us',
  'footer.contact.email': 'Email',
  'footer.contact.phone': 'Phone',
  'footer.contact.address': 'Address',
  'footer.contact.showOnMap': 'Show on map',
  'footer.contact.mapTitle': 'Our location',
  'footer.links.company': 'Company',
  'footer.links.policies': 'Policies',
  'footer.links.support': 'Support',
} satisfies Messages;
