import { beforeEach, describe, expect, it } from 'vitest';
import { hasNotedMutes, noteMutes } from './muting-member';

describe('the note that the member here mutes something', () => {
  beforeEach(() => localStorage.clear());

  it('is kept while they mute anything, for them alone', () => {
    expect(hasNotedMutes('m1')).toBe(false);
    noteMutes('m1', 2);
    expect(hasNotedMutes('m1')).toBe(true);
    expect(hasNotedMutes('m2')).toBe(false);
  });

  it('is forgotten when they mute nothing any more, and not by another member', () => {
    noteMutes('m1', 1);
    noteMutes('m2', 0);
    expect(hasNotedMutes('m1')).toBe(true);
    noteMutes('m1', 0);
    expect(hasNotedMutes('m1')).toBe(false);
  });
});
