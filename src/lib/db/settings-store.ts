// Preferences kept on this device in the settings table: one { key, value } row per setting.
import { type CategorySlug, isCategorySlug } from '@shared/deal/categories';
import { db } from './database';

const SUBSCRIBED_CATEGORIES = 'subscribedCategories';

export async function readSetting(key: string): Promise<unknown> {
  return (await db.settings.get(key))?.value;
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}

/** The categories chosen for deal alerts; unknown or malformed entries are ignored. */
export async function loadSubscribedCategories(): Promise<CategorySlug[]> {
  const value = await readSetting(SUBSCRIBED_CATEGORIES);
  if (!Array.isArray(value)) return [];
  return value.filter((slug): slug is CategorySlug => typeof slug === 'string' && isCategorySlug(slug));
}

export async function saveSubscribedCategories(slugs: readonly CategorySlug[]): Promise<void> {
  await writeSetting(SUBSCRIBED_CATEGORIES, [...new Set(slugs)]);
}
