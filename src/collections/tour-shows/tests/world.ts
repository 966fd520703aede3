import type { Performer, TourShow } from '@/payload-types'

import { unique } from '../../../../tests/int/support/fixtures'
import type { WorldKit } from '../../../../tests/int/support/world-kit'

/** Show TS with performer PF in its lineup. */
export async function worldPart({ create, media }: WorldKit): Promise<{ TS: TourShow; PF: Performer }> {
  const PF = await create<Performer>('performers', {
    name: 'Performer PF',
    slug: `performer-pf-${unique()}`,
    role: 'host',
    photo: media.performer.id,
    bio: 'About PF',
    _status: 'published',
  })
  const TS = await create<TourShow>('tour-shows', {
    title: 'Show TS',
    kind: 'standard',
    startsAt: '2099-03-01T01:30:00.000Z',
    timeZone: 'America/Chicago',
    venue: 'Venue of TS',
    address: '1 Main St',
    city: 'Austin',
    region: 'Texas',
    country: 'US',
    lineup: [PF.id],
    _status: 'published',
  })
  return { TS, PF }
}
