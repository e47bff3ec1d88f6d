/** The demo customer (credentials are listed in docs/demo.md). */
import type { ZoneKey } from './types.js';

export const DEMO_CUSTOMER = {
  fName: 'Demo',
  lName: 'Customer',
  phone: '+971500000001',
  email: 'demo@storefront.test',
  password: 'Demo@12345',
  refCode: 'DEMO2026AE',
  walletBalance: 150,
  loyaltyPoint: 420,
  /**
   * Wallet history ending at walletBalance: a card top-up with its 10 % bonus, 200 points
   * converted, and a referral earning. `adminBonus` adds to the balance with `credit`.
   */
  wallet: [
    { transactionId: '3f1c2a9e-5b7d-4e21-9a0c-6d8e1f2b3c41', credit: 100, debit: 0, adminBonus: 10, type: 'add_fund', reference: 'sandbox', daysAgo: 26 },
    { transactionId: 'c7e9f1a3-2b4d-4c68-9e0f-1a2b3c4d5e63', credit: 20, debit: 0, adminBonus: 0, type: 'loyalty_point', reference: '200', daysAgo: 18 },
    { transactionId: 'a4b6c8d0-1e3f-4a5b-8c7d-9e0f1a2b3c52', credit: 20, debit: 0, adminBonus: 0, type: 'referrer', reference: 'DEMO2026AE', daysAgo: 6 },
  ],
  /** Loyalty history ending at loyaltyPoint (the 200 converted are the wallet's 20). */
  loyalty: [
    { transactionId: 'd2f4a6c8-3e5b-4d79-8f1a-2b3c4d5e6f74', credit: 500, debit: 0, type: 'add_by_admin', reference: 'Welcome points', daysAgo: 28 },
    { transactionId: 'b1c3d5e7-2f4a-4b6c-9d8e-0f1a2b3c4d63', credit: 0, debit: 200, type: 'point_to_wallet', reference: '200', daysAgo: 18 },
    { transactionId: 'e5a7c9e1-4f6d-4e8a-9b2c-3d4e5f6a7b85', credit: 120, debit: 0, type: 'referrer', reference: 'A friend joined with your code', daysAgo: 4 },
  ],
  addresses: [
    {
      addressType: 'home',
      addressLabel: 'Home',
      zone: 'downtown' as ZoneKey,
      address: 'Burj Vista 1, Mohammed Bin Rashid Boulevard, Downtown Dubai',
      latitude: 25.1938,
      longitude: 55.2772,
      house: 'Apartment 1804',
      floor: '18',
      road: 'Mohammed Bin Rashid Boulevard',
      additionalInformation: 'Ask the concierge to call up.',
    },
    {
      addressType: 'office',
      addressLabel: 'Office',
      zone: 'marina' as ZoneKey,
      address: 'Marina Plaza, Al Marsa Street, Dubai Marina',
      latitude: 25.0797,
      longitude: 55.1408,
      house: 'Office 2203',
      floor: '22',
      road: 'Al Marsa Street',
      additionalInformation: 'Reception closes at 6 pm.',
    },
  ],
} as const;
