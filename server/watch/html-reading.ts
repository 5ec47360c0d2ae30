// One pass over a shop's HTML for what product extraction needs, by a small tokenizer of its own: the
// JSON-LD blocks' text, the <meta> tags, and the microdata items (itemscope, itemtype, itemprop) with their
// nesting. Pages may be anything: unclosed tags, stray "<", quotes that never end. Every step moves forward
// through the page, so the pass is linear in its length, and nothing in it is ever run.
import { decodeCharacterReferences } from '../html/character-references.ts';

export interface MicrodataItem {
  types: string[];
  /** Property values by name, in page order: text, or a nested item. */
  properties: Map<string, (string | MicrodataItem)[]>;
}

export interface PageParts {
  jsonLd: string[];
  /** Each <meta>'s attributes, names in lower case. */
  metas: Record<string, string>[];
  /** Items that are no other item's property, in page order. */
  items: MicrodataItem[];
}

export const decodeEntities = (text: string): string => decodeCharacterReferences(text, 'html');

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text up to their end tag, never tags. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed']);
/** A property's text is kept up to this length: names and prices are short. */
const MAX_TEXT = 1000;
/** Open elements tracked at most; deeper ones are read as their parent's content. */
const MAX_DEPTH = 512;

interface OpenElement {
  name: string;
  /** The item this element starts (itemscope). */
  item?: MicrodataItem;
  /** The property values this element's text is, once the element ends. */
  textFor?: { targets: { values: (string | MicrodataItem)[]; index: number }[]; text: string };
}

/** Reads a start tag's attributes from just after its name; answers them and where the tag ends. */
function readAttributes(html: string, from: number): { attributes: Record<string, string>; end: number } {
  const attributes: Record<string, string> = {};
  let at = from;
  const length = html.length;
  for (;;) {
    while (at < length && /[\s/]/.test(html[at]!)) at++;
    if (at >= length) return { attributes, end: length };
    if (html[at] === '>') return { attributes, end: at + 1 };
    const nameStart = at;
    while (at < length && !/[\s/>=]/.test(html[at]!)) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    while (at < length && /\s/.test(html[at]!)) at++;
    let value = '';
    if (html[at] === '=') {
      at++;
      while (at < length && /\s/.test(html[at]!)) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        // A quote that never closes swallows the rest of the page, as browsers do.
        if (close === -1) return { attributes, end: length };
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        const valueStart = at;
        while (at < length && !/[\s>]/.test(html[at]!)) at++;
        value = html.slice(valueStart, at);
      }
    }
    if (name && !(name in attributes)) attributes[name] = decodeEntities(value);
  }
}

/** What an element with itemprop gives as its value when it is not its text. */
function attributeValue(name: string, attributes: Record<string, string>): string | undefined {
  if (attributes.content !== undefined) return attributes.content;
  switch (name) {
    case 'meta':
      return '';
    case 'a':
    case 'area':
    case 'link':
      return attributes.href ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'track':
    case 'embed':
    case 'iframe':
      return attributes.src ?? '';
    case 'object':
      return attributes.data ?? '';
    case 'data':
    case 'meter':
      return attributes.value ?? '';
    case 'time':
      return attributes.datetime;
  }
  return undefined;
}

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

