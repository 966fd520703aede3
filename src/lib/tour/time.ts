/** A show's time as the venue's clock reads it, with the zone's abbreviation ("7:30 PM CDT"). */
export function venueTime(iso: string, timeZone: string): { date: string; time: string } {
  const when = new Date(iso)
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(when)
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(when)
  return { date, time }
}

/** The month a show falls in at its venue: a sortable key and its name ("2027-03", "March 2027"). */
export function venueMonth(iso: string, timeZone: string): { key: string; label: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(iso),
  )
  const year = parts.find((p) => p.type === 'year')?.value ?? ''
  const month = parts.find((p) => p.type === 'month')?.value ?? ''
  const label = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long' }).format(new Date(iso))
  return { key: `${year}-${month}`, label }
}

/** A date without its time, for sale dates ("Mar 2, 2027"), in the venue's zone. */
export function venueDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  )
}

/** Whether a name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name.length > 0
  } catch {
    return false
  }
}
