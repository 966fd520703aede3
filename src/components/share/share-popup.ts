/** Spec §9: share pages of social networks open in a popup of this size. */
export const SHARE_POPUP = { width: 626, height: 436 } as const

export type Network = 'facebook' | 'x' | 'pinterest' | 'linkedin'

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
  }
}

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