export function readPage(html: string): PageParts {
  const parts: PageParts = { jsonLd: [], metas: [], items: [] };
  const stack: OpenElement[] = [];
  const length = html.length;

  /** Open elements whose text is still wanted: text goes to these only, not to the whole stack. */
  const collecting = new Set<OpenElement>();
  const addText = (text: string) => {
    for (const open of collecting) {
      open.textFor!.text += text;
      if (open.textFor!.text.length >= MAX_TEXT) collecting.delete(open);
    }
  };
  const finish = (open: OpenElement) => {
    collecting.delete(open);
    if (!open.textFor) return;
    const text = decodeEntities(open.textFor.text).replace(/\s+/g, ' ').trim();
    for (const { values, index } of open.textFor.targets) values[index] = text;
  };
  const itemOf = (from: number) => {
    for (let i = from; i >= 0; i--) if (stack[i]!.item) return stack[i]!.item;
    return undefined;
  };

  let at = 0;
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      addText(html.slice(at));
      break;
    }
    if (open > at) addText(html.slice(at, open));
    const next = html[open + 1] ?? '';
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      at = end === -1 ? length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', open + 2);
      at = end === -1 ? length : end + 1;
      continue;
    }
    if (next === '/') {
      const match = /^<\/([A-Za-z][^\s/>]*)[^>]*>?/.exec(html.slice(open, open + 200));
      if (!match) {
        addText('<');
        at = open + 1;
        continue;
      }
      const name = match[1]!.toLowerCase();
      // An end tag closes its element and every element left open inside it; a stray one closes nothing.
      let index = stack.length - 1;
      while (index >= 0 && stack[index]!.name !== name) index--;
      if (index >= 0) for (const closed of stack.splice(index).reverse()) finish(closed);
      const end = html.indexOf('>', open + 2);
      at = end === -1 ? length : end + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(next)) {
      addText('<');
      at = open + 1;
      continue;
    }
    let nameEnd = open + 1;
    while (nameEnd < length && !/[\s/>]/.test(html[nameEnd]!)) nameEnd++;
    const name = html.slice(open + 1, nameEnd).toLowerCase();
    const { attributes, end } = readAttributes(html, nameEnd);
    at = end;

    if (name === 'meta') parts.metas.push(attributes);
    if (RAW_TEXT.has(name)) {
      const closing = new RegExp(`</${name}[\\s/>]`, 'gi');
      closing.lastIndex = at;
      const found = closing.exec(html);
      const contentEnd = found ? found.index : length;
      const content = html.slice(at, contentEnd);
      if (name === 'script' && /^\s*application\/ld\+json\s*$/i.test(attributes.type ?? '')) {
        parts.jsonLd.push(content);
      }
      const close = found ? html.indexOf('>', found.index) : -1;
      at = close === -1 ? length : close + 1;
      // A title or textarea may hold an itemprop's text; scripts and styles hold none a shopper sees.
      if (attributes.itemprop === undefined) continue;
      const owner = itemOf(stack.length - 1);
      if (owner) {
        const value =
          name === 'script' || name === 'style' ? '' : decodeEntities(content.slice(0, MAX_TEXT)).trim();
        for (const property of words(attributes.itemprop)) {
          const values = owner.properties.get(property) ?? [];
          values.push(value);
          owner.properties.set(property, values);
        }
      }
      continue;
    }

    const element: OpenElement = { name };
    const owner = itemOf(stack.length - 1);
    const properties = attributes.itemprop !== undefined ? words(attributes.itemprop) : [];
    if (attributes.itemscope !== undefined) {
      const item: MicrodataItem = { types: words(attributes.itemtype), properties: new Map() };
      element.item = item;
      if (owner && properties.length > 0) {
        for (const property of properties) {
          const values = owner.properties.get(property) ?? [];
          values.push(item);
          owner.properties.set(property, values);
        }
      } else parts.items.push(item);
    } else if (owner && properties.length > 0) {
      const value = attributeValue(name, attributes);
      const targets: { values: (string | MicrodataItem)[]; index: number }[] = [];
      for (const property of properties) {
        const values = owner.properties.get(property) ?? [];
        values.push(value ?? '');
        owner.properties.set(property, values);
        targets.push({ values, index: values.length - 1 });
      }
      if (value === undefined) element.textFor = { targets, text: '' };
    }
    const selfClosing = html[end - 2] === '/';
    if (VOID_ELEMENTS.has(name) || selfClosing) {
      finish(element);
      continue;
    }
    if (stack.length < MAX_DEPTH) {
      stack.push(element);
      if (element.textFor) collecting.add(element);
    }
  }
  for (const open of stack.reverse()) finish(open);
  return parts;
}
