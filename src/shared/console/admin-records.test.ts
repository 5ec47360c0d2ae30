import { describe, expect, it } from 'vitest';
import { NOTHING, readableRecord } from './admin-audit-texts';
import { hideOneTimeLinks } from './admin-mail';
import { HIDDEN_LINK_VALUE } from './admin-mail-texts';
import { replyRequestSchema, replySubject } from './admin-messages';

describe('readableRecord', () => {
  it('writes a stored record as name: value lines, nested names joined with dots', () => {
    expect(
      readableRecord({
        status: 'live',
        handledAt: null,
        price: 24.99,
        early: false,
        deal: { title: 'Kettle <b>', tags: ['home', 'glass'] },
        note: '',
        empty: {},
      }),
    ).toBe(
      [
        'status: live',
        `handledAt: ${NOTHING}`,
        'price: 24.99',
        'early: false',
        'deal.title: Kettle <b>',
        'deal.tags.1: home',
        'deal.tags.2: glass',
        'note: ""',
        `empty: ${NOTHING}`,
      ].join('\n'),
    );
  });

  it('says nothing was recorded for a missing record, and writes a plain value as it is', () => {
    expect(readableRecord(null)).toBe(NOTHING);
    expect(readableRecord(undefined)).toBe(NOTHING);
    expect(readableRecord('text')).toBe('text');
  });
});

describe('hideOneTimeLinks', () => {
  it('hides every token of a link and leaves the rest of the text', () => {
    expect(
      hideOneTimeLinks(
        'Reset: https://x.test/reset-password?token=abc-DEF_123\nConfirm: https://x.test/api/auth/verify-email?callbackURL=%2F&token=eyJ.x.y#top',
      ),
    ).toBe(
      `Reset: https://x.test/reset-password?token=${HIDDEN_LINK_VALUE}\nConfirm: https://x.test/api/auth/verify-email?callbackURL=%2F&token=${HIDDEN_LINK_VALUE}#top`,
    );
    expect(hideOneTimeLinks('No links, a token word.')).toBe('No links, a token word.');
  });
});

describe('the answer to a message', () => {
  it('starts its subject with one "Re: "', () => {
    expect(replySubject('Coupon expired')).toBe('Re: Coupon expired');
    expect(replySubject('RE: Coupon expired')).toBe('RE: Coupon expired');
    expect(replySubject('x'.repeat(200))).toHaveLength(200);
  });

  it('needs a subject and a body, trimmed', () => {
    expect(replyRequestSchema.safeParse({ subject: ' Re: a ', body: ' b ' }).data).toEqual({
      subject: 'Re: a',
      body: 'b',
    });
    expect(replyRequestSchema.safeParse({ subject: 'Re: a', body: '\n ' }).success).toBe(false);
  });
});
