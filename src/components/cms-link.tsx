import Link from 'next/link'
import type { ReactNode } from 'react'

import type { LinkField } from '@/payload-types'
import { isLinkable, pathOf } from '@/content/registry'
import { isSafeHref } from '@/lib/safe-url'

/** The address of a CMS link, or null when there is nowhere safe to go (target gone or unpublished). */
export function hrefOf(link: LinkField | null | undefined): string | null {
  if (!link) return null
  // Checked again here: never javascript: or data:, whatever is stored.
  if (link.type === 'custom') return isSafeHref(link.url) ? link.url : null
  const ref = link.reference
  if (!ref || typeof ref.value !== 'object' || !ref.value || !isLinkable(ref.relationTo)) return null
  if ('_status' in ref.value && ref.value._status !== 'published') return null
  return pathOf(ref.relationTo, ref.value)
}

type Props = { link: LinkField | null | undefined; className?: string; children?: ReactNode }

export function CmsLink({ link, className, children }: Props) {
  const href = hrefOf(link)
  if (!link || !href) return null
  const external = /^https?:\/\//.test(href)
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const content = children ?? link.label
  return external ? (
    <a href={href} className={className} {...newTab}>
      {content}
    </a>
  ) : (
    <Link href={href} className={className} {...newTab}>
      {content}
    </Link>
  )
}
