// Every component and data test gets a fresh in-memory IndexedDB and a clean DOM.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Absent in tests that run as the server does (@vitest-environment node).
  globalThis.localStorage?.clear();
});
