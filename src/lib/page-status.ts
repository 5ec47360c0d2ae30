// The HTTP status of a page the server draws: a screen that has nothing to show for its address (an unknown
// page, category or deal, a page past a listing's end) says so while it is drawn, and the server answers
// 404 with it. In the browser this does nothing.
import { createContext, useContext } from 'react';

export interface PageStatusSink {
  notFound(): void;
}

export const PageStatusContext = createContext<PageStatusSink | null>(null);

/** Marks the page being drawn on the server as not found. */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.notFound();
}
