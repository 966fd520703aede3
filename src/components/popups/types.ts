import type { ReactNode } from 'react'

import type { PopupRhythm } from '@/lib/popups/frequency'
import type { PathRules } from '@/lib/popups/paths'

/** A popup as the browser gets it: its rules, and its content already rendered by the server. */
export type PopupProps = PopupRhythm &
  PathRules & {
    title: string
    priority: number
    endsAt?: string | null
    content: ReactNode
    cta: { href: string; label: string; newTab: boolean } | null
    newsletter: boolean
  }

export type ModalTriggers = { delaySeconds: number; scrollPercent: number; exitIntent: boolean; frequencyDays: number }

/** The newsletter's words (the footer settings), for the modal and popups that include the form. */
export type NewsletterWords = { heading: string; text: string; buttonLabel: string; consentText: string }

export type PopupsProps = { popups: PopupProps[]; modal: ModalTriggers | null; words: NewsletterWords }
