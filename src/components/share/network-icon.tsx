import { siFacebook, siPinterest, siReddit, siWhatsapp, siX } from 'simple-icons'

import type { Network } from '@/components/share/share-popup'

// Simple Icons (CC0) has no LinkedIn mark: its owner asked for it to be removed. Ours: "in" on a tile.
const LINKEDIN =
  'M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm2.5 7.5V19h3.1V8.5zM7 3.9a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zm3.6 4.6V19h3.1v-5.2c0-1.4.3-2.7 2-2.7s1.7 1.6 1.7 2.8V19h3.1v-5.8c0-2.9-.6-5-4-5-1.6 0-2.7.9-3.1 1.7V8.5z'

const MARKS: Record<Network, { path: string; hex: string }> = {
  facebook: siFacebook,
  x: siX,
  pinterest: siPinterest,
  linkedin: { path: LINKEDIN, hex: '0A66C2' },
  reddit: siReddit,
  whatsapp: siWhatsapp,
}

/** A network's mark in its own colour, beside the network's name (which names the link). */
export function NetworkIcon({ network }: { network: Network }) {
  const { path, hex } = MARKS[network]
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="shrink-0">
      <path d={path} fill={`#${hex}`} />
    </svg>
  )
}
