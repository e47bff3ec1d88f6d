import type { Messages } from '../define.js';

/**
 * The pages of the remaining v1 paths (issue 14): the running campaigns, a campaign, and the
 * discounted, recommended and top-offer store lists.
 */
export const en = {
  'v1web.campaigns.title': 'Campaigns',
  'v1web.campaigns.empty': 'No campaign is running right now.',
  'v1web.campaign.stores': 'Stores in this campaign',
  'v1web.campaign.noStores': 'No store of your zone joined this campaign.',
  'v1web.campaign.notFound': 'This campaign is not running.',
  'v1web.campaign.hours': 'Daily {{from}} – {{to}}',
  'v1web.campaign.view': 'View the campaign {{title}}',
  'v1web.stores.discounted': 'Discounted {{noun}}',
  'v1web.stores.recommended': 'Recommended {{noun}}',
  'v1web.stores.topOffer': 'Top offers near you',
} satisfies Messages;
