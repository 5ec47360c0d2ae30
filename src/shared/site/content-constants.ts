// The spec's constants for the information pages: shipping terms, the open position and benefits,
// and the fixed labels those pages show. Pages and tests import them from here.

export const FREE_SHIPPING_MINIMUM_USD = 50;
export const EXPRESS_SHIPPING_FEE_USD = 15;
export const SAME_DAY_CUTOFF = '2 PM local time';

export interface ShippingMethod {
  id: 'standard' | 'express' | 'international' | 'same-day';
  name: string;
  deliveryTime: string;
  cost: string;
  detail: string;
}

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    id: 'standard',
    name: 'Standard Shipping',
    deliveryTime: '5-7 business days',
    cost: `Free on orders over $${FREE_SHIPPING_MINIMUM_USD}`,
    detail:
      'The everyday option: tracked delivery to your door at no cost once your order passes the minimum.',
  },
  {
    id: 'express',
    name: 'Express Delivery',
    deliveryTime: '2-3 business days',
    cost: `$${EXPRESS_SHIPPING_FEE_USD} flat fee`,
    detail: 'Priority handling and a faster carrier service for when it cannot wait.',
  },
  {
    id: 'international',
    name: 'International Shipping',
    deliveryTime: '7-14 business days',
    cost: 'Rates vary by destination',
    detail: 'Customs duties and import taxes may apply and are shown by the retailer before you pay.',
  },
  {
    id: 'same-day',
    name: 'Same-Day Delivery',
    deliveryTime: 'Delivered today',
    cost: 'Available in select cities',
    detail: `Order before ${SAME_DAY_CUTOFF} and a local courier brings it the same day.`,
  },
];

export const TRACK_PACKAGE_LABEL = 'Track Package';
export const TRACKING_NUMBER_LABEL = 'Tracking number';

export const STILL_NEED_HELP = 'Still Need Help?';

export const CAREERS_EMAIL = 'careers@rarefinds.example';
export const APPLY_NOW_LABEL = 'Apply Now';

export interface JobPosition {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
}

export const OPEN_POSITIONS: readonly JobPosition[] = [
  {
    id: 'frontend-developer',
    title: 'Frontend Developer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
  },
];

export interface Benefit {
  id: string;
  title: string;
  description: string;
}

export const BENEFITS: readonly Benefit[] = [
  {
    id: 'health',
    title: 'Health Insurance',
    description: 'Medical, dental and vision cover for you and your family from your first day.',
  },
  {
    id: 'flexible-hours',
    title: 'Flexible Hours',
    description: 'Plan your day around your life. We care about outcomes, not hours at a desk.',
  },
  {
    id: 'remote',
    title: 'Work From Anywhere',
    description: 'A remote-first team with a home-office budget and a yearly get-together.',
  },
  {
    id: 'learning',
    title: 'Learning Budget',
    description: 'Books, courses and conference tickets to keep growing in your craft.',
  },
];
