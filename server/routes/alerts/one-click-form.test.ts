// The one-click unsubscribe body in both encodings a mail client uses, and the forms refused.
import { describe, expect, it } from 'vitest';
import { parseMultipartForm, parseUrlencodedForm } from './one-click-form.ts';

const multipart = (boundary: string, parts: string[]) =>
  `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;

describe('the one-click unsubscribe form', () => {
  it('reads an urlencoded body', () => {
    expect(parseUrlencodedForm('List-Unsubscribe=One-Click')).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it('reads a multipart/form-data body, its boundary quoted or not', () => {
    const field = 'Content-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click';
    expect(parseMultipartForm('multipart/form-data; boundary=abc123', multipart('abc123', [field]))).toEqual({
      'List-Unsubscribe': 'One-Click',
    });
    expect(
      parseMultipartForm('multipart/form-data; boundary="with space"', multipart('with space', [field])),
    ).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it('refuses a body without a boundary, a closing boundary, or with a file', () => {
    const field = 'Content-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click';
    expect(() => parseMultipartForm('multipart/form-data', multipart('b', [field]))).toThrow(
      /needs a boundary/,
    );
    expect(() => parseMultipartForm('multipart/form-data; boundary=b', `--b\r\n${field}\r\n`)).toThrow(
      /no closing boundary/,
    );
    const file = 'Content-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhello';
    expect(() => parseMultipartForm('multipart/form-data; boundary=b', multipart('b', [file]))).toThrow(
      /Only named text fields/,
    );
  });
});
