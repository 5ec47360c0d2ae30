// The listing's view modes: a module of their own, so the entry can read the default without every screen's
// texts (src/lib/device-choices.ts).
export const VIEW_MODES = [
  { id: 'grid', label: 'Grid' },
  { id: 'compact-grid', label: 'Compact grid' },
  { id: 'list', label: 'List' },
  { id: 'compact-list', label: 'Compact list' },
] as const;
export type ViewMode = (typeof VIEW_MODES)[number]['id'];
export const DEFAULT_VIEW_MODE: ViewMode = 'grid';
export const isViewMode = (value: unknown): value is ViewMode => VIEW_MODES.some((mode) => mode.id === value);
