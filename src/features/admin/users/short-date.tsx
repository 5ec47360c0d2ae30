import { formatUsDate } from '@shared/intl-formats';

// A date as the console's account pages show it: short, and machine-readable in its <time> element.
export function ShortDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatUsDate(new Date(iso))}</time>;
}
