'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'

import { cardFrame } from '@/components/ui/card'
import { openConsentSettings } from '@/lib/consent/open-settings'
import { hasConsent, onConsentChange } from '@/lib/consent/store'

type Props = {
  /** "Instagram post by @handle": the frame's title and the load button's words. */
  label: string
  /** The network's name, for the link's words. */
  networkName: string
  postUrl: string
  embedUrl: string
  /** The stored thumbnail and the creator's credit, rendered on the server. */
  thumbnail: ReactNode
  credit: ReactNode
  /** The frame's shape once loaded (the networks' players are taller than wide). */
  frameClassName: string
}

const subscribe = (listener: () => void) => onConsentChange(listener)
const socialAllowed = () => hasConsent('social')

/**
 * A post from a social network, click to load. Until the visitor has allowed social embeds *and*
 * pressed "Load the post here", the card is a plain link to the post on its network, showing our
 * own copy of its thumbnail and the creator's credit: no frame, no script, no request to the
 * network. The server renders that link (the visitor's choice lives in their browser); the
 * button beside it offers the cookie settings until social embeds are allowed.
 */
export function EmbedCard({ label, networkName, postUrl, embedUrl, thumbnail, credit, frameClassName }: Props) {
  const allowed = useSyncExternalStore(subscribe, socialAllowed, () => false)
  const [loaded, setLoaded] = useState(false)

  const load = () => setLoaded(true)

  if (allowed && loaded) {
    return (
      <div data-embed="loaded" className="flex flex-col gap-3">
        <iframe
          // The frame exists only once the visitor pressed "Load the post here": focus follows it
          // when it is in the page (a frame after the click could come before React's commit).
          ref={(frame) => frame?.focus()}
          src={embedUrl}
          title={label}
          loading="eager"
          allow="encrypted-media; picture-in-picture; fullscreen"
          // The network's page runs its own scripts and opens links in new tabs; nothing more.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
          referrerPolicy="strict-origin-when-cross-origin"
          className={`w-full rounded-2xl border-2 border-ink bg-white ${frameClassName}`}
        />
        {credit}
      </div>
    )
  }

  return (
    <div data-embed={allowed ? 'ready' : 'link'} className="flex flex-col gap-3">
      <a
        href={postUrl}
        aria-label={`Open on ${networkName}: ${label}`}
        rel="noopener noreferrer external"
        className={`group relative block overflow-hidden bg-sun-soft focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sun ${cardFrame('raised')}`}
      >
        {thumbnail}
        <span className="absolute right-2 bottom-2 rounded-full border-2 border-ink bg-paper px-3 py-1 text-sm font-semibold group-hover:bg-sun">
          Open on {networkName}
        </span>
      </a>
      {credit}
      {allowed ? (
        <button
          type="button"
          onClick={load}
          aria-label={`Load the post here: ${label}`}
          className="min-h-11 rounded-full border-2 border-ink bg-sun px-4 py-2 font-semibold hover:bg-sun-soft focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-chalk"
        >
          Load the post here
        </button>
      ) : (
        <button
          type="button"
          onClick={openConsentSettings}
          className="min-h-11 rounded-full border-2 border-line px-4 py-2 text-sm font-semibold text-chalk hover:border-ink focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-chalk"
        >
          Allow social posts to watch here
        </button>
      )}
    </div>
  )
}
