// Where the deals come from: the product's API (own deals plus the affiliate provider) or the built-in
// sample data. The global toggle shows one of two labels (deal-texts.ts).

export type DataSource = 'api' | 'mock';

export const DEFAULT_DATA_SOURCE: DataSource = 'api';

export const isDataSource = (value: unknown): value is DataSource => value === 'api' || value === 'mock';
