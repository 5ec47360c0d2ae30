// A small XML reader for the feeds' answers: elements, attributes, text and CDATA, the five XML entities,
// numeric references and the few HTML ones networks let slip into descriptions. A document type declaration
// is refused (a feed never needs one, and its entities are how a hostile answer grows a thousandfold), as is
// anything not well formed: a tag left open or closed out of turn, text outside the root. A lone "&" is kept
// as text, as networks send it in descriptions; an unknown entity is kept as written.
import { decodeCharacterReferences } from '../html/character-references.ts';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (its children's text not included), entities decoded. */
  text: string;
}

export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

/** Deeper than any feed nests: a deeper document is refused before it costs anything. */
const MAX_DEPTH = 64;

/** Drops control characters but tab and line breaks: no stored text needs them (PostgreSQL refuses NUL). */
const withoutControls = (text: string): string =>
  text.replace(/\p{Cc}/gu, (char) => (char === '\t' || char === '\n' || char === '\r' ? char : ''));

/** Decodes entity and character references once: "&amp;amp;" is "&amp;", as XML reads it. */
const decodeEntities = (text: string): string => withoutControls(decodeCharacterReferences(text, 'xml'));

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;

const lineOf = (source: string, at: number) => source.slice(0, at).split('\n').length;

/** The root element of an XML document; throws XmlError, with the line, when it is not well formed. */
export function parseXml(source: string): XmlElement {
  const text = source.replace(/^\uFEFF/, '');
  const fail = (message: string, at: number): never => {
    throw new XmlError(`${message} (line ${lineOf(text, at)})`);
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  const skipPast = (end: string, from: number, what: string): number => {
    const found = text.indexOf(end, from);
    if (found < 0) fail(`${what} is not closed`, from);
    return found + end.length;
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const chunk = text.slice(at, open < 0 ? text.length : open);
    if (chunk) {
      const current = stack.at(-1);
      if (current) current.text += decodeEntities(chunk);
      else if (chunk.trim()) fail('there is text outside the root element', at);
    }
    if (open < 0) break;
    at = open;
    if (text.startsWith('<?', at)) at = skipPast('?>', at, 'a processing instruction');
    else if (text.startsWith('<!--', at)) at = skipPast('-->', at, 'a comment');
    else if (text.startsWith('<![CDATA[', at)) {
      const end = skipPast(']]>', at, 'a CDATA section');
      const current = stack.at(-1) ?? fail('there is text outside the root element', at);
      current.text += withoutControls(text.slice(at + 9, end - 3));
      at = end;
    } else if (text.startsWith('<!', at)) fail('a document type declaration is not accepted', at);
    else if (text.startsWith('</', at)) {
      NAME.lastIndex = at + 2;
      const name = NAME.exec(text)?.[0] ?? fail('a closing tag has no name', at);
      TAG_END.lastIndex = NAME.lastIndex;
      const end = TAG_END.exec(text);
      if (!end || end[1]) fail(`the closing tag </${name}> is malformed`, at);
      const current = stack.pop();
      if (!current) fail(`</${name}> closes nothing`, at);
      else if (current.name !== name) fail(`</${name}> closes <${current.name}>`, at);
      at = TAG_END.lastIndex;
    } else {
      NAME.lastIndex = at + 1;
      const name = NAME.exec(text)?.[0] ?? fail('a "<" does not start a tag', at);
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      let cursor = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const attribute = ATTRIBUTE.exec(text);
        if (!attribute) break;
        element.attributes[attribute[1]!] = decodeEntities(attribute[2] ?? attribute[3] ?? '');
        cursor = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = cursor;
      const end = TAG_END.exec(text) ?? fail(`the tag <${name}> is malformed`, at);
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) fail('there is a second root element', at);
      else root = element;
      if (!end[1]) {
        stack.push(element);
        if (stack.length > MAX_DEPTH) fail(`elements nest deeper than ${MAX_DEPTH}`, at);
      }
      at = TAG_END.lastIndex;
    }
  }
  if (stack.length > 0) fail(`<${stack.at(-1)!.name}> is not closed`, text.length);
  return root ?? fail('there is no root element', 0);
}

/** The element's children of that name (compared without case: networks' casing varies by endpoint). */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name.toLowerCase() === name.toLowerCase());

/** The text of the first child of that name, trimmed; '' when there is none. */
export const childText = (element: XmlElement, name: string): string =>
  childrenNamed(element, name)[0]?.text.trim() ?? '';
