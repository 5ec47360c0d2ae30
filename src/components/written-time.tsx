// A moment as the site writes it (US English, by hand: src/shared/site/intl-formats.ts) in a <time> element
// that machines read: the day alone ('Mar 3, 2025'), or with its time ('Mar 3, 2025, 1:05 PM').
import { formatUsDate, formatUsDateTime } from '@shared/site/intl-formats';

export function WrittenTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const at = new Date(iso);
  return <time dateTime={iso}>{withTime ? formatUsDateTime(at) : formatUsDate(at)}</time>;
}
