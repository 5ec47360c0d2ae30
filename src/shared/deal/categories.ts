// The deal categories. The sub-header links the first eight; travel and gaming appear as tabs.
import { ALL_DEALS_TAB } from './categories-texts';

export const CATEGORIES = [
  { slug: 'electronics', name: 'Electronics' },
  { slug: 'fashion', name: 'Fashion' },
  { slug: 'home-garden', name: 'Home & Garden' },
  { slug: 'beauty', name: 'Beauty' },
  { slug: 'toys-games', name: 'Toys & Games' },
  { slug: 'sports', name: 'Sports' },
  { slug: 'books', name: 'Books' },
  { slug: 'travel', name: 'Travel' },
  { slug: 'gaming', name: 'Gaming' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** The category links of the sub-header, in the spec's order. */
export const SUB_HEADER_CATEGORIES: readonly CategorySlug[] = [
  'electronics',
  'fashion',
  'home-garden',
  'beauty',
  'toys-games',
  'sports',
  'books',
  'travel',
];

/** The tabs of "Today's Best Deals"; ALL_DEALS_TAB shows everything. */
export const DEALS_PAGE_TABS: readonly { label: string; slug: CategorySlug | 'all' }[] = [
  { label: ALL_DEALS_TAB, slug: 'all' },
  { label: 'Electronics', slug: 'electronics' },
  { label: 'Fashion', slug: 'fashion' },
  { label: 'Home & Garden', slug: 'home-garden' },
  { label: 'Travel', slug: 'travel' },
  { label: 'Gaming', slug: 'gaming' },
  { label: 'Sports', slug: 'sports' },
];

export const isCategorySlug = (value: string): value is CategorySlug =>
  CATEGORIES.some((category) => category.slug === value);

export const categoryName = (slug: string): string =>
  CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
