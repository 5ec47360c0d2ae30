// The budgets of ARCHITECTURE.md §6, one place for every benchmark to compare against.
export const BUDGETS = {
  firstRenderJsKb: 160,
  lazyChunkKb: 50,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  totalBlockingTimeMs: 50,
  installabilityErrors: 0,
  /** The first sync of 10,000 deals, beside a bare IndexedDB bulk write of the same rows. */
  syncVsBareWrite: 1.5,
  /** A search from submit to results, beside a bare indexed query on the same stores. */
  searchVsBareQuery: 2,
  search10kMs: 100,
  categoryScrollLongTasksOver50Ms: 0,
  serverThroughputRatio: 0.7,
  /** N processes (WEB_CONCURRENCY, PostgreSQL) >= this times N times one process. */
  perProcessScaling: 0.85,
  serverRssMb: 300,
  /** Matching one new deal against 10,000 alert rules. */
  alertMatchMs: 50,
};

/** One row of the report: a figure beside its budget. */
export const row = (name, value, budget, pass, unit = '') => ({ name, value, budget, pass, unit });

export function printTable(rows) {
  const lines = rows.map((r) => [r.name, `${r.value}${r.unit}`, r.budget, r.pass ? 'ok' : 'MISS']);
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['figure', 'value', 'budget', ''], ...lines].map((l) => String(l[i]).length)),
  );
  const fmt = (l) => l.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(fmt(['figure', 'value', 'budget', '']));
  for (const l of lines) console.log(fmt(l));
}
