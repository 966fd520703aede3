/** Share pages of social networks open in a popup of this size. */
export const SHARE_POPUP = { width: 626, height: 436 } as const

export type Network = 'facebook' | 'x' | 'pinterest' | 'linkedin' | 'reddit' | 'whatsapp'

/** In the order the share dialog lists them. */
export const NETWORKS: { id: Network; label: string }[] = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'x', label: 'X' },
  { id: 'pinterest', label: 'Pinterest' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'reddit', label: 'Reddit' },
  { id: 'whatsapp', label: 'WhatsApp' },
]

export function shareUrl(network: Network, url: string, title: string, image?: string): string {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ''}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
  }
}

/** An email to write, in the visitor's own mail app: the title as its subject, the link as its body. */
export const emailShareUrl = (url: string, title: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`

/** Opens the share page centred over the current window; false when popups are blocked. */
export function openSharePopup(href: string, win: Window = window): boolean {
  const { width, height } = SHARE_POPUP
  const left = Math.round(win.screenX + (win.outerWidth - width) / 2)
  const top = Math.round(win.screenY + (win.outerHeight - height) / 2)
  // Not the `noopener` feature: with it open() returns null and we could not tell a blocked popup.
  const popup = win.open(href, 'share', `width=${width},height=${height},left=${left},top=${top}`)
  if (popup) popup.opener = null
  return popup !== null
}
