import type { CSSProperties } from 'react'

import { AD_LABEL, PLACEMENTS, type PlacementName } from '@/lib/ads/placements'
import type { AdSetup } from '@/server/ads/setup'

type Props = {
  setup: AdSetup | null
  placement: PlacementName
  /** Tells apart slots of one placement on a page (the third in-content slot: 3). */
  index?: number
  /** `li` between the items of a list; `aside` (with `landmark`) where no landmark holds the slot. */
  as?: 'div' | 'li' | 'aside'
  /** The landmark's name, unique on the page (axe: all content in landmarks, each told apart). */
  landmark?: string
  className?: string
}

const px = (n: number) => `${n}px`

/** Where the ad loader is served (src/app/(site)/ads/loader.js/route.ts). */
export const AD_LOADER_PATH = '/ads/loader.js'

/**
 * One ad slot, rendered by the server with the box its placement reserves (src/lib/ads/placements.ts),
 * labelled "Advertisement". It shows only on `html[data-ads='on']`, which the consent gate script
 * sets before the first paint when the stored choice allows advertising: a visitor who said yes
 * gets the space from the first paint (nothing shifts when the ad arrives), anyone else gets no
 * space and no hole. Nothing at all without an ad setup (ads not configured, the mapping failed or
 * leaves this placement out).
 */
export function AdSlot({ setup, placement, index = 1, as: Tag = 'div', landmark, className = '' }: Props) {
  const spec = setup?.slots[placement]
  if (!spec) return null
  const { desktop, mobile } = PLACEMENTS[placement]
  const box = {
    '--ad-dw': px(desktop[0]),
    '--ad-dh': px(desktop[1]),
    '--ad-mw': px(mobile?.[0] ?? 0),
    '--ad-mh': px(mobile?.[1] ?? 0),
  } as CSSProperties
  return (
    <Tag
      data-ad-slot={placement}
      data-ad-unit={spec.unit}
      data-ad-sizes={spec.sizes.map(([w, h]) => `${w}x${h}`).join(',')}
      className={`ad-slot ${mobile ? '' : 'ad-desktop-only'} ${className}`}
      style={box}
      aria-label={landmark}
    >
      <span className="ad-label">{AD_LABEL}</span>
      <span className="ad-box" id={`ad-${placement}-${index}`} />
    </Tag>
  )
}

/**
 * The sticky footer slot: fixed to the bottom of the window (above the safe area, under the
 * cookie banner and dialogs), with a close button. Its placeholder in the flow, as tall as the
 * bar, keeps the end of the page from being hidden under it.
 */
export function StickyAdSlot({ setup }: { setup: AdSetup | null }) {
  if (!setup?.slots['sticky-footer']) return null
  return (
    <div className="ad-sticky-spacer" data-ad-sticky="">
      <aside className="ad-sticky-bar" aria-label="Advertisement at the bottom of the window">
        <AdSlot setup={setup} placement="sticky-footer" />
        <button type="button" data-ad-close="" className="ad-close" aria-label="Close advertisement">
          ×
        </button>
      </aside>
    </div>
  )
}
