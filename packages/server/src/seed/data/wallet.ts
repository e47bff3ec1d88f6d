/**
 * Wallet top-up bonuses (reference §6.10). Windows are days from the seed date. With both running,
 * 100 to 299 gets 10 % (100 → 10), 300 to 399 the flat 40, from 400 the 10 % again up to its cap
 * of 50; the ended one shows that only running bonuses count.
 */
export interface WalletBonusSeed {
  title: string;
  description: string;
  ar: { title: string; description: string };
  bonusType: 'percentage' | 'amount';
  bonusAmount: number;
  minimumAddAmount: number;
  maximumBonusAmount: number;
  window: [number, number];
}

export const WALLET_BONUSES: WalletBonusSeed[] = [
  {
    title: '10% extra on every top-up from AED 100',
    description: 'Add AED 100 or more to your wallet and get 10% on top, up to AED 50.',
    ar: {
      title: '10٪ إضافية على كل شحن من 100 درهم',
      description: 'أضف 100 درهم أو أكثر إلى محفظتك واحصل على 10٪ إضافية، حتى 50 درهمًا.',
    },
    bonusType: 'percentage',
    bonusAmount: 10,
    minimumAddAmount: 100,
    maximumBonusAmount: 50,
    window: [-14, 120],
  },
  {
    title: 'AED 40 bonus on AED 300',
    description: 'Add AED 300 or more in one go and get a flat AED 40 bonus.',
    ar: {
      title: 'مكافأة 40 درهمًا عند شحن 300 درهم',
      description: 'أضف 300 درهم أو أكثر دفعة واحدة واحصل على مكافأة ثابتة قدرها 40 درهمًا.',
    },
    bonusType: 'amount',
    bonusAmount: 40,
    minimumAddAmount: 300,
    maximumBonusAmount: 0,
    window: [-7, 60],
  },
  {
    title: 'New year top-up bonus',
    description: 'Add AED 50 or more and get AED 10 extra.',
    ar: {
      title: 'مكافأة شحن رأس السنة',
      description: 'أضف 50 درهمًا أو أكثر واحصل على 10 دراهم إضافية.',
    },
    bonusType: 'amount',
    bonusAmount: 10,
    minimumAddAmount: 50,
    maximumBonusAmount: 0,
    window: [-60, -30],
  },
];
