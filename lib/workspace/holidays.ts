// Public holidays on which Nexora's offices (all in Maharashtra) are closed: a dated list, one entry per year.
//
// Compiled 2026-11-24. It follows the Government of Maharashtra's yearly notification of public holidays (General
// Administration Department, declared under section 25 of the Negotiable Instruments Act, 1881): the 2026 list is
// the notification of 9 December 2025, all 24 holidays (two pairs share a day). Two further days in it are left out because they do not apply
// to a private office: Bhaubeej (11 November 2026, for state and local government offices only) and 1 April 2026
// (banks' annual closing only). A holiday that falls on a Saturday or Sunday is listed all the same; it changes
// nothing.
//
// The 2027 notification is not out yet (it usually appears in December), so 2027 holds only the days known ahead of
// it (fixed dates, and Good Friday from Easter); the festivals that follow the lunar calendar come with the notice.
// Extending: add the year's entries below and set `complete`. A day in a year that is not listed counts as an
// ordinary day: beyond the last year here no holidays are known, and service-level targets are then counted over
// weekdays only.

export type Holiday = { date: string; name: string };

/** One year's list; `complete` is false while it holds only the fixed-date days ahead of the notification. */
export type HolidayYear = { year: number; source: string; complete: boolean; days: Holiday[] };

export const holidayYears: HolidayYear[] = [
  {
    year: 2026,
    source: "Government of Maharashtra, General Administration Department, notification of 9 December 2025",
    complete: true,
    days: [
      { date: "2026-01-26", name: "Republic Day" },
      { date: "2026-02-15", name: "Mahashivratri" },
      { date: "2026-02-19", name: "Chhatrapati Shivaji Maharaj Jayanti" },
      { date: "2026-03-03", name: "Holi (second day)" },
      { date: "2026-03-19", name: "Gudhi Padwa" },
      { date: "2026-03-21", name: "Ramzan-Id (Id-ul-Fitr)" },
      { date: "2026-03-26", name: "Ram Navami" },
      { date: "2026-03-31", name: "Mahavir Janmakalyanak" },
      { date: "2026-04-03", name: "Good Friday" },
      { date: "2026-04-14", name: "Dr. Babasaheb Ambedkar Jayanti" },
      { date: "2026-05-01", name: "Maharashtra Day; Buddha Pournima" },
      { date: "2026-05-28", name: "Bakri Id (Id-uz-Zuha)" },
      { date: "2026-06-26", name: "Moharram" },
      { date: "2026-08-15", name: "Independence Day; Parsi New Year (Shahenshahi)" },
      { date: "2026-08-26", name: "Id-e-Milad" },
      { date: "2026-09-14", name: "Ganesh Chaturthi" },
      { date: "2026-10-02", name: "Mahatma Gandhi Jayanti" },
      { date: "2026-10-20", name: "Dasara" },
      { date: "2026-11-08", name: "Diwali Amavasya (Laxmi Pujan)" },
      { date: "2026-11-10", name: "Diwali (Bali Pratipada)" },
      { date: "2026-11-24", name: "Guru Nanak Jayanti" },
      { date: "2026-12-25", name: "Christmas" },
    ],
  },
  {
    year: 2027,
    source: "fixed-date holidays of the Maharashtra list, ahead of the 2027 notification",
    complete: false,
    days: [
      { date: "2027-01-26", name: "Republic Day" },
      { date: "2027-02-19", name: "Chhatrapati Shivaji Maharaj Jayanti" },
      { date: "2027-03-26", name: "Good Friday" },
      { date: "2027-04-14", name: "Dr. Babasaheb Ambedkar Jayanti" },
      { date: "2027-05-01", name: "Maharashtra Day" },
      { date: "2027-08-15", name: "Independence Day" },
      { date: "2027-10-02", name: "Mahatma Gandhi Jayanti" },
      { date: "2027-12-25", name: "Christmas" },
    ],
  },
];

const byDate = new Map(holidayYears.flatMap((year) => year.days.map((day) => [day.date, day.name] as const)));

/** The holiday's name on this calendar day ("YYYY-MM-DD"), or null on an ordinary day or one beyond the list. */
export function holidayOn(date: string): string | null {
  return byDate.get(date) ?? null;
}
