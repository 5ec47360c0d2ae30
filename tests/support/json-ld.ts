// Reads the structured data a screen rendered.

/** The parsed JSON-LD blocks of the page (React 19 renders inline scripts where they are declared). */
export const jsonLdBlocks = (): Record<string, unknown>[] =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
