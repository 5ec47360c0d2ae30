import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { WrittenTime } from './written-time';

describe('a moment as the site writes it', () => {
  // Noon UTC: the same day in the time zones the suite runs in.
  const iso = '2025-03-03T12:05:00.000Z';
  const local = new Date(iso);

  it('writes the day alone, machine-readable in its <time>', () => {
    render(<WrittenTime iso={iso} />);
    const time = screen.getByText(local.toLocaleDateString('en-US', { dateStyle: 'medium' }));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(iso);
  });

  it('writes the day and its time when asked', () => {
    render(<WrittenTime iso={iso} withTime />);
    const written = local.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(screen.getByText(written).getAttribute('datetime')).toBe(iso);
  });

  it('is written on UTC’s clock by the server, which cannot know the reader’s, and says so', () => {
    // The server has no document.
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(<WrittenTime iso={iso} withTime />);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(html).toContain('>Mar 3, 2025, 12:05 PM UTC</time>');
  });
});
