// Escaping for text placed in HTML attributes, HTML text and XML. (JSON inside a <script> element is
// escaped by src/shared/site/inline-json.ts, shared with the app.)
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
