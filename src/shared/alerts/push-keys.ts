// VAPID keys as the Push API takes and gives them, for the pages and the service worker alike.

/** A VAPID key as pushManager.subscribe() takes it: the bytes of its base64url text. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Whether a subscription's key (its options.applicationServerKey) is `wanted`. */
export const sameKey = (held: ArrayBuffer | null, wanted: Uint8Array) => {
  if (!held || held.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, index) => byte === wanted[index]);
};
