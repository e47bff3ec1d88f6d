import type { Messages } from '../define.js';

/** The campaigns pages of the remaining v1 paths (issue 14): the running campaigns, a campaign. */
export const en = {
  'v1web.campaigns.title': 'Campaigns',
  'v1web.campaigns.empty': 'No campaign is running right now.',
  'v1web.campaign.stores': 'Stores in this campaign',
  'v1web.campaign.noStores': 'No store of your zone joined this campaign.',
  'v1web.campaign.notFound': 'This campaign is not running.',
  'v1web.campaign.hours': 'Daily {{from}} – {{to}}',
  'v1web.campaign.view': 'View the campaign {{title}}',
} satisfies Messages;
