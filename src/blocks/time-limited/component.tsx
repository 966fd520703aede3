import { HideAfter } from '@/blocks/time-limited/component.client'
import { isWithinWindow, nextBoundary } from '@/blocks/time-limited/window'
import { RichText } from '@/components/rich-text'
import { revalidateAt } from '@/lib/revalidate-at'
import type { TimeLimitedBlock as TimeLimitedBlockData } from '@/payload-types'

export async function TimeLimitedBlock({ startsAt, endsAt, content }: TimeLimitedBlockData) {
  const now = new Date()
  await revalidateAt(nextBoundary({ startsAt, endsAt }, now))
  if (!isWithinWindow({ startsAt, endsAt }, now)) return null

  const body = <RichText data={content} />
  // A cached page can outlive the window; the client leaf hides it on time in an open tab too.
  return endsAt ? <HideAfter endsAt={endsAt}>{body}</HideAfter> : body
}
