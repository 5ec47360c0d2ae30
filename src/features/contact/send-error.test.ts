import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import { describeSendError } from './send-error';

describe('describeSendError', () => {
  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [0, 'Network Error'],
  ])('maps status %i to "%s"', (status, reason) => {
    expect(describeSendError(new EmailJSResponseStatus(status, 'server text'))).toEqual({
      status,
      reason,
      network: status === 0,
    });
  });

  it("maps the client's default status (0, 'Network Error') and a failed fetch to a network failure", () => {
    expect(describeSendError(new EmailJSResponseStatus())).toEqual({
      status: 0,
      reason: 'Network Error',
      network: true,
    });
    expect(describeSendError(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      reason: 'Network Error',
      network: true,
    });
  });

  it("uses the service's short text for other statuses, or the status itself", () => {
    expect(describeSendError(new EmailJSResponseStatus(400, 'The user ID is invalid'))).toMatchObject({
      status: 400,
      reason: 'The user ID is invalid',
      network: false,
    });
    expect(describeSendError(new EmailJSResponseStatus(502, '<html>'.padEnd(500, 'x')))).toMatchObject({
      reason: 'Error 502',
    });
  });

  it("passes on the client's own messages for missing settings", () => {
    expect(describeSendError('The public key is required.')).toEqual({
      status: -1,
      reason: 'The public key is required.',
      network: false,
    });
  });
});
