// The major parcel carriers' public tracking pages. Orders are shipped by the retailer, so the honest
// way to track one is on the retailer's site or straight at the carrier with the tracking number.

export interface Carrier {
  id: string;
  name: string;
  trackingUrl: (trackingNumber: string) => string;
}

const enc = encodeURIComponent;

export const CARRIERS: readonly Carrier[] = [
  { id: 'ups', name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${enc(n)}` },
  {
    id: 'usps',
    name: 'USPS',
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${enc(n)}`,
  },
  { id: 'fedex', name: 'FedEx', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${enc(n)}` },
  {
    id: 'dhl',
    name: 'DHL',
    trackingUrl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${enc(n)}`,
  },
];

/** Tracking numbers are letters and digits; people paste them with spaces or dashes. */
export const normaliseTrackingNumber = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();
