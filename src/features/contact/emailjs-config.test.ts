import { describe, expect, it } from 'vitest';
import { readEmailJsConfig, resolveOrigin } from './emailjs-config';

const full = {
  VITE_EMAILJS_PUBLIC_KEY: 'key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_EMAILJS_ORIGIN: undefined,
};

describe('readEmailJsConfig', () => {
  it('needs the public key, the service id and the template id', () => {
    expect(readEmailJsConfig(full)).toEqual({
      publicKey: 'key',
      serviceId: 'service',
      templateId: 'template',
    });
    expect(readEmailJsConfig({ ...full, VITE_EMAILJS_PUBLIC_KEY: undefined })).toBeNull();
    expect(readEmailJsConfig({ ...full, VITE_EMAILJS_SERVICE_ID: undefined })).toBeNull();
    expect(readEmailJsConfig({ ...full, VITE_EMAILJS_TEMPLATE_ID: undefined })).toBeNull();
  });

  it('takes another API origin, absolute or as a path on this site', () => {
    expect(readEmailJsConfig({ ...full, VITE_EMAILJS_ORIGIN: 'https://mail.example.test/' })?.origin).toBe(
      'https://mail.example.test',
    );
    expect(resolveOrigin('/api/emailjs-stub', 'http://127.0.0.1:4421')).toBe(
      'http://127.0.0.1:4421/api/emailjs-stub',
    );
  });
});
