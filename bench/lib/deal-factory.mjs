// Synthetic deals in the wire shape the server imports, for load and scale benchmarks.
const CATEGORY_SLUGS = [
  'electronics',
  'fashion',
  'home-garden',
  'beauty',
  'toys-games',
  'sports',
  'books',
  'travel',
  'gaming',
];
const NOUNS = [
  'Headphones',
  'Sneakers',
  'Blender',
  'Serum',
  'Puzzle',
  'Yoga Mat',
  'Novel',
  'Suitcase',
  'Controller',
  'Lamp',
  'Jacket',
  'Watch',
];
const ADJECTIVES = [
  'Wireless',
  'Classic',
  'Compact',
  'Pro',
  'Ultra',
  'Eco',
  'Smart',
  'Deluxe',
  'Travel',
  'Premium',
];
const STORES = ['Amazon', 'Walmart', 'Target', 'Best Buy', "Macy's", 'Home Depot', 'Sephora', 'REI'];

/**
 * @param {number} count
 * @param {{ category?: string, now?: Date }} [options] category forces every deal into one category
 */
export function makeDeals(count, { category, now = new Date() } = {}) {
  return Array.from({ length: count }, (_, index) => {
    const original = 20 + ((index * 37) % 480);
    const current = Math.round(original * (0.5 + ((index * 13) % 40) / 100) * 100) / 100;
    const noun = NOUNS[index % NOUNS.length];
    return {
      id: `bench-${category ?? 'mixed'}-${index}`,
      title: `${ADJECTIVES[index % ADJECTIVES.length]} ${noun} ${index}`,
      description: `A ${noun.toLowerCase()} at a verified discount, deal number ${index}.`,
      store: STORES[index % STORES.length],
      image: `/images/placeholder-deal.svg`,
      images: [`/images/placeholder-deal.svg`],
      originalPrice: original,
      currentPrice: current,
      affiliateUrl: `https://www.example.com/product/${index}`,
      category: category ?? CATEGORY_SLUGS[index % CATEGORY_SLUGS.length],
      createdAt: new Date(now.getTime() - index * 60_000).toISOString(),
      expiryDate: new Date(now.getTime() + (2 + (index % 20)) * 86_400_000).toISOString(),
      features: ['Verified price', 'Ships fast'],
      specifications: { Brand: STORES[index % STORES.length] },
    };
  });
}
