import Link from 'next/link'
import type { ReactNode } from 'react'

import type { LinkField } from '@/payload-types'
import { pathOf, type LinkableCollection } from '@/lib/paths'

/** Schemes a CMS link may use: never javascript: or data:, whatever an editor pastes. */
const SAFE_URL = /^(https?:\/\/|\/|mailto:|tel:)/i

/** The address of a CMS link, or null when there is nowhere safe to go (target gone or unpublished). */
export function hrefOf(link: LinkField | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'custom') return link.url && SAFE_URL.test(link.url) ? link.url : null
  const ref = link.reference
  if (!ref || typeof ref.value !== 'object' || !ref.value) return null
  if ('_status' in ref.value && ref.value._status !== 'published') return null
  return pathOf(ref.relationTo as LinkableCollection, ref.value as { slug?: string | null })
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
