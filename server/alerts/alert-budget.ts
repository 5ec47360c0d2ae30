// When an alert may go out. Pure: given a recipient's settings (delivery, quiet hours, time zone, daily cap),
// how many notifications they were sent on their local day so far, and the time now, it says: send now,
// hold until a time (quiet hours end), or put it into the digest due at a time. Local times are worked out
// with the runtime's time-zone data (Intl), so a quiet night that spans a daylight-saving change still ends
// at the wall-clock time the member chose.
import type { AlertDelivery, QuietHours } from '../../src/shared/alerts/alerts.ts';

export interface BudgetSettings {
  delivery: AlertDelivery;
  quietHours: QuietHours | null;
  timeZone: string;
  dailyCap: number;
}

export type DeliveryPlan =
  | { action: 'send' }
  /** Quiet hours: a send job waits until they end. */
  | { action: 'hold'; until: Date }
  /** Goes out with the recipient's digest at `at` (their hourly or daily one, or the next morning's). */
  | { action: 'digest'; at: Date };

/** The local hour at which daily digests (and alerts over the day's cap) go out. */
export const DIGEST_HOUR = 8;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time at `instant` in `timeZone`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);

/** The zone's offset from UTC at `instant`, in ms (Europe/Berlin in summer: +2 h). */
const offsetAt = (instant: number, timeZone: string) => {
  const wholeMinute = Math.floor(instant / 60_000) * 60_000;
  return asUtc(wallTime(new Date(wholeMinute), timeZone)) - wholeMinute;
};

/**
 * The instant a wall-clock time happens in the zone. A time skipped by a change to summer time (02:30 on
 * that night) comes out as the same distance past the gap (03:30); a time that happens twice, the later.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const guess = asUtc(wall);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** The recipient's calendar day at `instant`, YYYY-MM-DD: what the daily cap counts by. */
export function localDay(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTime(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Whether the local time falls in the quiet hours [start, end); a night's hours wrap past midnight. */
export function isQuiet(quiet: QuietHours | null, instant: Date, timeZone: string): boolean {
  if (!quiet) return false;
  const { hour, minute } = wallTime(instant, timeZone);
  const now = hour * 60 + minute;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The first instant after `instant` at which the local clock reads `clock` (HH:MM). */
export function nextLocalTime(instant: Date, clock: string, timeZone: string): Date {
  const today = wallTime(instant, timeZone);
  const minutes = minutesOf(clock);
  for (let days = 0; days <= 2; days += 1) {
    // Date.UTC rolls the day over month and year ends.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const candidate = instantOf(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      },
      timeZone,
    );
    if (candidate.getTime() > instant.getTime()) return candidate;
  }
  throw new Error(`No ${clock} follows ${instant.toISOString()} in ${timeZone}.`);
}

/** `instant`, or the end of the quiet hours it falls in. */
const afterQuiet = (settings: BudgetSettings, instant: Date): Date =>
  settings.quietHours && isQuiet(settings.quietHours, instant, settings.timeZone)
    ? nextLocalTime(instant, settings.quietHours.end, settings.timeZone)
    : instant;

/** When the quiet hours `instant` falls in end; undefined when it is not in quiet hours. */
export const quietUntil = (settings: BudgetSettings, instant: Date): Date | undefined => {
  const after = afterQuiet(settings, instant);
  return after === instant ? undefined : after;
};

/** The next full local hour after `now`. */
function nextLocalHour(now: Date, timeZone: string): Date {
  const { hour } = wallTime(now, timeZone);
  return nextLocalTime(now, `${String((hour + 1) % 24).padStart(2, '0')}:00`, timeZone);
}

const digestHour = `${String(DIGEST_HOUR).padStart(2, '0')}:00`;

/** The next morning's digest: DIGEST_HOUR on the next local day (out of quiet hours), where alerts over the cap go. */
export const nextMorning = (settings: BudgetSettings, now: Date): Date => {
  const tomorrow = nextLocalTime(now, '00:00', settings.timeZone);
  return afterQuiet(settings, nextLocalTime(tomorrow, digestHour, settings.timeZone));
};

/**
 * What to do with one alert now. `sentToday` counts the notifications (alerts and digests) the recipient was
 * sent on the local day of `now`. Immediate alerts wait out quiet hours, and once the day's cap is reached
 * go into the next morning's digest; hourly and daily deliveries are digests due at the next full hour or
 * the next DIGEST_HOUR, moved past quiet hours.
 */
export function planDelivery(settings: BudgetSettings, sentToday: number, now: Date): DeliveryPlan {
  switch (settings.delivery) {
    case 'hourly':
      return { action: 'digest', at: afterQuiet(settings, nextLocalHour(now, settings.timeZone)) };
    case 'daily':
      return {
        action: 'digest',
        at: afterQuiet(settings, nextLocalTime(now, digestHour, settings.timeZone)),
      };
    default: {
      if (isQuiet(settings.quietHours, now, settings.timeZone)) {
        return { action: 'hold', until: afterQuiet(settings, now) };
      }
      if (sentToday >= settings.dailyCap) return { action: 'digest', at: nextMorning(settings, now) };
      return { action: 'send' };
    }
  }
}

/**
 * A digest (or a held alert) whose time has come: it goes now unless quiet hours began meanwhile or the day's
 * cap is used up, in which case the answer is when to try again.
 */
export function planDue(settings: BudgetSettings, sentToday: number, now: Date): Date | 'send' {
  const plan = planDelivery({ ...settings, delivery: 'immediate' }, sentToday, now);
  if (plan.action === 'send') return 'send';
  return plan.action === 'hold' ? plan.until : plan.at;
}
