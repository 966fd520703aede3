'use client'

import { useRef, useState, useSyncExternalStore } from 'react'

import { NetworkIcon } from '@/components/share/network-icon'
import { emailShareUrl, NETWORKS, openSharePopup, shareUrl } from '@/components/share/share-popup'
import { Dialog } from '@/components/ui/dialog.client'

export type ShareProps = {
  url: string
  title: string
  image?: string
  /** What is shared, in the dialog's title: "Share this article". */
  noun: string
}

const unchanging = () => () => {}
const OPTION =
  'flex h-12 items-center justify-center gap-2 rounded-2xl border border-ink/15 px-4 text-sm font-semibold hover:bg-sun-soft'

/**
 * The share dialog (loaded when a Share button is first pressed): each network's share page in a
 * 626 × 436 popup centred on the window (a blocked popup falls back to the link's new tab), an
 * email, the link to copy, and the device's own share sheet where it has one.
 */
export default function ShareDialog({ url, title, image, noun, onClose }: ShareProps & { onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const canNativeShare = useSyncExternalStore(
    unchanging,
    () => 'share' in navigator,
    () => false,
  )

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected to copy by hand.
      field.current?.select()
      setCopied('failed')
    }
  }

  return (
    <Dialog title={`Share this ${noun}`} onClose={onClose}>
      <ul className="grid grid-cols-2 gap-3" aria-label="Share on">
        {NETWORKS.map((n) => {
          const href = shareUrl(n.id, url, title, image)
          return (
            <li key={n.id}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={OPTION}
                onClick={(event) => {
                  if (openSharePopup(href)) event.preventDefault()
                }}
              >
                <NetworkIcon network={n.id} />
                {n.label}
              </a>
            </li>
          )
        })}
        <li>
          <a href={emailShareUrl(url, title)} className={OPTION}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="shrink-0">
              <path d="M3 5h18v14H3zm1.5 1.5v.6L12 12l7.5-4.9v-.6zm0 2.4v8.6h15V8.9L12 13.8z" fill="currentColor" />
            </svg>
            Email
          </a>
        </li>
        {canNativeShare && (
          <li>
            <button
              type="button"
              className={`${OPTION} w-full`}
              onClick={() => navigator.share({ url, title }).catch(() => undefined)}
            >
              More options…
            </button>
          </li>
        )}
      </ul>
      <div className="flex flex-col gap-2">
        <label htmlFor="share-link" className="text-sm font-semibold">
          Link
        </label>
        <div className="flex gap-2">
          <input
            id="share-link"
            ref={field}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-12 min-w-0 flex-1 rounded-2xl border border-ink/20 bg-white px-3 text-sm"
          />
          <button
            type="button"
            onClick={copy}
            className={`${OPTION} shrink-0 bg-chalk text-paper hover:bg-chalk-light`}
          >
            {copied === 'yes' ? 'Copied' : 'Copy link'}
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted">
          {copied === 'yes'
            ? 'Link copied to the clipboard.'
            : copied === 'failed'
              ? 'Press Ctrl+C (⌘C) to copy the selected link.'
              : ''}
        </p>
      </div>
    </Dialog>
  )
}
