// The voucher codes the sample stores start with, so a fresh site's store pages show how codes look.
// They carry no shoppers' answers: a new site's codes are "not checked by shoppers yet", honestly.
export interface SampleCoupon {
  /** A sample deal's store name (src/shared/sample/catalog/stores.ts). */
  store: string;
  /** Empty for a sale that needs no code. */
  code: string;
  title: string;
  terms: string;
  /** Days from the seeding until it ends; null for no end. */
  days: number | null;
}

export const SAMPLE_COUPONS: readonly SampleCoupon[] = [
  {
    store: 'Best Buy',
    code: 'TECH10',
    title: '10% off one accessory',
    terms: 'Members only; one use per account.',
    days: 14,
  },
  {
    store: 'Best Buy',
    code: '',
    title: 'Open-box laptops up to 30% off',
    terms: 'While stocks last.',
    days: 7,
  },
  {
    store: 'Amazon',
    code: 'READ5',
    title: '$5 off a $25 book order',
    terms: 'Sold and shipped by the shop.',
    days: 21,
  },
  {
    store: 'Target',
    code: 'HOME20',
    title: '20% off home décor over $50',
    terms: 'Excludes clearance.',
    days: 10,
  },
  { store: 'REI', code: 'TRAIL15', title: '15% off one full-price item', terms: 'Members only.', days: 30 },
  { store: 'REI', code: '', title: 'Outlet: extra 25% off', terms: 'Applied at checkout.', days: 5 },
  {
    store: 'Sephora',
    code: 'GLOW',
    title: 'Free deluxe sample set over $35',
    terms: 'While supplies last.',
    days: 12,
  },
  {
    store: 'Walmart',
    code: '',
    title: 'Free next-day delivery over $35',
    terms: 'Where available.',
    days: null,
  },
];
