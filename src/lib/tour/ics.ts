/**
 * A minimal iCalendar (RFC 5545) writer for one event: CRLF line ends, lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, times in UTC.
 */
export type IcsEvent = {
  uid: string
  start: Date
  end: Date
  stamp: Date
  summary: string
  location?: string
  description?: string
  url?: string
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** 2027-03-14T01:30:00.000Z → 20270314T013000Z */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function writeIcs(event: IcsEvent, productId = '-//Staffroom//Comedy tour//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
