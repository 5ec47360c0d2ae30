import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactMessageSchema } from './contact-message';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' };

describe('the contact message schema', () => {
  it.each(Object.entries(CONTACT_LIMITS).filter(([field]) => field !== 'email'))(
    'caps %s at %i characters',
    (field, max) => {
      expect(contactMessageSchema.safeParse({ ...message, [field]: 'x'.repeat(max) }).success).toBe(true);
      expect(contactMessageSchema.safeParse({ ...message, [field]: 'x'.repeat(max + 1) }).success).toBe(
        false,
      );
    },
  );

  it('refuses a NUL character and an over-long address', () => {
    expect(contactMessageSchema.safeParse({ ...message, subject: 'Hi\u0000' }).success).toBe(false);
    const email = `${'a'.repeat(250)}@example.com`;
    expect(contactMessageSchema.safeParse({ ...message, email }).success).toBe(false);
  });
});
