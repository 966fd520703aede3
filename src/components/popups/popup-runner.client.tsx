'use client'

import { usePathname } from 'next/navigation'
import { Suspense, lazy, useEffect, useState } from 'react'

import { memberSubscribed } from '@/components/popups/member-subscribed'
import { report, type PopupsReport } from '@/components/popups/report'
import { watchTriggers, whenClear, type WaitReason } from '@/components/popups/triggers'
import type { PopupProps, PopupsProps } from '@/components/popups/types'
import { choosePopup, modalDue } from '@/lib/popups/frequency'
import { showsOn } from '@/lib/popups/paths'
import {
  dismissals,
  modalLastShown,
  rememberDismissal,
  rememberModalShown,
  sessionDismissals,
  subscribedHere,
} from '@/lib/popups/store'

// The dialog and the newsletter form load only when something is about to show.
const loadDialog = () => import('@/components/popups/popup-dialog.client')
const PopupDialog = lazy(loadDialog)

type Open = { path: string } & ({ kind: 'popup'; popup: PopupProps } | { kind: 'modal' })

/**
 * Decides what shows on each page: the first due popup for the path, and the sign-up modal on
 * its first trigger. One dialog at a time, never over the cookie banner or another dialog (they
 * wait until it closes).
 */
export default function PopupRunner({ popups, modal, words }: PopupsProps) {
  const path = usePathname()
  const [open, setOpen] = useState<Open | null>(null)
  // One popup per page view: closing it does not bring on the next.
  const [shownOn, setShownOn] = useState<string | null>(null)
  // Bumped when a dialog steps back for another that opened meanwhile: the wait starts again.
  const [popupRetries, setPopupRetries] = useState(0)
  const [modalRetries, setModalRetries] = useState(0)
  // A link followed from inside a dialog leaves it behind with its page.
  const current = open?.path === path ? open : null

  useEffect(() => {
    if (current || shownOn === path) return
    const seen = { local: dismissals(), session: sessionDismissals() }
    const popup = choosePopup(popups, (p) => showsOn(p, path), seen, Date.now())
    if (!popup) return report({ about: 'popup', path, state: 'none due' })
    const { id } = popup
    report({ about: 'popup', path, state: 'due', id })
    return whenClear(
      { newsletter: popup.newsletter },
      loadDialog,
      () => {
        setShownOn(path)
        setOpen({ path, kind: 'popup', popup })
        report({ about: 'popup', path, state: 'shown', id })
      },
      (reason) => report({ about: 'popup', path, state: 'waiting', id, reason }),
    )
  }, [popups, path, current, shownOn, popupRetries])

  useEffect(() => {
    // A retry is a modal that was due and triggered, then stepped back for another dialog.
    const retry = modalRetries > 0
    const due = () => retry || modalDue(modalLastShown(), modal?.frequencyDays ?? 0, Date.now())
    const said = (state: Extract<PopupsReport, { about: 'modal' }>['state'], reason?: WaitReason) =>
      report({ about: 'modal', path, state, reason })
    if (!modal) return said('off')
    if (subscribedHere()) return said('signed up here')
    if (!due()) return said('not due')
    let cancel = () => {}
    let subscribed = false
    const prepare = async () => {
      await loadDialog()
      subscribed = await memberSubscribed()
    }
    const fire = () => {
      said('triggered')
      cancel = whenClear(
        { newsletter: true },
        prepare,
        () => {
          if (subscribed) return said('member subscribes')
          if (subscribedHere()) return said('signed up here')
          if (!due()) return said('not due')
          rememberModalShown()
          setOpen({ path, kind: 'modal' })
          said('shown')
        },
        (reason) => said('waiting', reason),
      )
    }
    const stop = retry ? (fire(), () => {}) : watchTriggers(modal, fire)
    if (!retry) said('watching')
    return () => {
      stop()
      cancel()
    }
  }, [modal, path, modalRetries])

  if (!current) return null
  const close = () => {
    if (current.kind === 'popup') rememberDismissal(current.popup.id, current.popup.revision)
    setOpen(null)
  }
  const stepBack = () => {
    setOpen(null)
    if (current.kind === 'modal') return setModalRetries((n) => n + 1)
    setShownOn(null)
    setPopupRetries((n) => n + 1)
  }
  return (
    <Suspense fallback={null}>
      {current.kind === 'popup' ? (
        <PopupDialog
          title={current.popup.title}
          cta={current.popup.cta}
          newsletter={current.popup.newsletter ? words : null}
          source={`popup-${current.popup.id}`}
          onClose={close}
          onStepBack={stepBack}
        >
          {current.popup.content}
        </PopupDialog>
      ) : (
        <PopupDialog
          title={words.heading}
          cta={null}
          newsletter={words}
          source="modal"
          onClose={close}
          onStepBack={stepBack}
        >
          {words.text && <p>{words.text}</p>}
        </PopupDialog>
      )}
    </Suspense>
  )
}
