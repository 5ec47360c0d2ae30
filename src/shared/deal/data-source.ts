// Where the deals come from: the product's API (own deals plus the affiliate provider) or the built-in
// sample data. The global toggle shows one of these two labels.

export type DataSource = 'api' | 'mock';

export const DEFAULT_DATA_SOURCE: DataSource = 'api';

export const DATA_SOURCE_LABELS: Record<DataSource, string> = {
  api: 'Using Rakuten API',
  mock: 'Using Mock Data',
};

/** The accessible description of the toggle: what flipping it does. */
export const DATA_SOURCE_TOGGLE_HINT = 'Switch the deal source and reload the page';

export const isDataSource = (value: unknown): value is DataSource => value === 'api' || value === 'mock';
