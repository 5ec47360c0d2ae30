// JSON placed inside an HTML <script> element (JSON-LD, the page's deal): the one escaping every place
// uses, on the server and in the app. A script's text ends at the first "</script" whatever the JSON
// means, and "<!--" changes how the HTML parser reads the rest; so no "<" is left in the text (JSON's
// "\u003c" means the same character). U+2028 and U+2029 are escaped too, for consumers that read the
// text as JavaScript. The result is still exactly the same JSON value.
export const inlineJson = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
