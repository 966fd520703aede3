import { Countdown } from '@/blocks/timer/component.client'
import { revalidateAt } from '@/lib/revalidate-at'
import type { TimerBlock as TimerBlockData } from '@/payload-types'

export async function TimerBlock({ heading, endsAt, endedText }: TimerBlockData) {
  const end = new Date(endsAt)
  // Re-render the cached page when the countdown ends, so its HTML carries the ended text.
  await revalidateAt(end)

  return (
    <div className="rounded-3xl bg-chalk p-6 text-paper sm:p-10">
      {heading && <h2 className="mt-0 mb-6 text-3xl font-semibold md:text-4xl">{heading}</h2>}
      {/* eslint-disable-next-line react-hooks/purity -- a server component: "now" is when its HTML is made */}
      <Countdown endsAt={endsAt} endedText={endedText} endedOnServer={!(end.getTime() > Date.now())} />
    </div>
  )
}
