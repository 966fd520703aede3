'use client'

import { useState, useSyncExternalStore } from 'react'

import { openSharePopup, shareUrl, type Network } from '@/components/share/share-popup'

const NETWORKS: { id: Network; label: string }[] = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'x', label: 'X' },
  { id: 'pinterest', label: 'Pinterest' },
  { id: 'linkedin', label: 'LinkedIn' },
]

type Props = { url: string; title: string; image?: string }

const unchanging = () => () => {}

export function ShareButtons({ url, title, image }: Props) {
  const [copied, setCopied] = useState(false)
  // Known in the browser only: false on the server and while hydrating, as the server rendered it.
  const canNativeShare = useSyncExternalStore(
    unchanging,
    () => 'share' in navigator,
    () => false,
  )
  const button =
    'inline-flex h-10 items-center rounded-full border border-ink/15 px-4 text-sm font-semibold hover:bg-sun-soft'

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      setTimeout(() => setCopied(false), 2500)
    } catch {
      window.prompt('Copy this link:', url)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share this article">
      {NETWORKS.map((n) => {
        const href = shareUrl(n.id, url, title, image)
        return (
          <a
            key={n.id}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={button}
            onClick={(event) => {
              // A popup of the spec's size; a blocked popup falls back to the new tab of the link.
              if (openSharePopup(href)) event.preventDefault()
            }}
          >
            <span className="sr-only">Share on </span>
            {n.label}
          </a>
        )
      })}
      <button type="button" onClick={copy} className={button}>
        {copied ? 'Link copied' : 'Copy link'}
      </button>
      {canNativeShare && (
        <button type="button" className={button} onClick={() => navigator.share({ url, title }).catch(() => undefined)}>
          More…
        </button>
      )}
      <span className="sr-only" aria-live="polite">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  )
}
