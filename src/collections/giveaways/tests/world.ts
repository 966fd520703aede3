import type { Form, Giveaway } from '@/payload-types'

import { richText, unique } from '../../../../tests/int/support/fixtures'
import type { WorldKit } from '../../../../tests/int/support/world-kit'

/** GW, open, with its own entry form. */
export async function worldPart({ create, media }: WorldKit): Promise<{ GW: Giveaway; entryForm: Form }> {
  const entryForm = await create<Form>('forms', {
    title: `Entry form of GW ${unique()}`,
    confirmationType: 'message',
    confirmationMessage: richText('You are in'),
    fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
  })
  const GW = await create<Giveaway>('giveaways', {
    title: 'Giveaway GW',
    slug: `giveaway-gw-${unique()}`,
    prize: 'a mug',
    image: media.prize.id,
    startsAt: '2020-01-01T00:00:00.000Z',
    endsAt: '2099-01-01T00:00:00.000Z',
    entryForm: entryForm.id,
    eligibility: 'Anyone in a school.',
    rules: richText('Rules of GW'),
    _status: 'published',
  })
  return { GW, entryForm }
}
