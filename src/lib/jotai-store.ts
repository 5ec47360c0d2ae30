import { createStore } from 'jotai';

/** The one Jotai store, so non-React code (sync layer, service-worker bridge) can read and write atoms. */
export const appStore = createStore();
