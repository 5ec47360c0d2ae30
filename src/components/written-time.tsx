// A moment as the site writes it (US English, by hand: src/shared/site/intl-formats.ts) in a <time> element
// that machines read: the day alone ('Mar 3, 2025'), or with its time ('Mar 3, 2025, 1:05 PM'). The server
// cannot know the reader's time zone: it writes the moment on UTC's clock (saying so for a time of day), and
// the entry writes it again on the reader's before the app comes (src/lib/local-times.ts), so the app, which
// writes it on the reader's clock, takes the page over as drawn.
import { WRITTEN_TIME_ATTRIBUTE, type WrittenTimeForm, writtenTimeText } from '@lib/local-times';

export function WrittenTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const form: WrittenTimeForm = withTime ? 'date-time' : 'date';
  const zone = typeof document === 'undefined' ? 'utc' : 'local';
  return (
    <time dateTime={iso} {...{ [WRITTEN_TIME_ATTRIBUTE]: form }}>
      {writtenTimeText(new Date(iso), form, zone)}
    </time>
  );
}
