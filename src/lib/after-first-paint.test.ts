import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

/** A PerformanceObserver that reports the paints a test tells it of. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  observed: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers) {
      if (!observer.disconnected)
        observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  }
}

const drawnRoot = () => {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Deals</h1></main>';
  return root;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakePaintObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 16),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('starts a drawn page’s app once its first contentful paint is reported, and only once', () => {
    const start = vi.fn();
    afterFirstPaint(drawnRoot(), start);
    // Including paints that happened before it was asked.
    expect(FakePaintObserver.observers[0]?.observed).toEqual({ type: 'paint', buffered: true });
    FakePaintObserver.paint('first-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    FakePaintObserver.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    FakePaintObserver.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than FIRST_PAINT_WAIT_MS for a paint that is not reported', () => {
    const start = vi.fn();
    afterFirstPaint(drawnRoot(), start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    FakePaintObserver.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame when the page arrived empty (it paints no content of its own)', () => {
    const start = vi.fn();
    afterFirstPaint(document.createElement('div'), start);
    expect(FakePaintObserver.observers).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterFirstPaint(drawnRoot(), start);
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
