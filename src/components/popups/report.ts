import type { WaitReason } from '@/components/popups/triggers'

/**
 * What the popup runner decided on a page, as a `staffroom:popups` event on `window`: whether a
 * popup is due on this path, and where the sign-up modal stands. For whatever wants to know why a
 * dialog did or did not show — an analytics tag, a support session in the console, and the
 * end-to-end tests, which wait on these instead of waiting a while and seeing nothing.
 */
export const POPUPS_EVENT = 'staffroom:popups'

export type PopupsReport = (
  | { about: 'popup'; path: string; state: 'none due' | 'due' | 'waiting' | 'shown'; id?: number | string }
  | {
      about: 'modal'
      path: string
      state: 'off' | 'signed up here' | 'not due' | 'watching' | 'triggered' | 'waiting' | 'member subscribes' | 'shown'
    }
) & { /** With 'waiting': what it waits for. */ reason?: WaitReason }

export function report(detail: PopupsReport) {
  window.dispatchEvent(new CustomEvent<PopupsReport>(POPUPS_EVENT, { detail }))
}
