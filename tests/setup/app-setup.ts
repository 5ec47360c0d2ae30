// Every component and data test gets a fresh in-memory IndexedDB and a clean DOM.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens and hooks follow IndexedDB through live queries; with the whole suite sharing two cores, an
// answer can take longer than Testing Library's default second. Every app test waits alike.
configure({ asyncUtilTimeout: 10_000 });

// Beacons (the deal screen's view count) never leave a test: happy-dom would send them to a server that is
// not there. A test that checks them puts its own recorder in place.
if (typeof navigator !== 'undefined') {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
}

afterEach(() => {
  cleanup();
  // Absent in tests that run as the server does (@vitest-environment node).
  globalThis.localStorage?.clear();
});
