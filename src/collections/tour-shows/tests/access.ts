import { versioned, type Entities } from '../../../../tests/api/support/access/adapters'

/** A show a month from now. */
const tourShowData = (_w: unknown, m: string) => ({
  title: m,
  kind: 'standard',
  startsAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
  timeZone: 'America/Chicago',
  venue: 'Congress Avenue Theatre',
  address: '713 Congress Ave',
  city: 'Austin',
  region: 'Texas',
  country: 'US',
})

export const entities: Entities = { 'tour-shows': versioned('tour-shows', tourShowData) }
