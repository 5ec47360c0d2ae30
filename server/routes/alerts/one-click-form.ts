// The body of an RFC 8058 one-click unsubscribe: `List-Unsubscribe=One-Click`, sent by a mail client as an
// urlencoded form or, as the RFC recommends, as multipart/form-data. Only small text fields are read (the
// route's body limit is 1 KiB); a file part or a malformed body is refused, so no general multipart parser
// is needed.

export class FormBodyError extends Error {
  readonly statusCode = 400;
}

export const parseUrlencodedForm = (body: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body));

/** The boundary parameter of a multipart/form-data content type, quoted or not. */
function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new FormBodyError('A multipart/form-data body needs a boundary.');
  return boundary;
}

/** The text fields of a small multipart/form-data body, by name. */
export function parseMultipartForm(contentType: string, body: string): Record<string, string> {
  const delimiter = `--${boundaryOf(contentType)}`;
  const end = body.indexOf(`${delimiter}--`);
  if (end < 0) throw new FormBodyError('The multipart/form-data body has no closing boundary.');
  const fields: Record<string, string> = {};
  for (const part of body.slice(0, end).split(delimiter).slice(1)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) throw new FormBodyError('A multipart/form-data part has no header end.');
    const headers = part.slice(0, split);
    const disposition = /^content-disposition:\s*form-data\s*;(.*)$/im.exec(headers)?.[1] ?? '';
    const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined || /(?:^|;)\s*filename\*?=/i.test(disposition))
      throw new FormBodyError('Only named text fields are accepted in this form.');
    // The part's value ends with the line break that comes before the next delimiter.
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}
