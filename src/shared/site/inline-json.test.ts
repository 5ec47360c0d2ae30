import { describe, expect, it } from 'vitest';
import { inlineJson } from './inline-json';

const HOSTILE_TEXT = '</script><img src=x onerror=alert(1)> <!-- <script> \u2028\u2029 & "quotes"';

describe('inlineJson', () => {
  it('leaves nothing that can end or change a script element, and means the same JSON', () => {
    const value = { name: HOSTILE_TEXT, nested: [{ text: '</SCRIPT >' }] };
    const text = inlineJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
