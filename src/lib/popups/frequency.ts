/** How often a visitor sees a popup again after closing it. */
export const FREQUENCIES = [
  { value: 'once', label: 'Once (until the popup is changed to show again)' },
  { value: 'days', label: 'Again after a number of days' },
  { value: 'session', label: 'Once per visit (until the browser is closed)' },
] as const
export type Frequency = (typeof FREQUENCIES)[number]['value']

export const DAY_MS = 24 * 60 * 60 * 1000

export type PopupRhythm = { id: number | string; revision: number; frequency: Frequency; days?: number | null }

/** A closing remembered in localStorage: which revision, and when (ms). */
export type Dismissal = { rev: number; at: number }

/**
 * Whether a popup is due: never closed, or closed in an earlier revision (the editor asked to
 * show it again), or closed long enough ago for its frequency. `session` is the revision closed
 * in this browser session (sessionStorage), if any.
 */
export function isDue(popup: PopupRhythm, dismissal: Dismissal | undefined, session: number | undefined, now: number) {
  if (popup.frequency === 'session') return session !== popup.revision
  if (!dismissal || dismissal.rev !== popup.revision) return true
  if (popup.frequency === 'once') return false
  return now - dismissal.at >= Math.max(1, popup.days ?? 1) * DAY_MS
}

/** The sign-up modal: at most once every `days` days, counted from when it last showed. */
export const modalDue = (lastShown: number | null, days: number, now: number) =>
  lastShown === null || now - lastShown >= Math.max(1, days) * DAY_MS

type Candidate = PopupRhythm & { priority: number; endsAt?: string | null }

/**
 * The popup to show on a page: the highest priority among those for this path, not ended (a
 * cached page can outlive a popup's end) and due. `matches` says whether one shows on the path.
 */
export function choosePopup<P extends Candidate>(
  popups: P[],
  matches: (popup: P) => boolean,
  seen: { local: Record<string, Dismissal>; session: Record<string, number> },
  now: number,
): P | undefined {
  return popups
    .filter((p) => !p.endsAt || Date.parse(p.endsAt) > now)
    .filter((p) => matches(p) && isDue(p, seen.local[p.id], seen.session[p.id], now))
    .sort((a, b) => b.priority - a.priority)[0]
}
