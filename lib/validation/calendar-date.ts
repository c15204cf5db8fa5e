// The one date rule of every payload: "YYYY-MM-DD" naming a day that exists, in the years a business date can take.
export const calendarYears = { min: 2000, max: 2100 } as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (2026-02-30 is refused) between 2000-01-01 and 2100-12-31. */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < calendarYears.min || year > calendarYears.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
