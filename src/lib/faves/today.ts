import 'server-only'

import { env } from '@/env'
import { dayIn, nextDayStart } from '@/lib/faves/day'

/** Today in the site's time zone (SITE_TIME_ZONE), as `yyyy-mm-dd`. */
export const siteToday = (now: Date) => dayIn(env.SITE_TIME_ZONE, now)

/** When "today" next changes in the site's time zone: faves pages re-render then. */
export const nextSiteDay = (now: Date) => nextDayStart(env.SITE_TIME_ZONE, now)
