// The site's CSP forbids eval. zod 4 probes for it (new Function) before compiling fast object parsers, and
// the blocked probe is reported as a CSP violation; since eval is blocked its fast path never runs anyway.
// zod reads its global config from globalThis when it first loads, so this runs before any schema module.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
