/** Loading bar timings. */
export const THROTTLE_MS = 200 // navigations shorter than this never show the bar
export const DURATION_MS = 5000 // the trickle approaches its ceiling over this time
export const TICK_MS = 100
export const HIDE_AFTER_MS = 500

/** A navigation that never reports back (a download, a redirect to the
 * same page) must not leave the bar stuck on screen. */
export const GIVE_UP_MS = 3 * DURATION_MS
