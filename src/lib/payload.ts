import 'server-only'

import configPromise from '@payload-config'
import { getPayload } from 'payload'

/** The embedded Payload instance (Local API) used by server components and route handlers. */
export const payload = () => getPayload({ config: configPromise })
