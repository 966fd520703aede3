import type { ReactNode } from 'react'

import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs'
import { collectionPageLd, JsonLd, type ListLd } from '@/lib/seo/json-ld'

type Props = {
  title: string
  intro?: string | null
  eyebrow?: ReactNode
  crumbs?: Crumb[]
  /** On a list page: what it lists, said to search engines as the page's own type. */
  list?: ListLd
  children?: ReactNode
}

export function PageHeading({ title, intro, eyebrow, crumbs, list, children }: Props) {
  return (
    <div className="container-site pt-8 pb-10 md:pt-12">
      {crumbs && <Breadcrumbs items={crumbs} />}
      {list && <JsonLd data={collectionPageLd(title, intro, list)} />}
      {eyebrow && <p className="mt-4 text-sm font-bold uppercase tracking-wider text-chalk">{eyebrow}</p>}
      <h1 className="mt-2 max-w-4xl text-4xl font-semibold md:text-5xl xl:text-6xl">{title}</h1>
      {intro && <p className="mt-4 max-w-3xl text-lg text-muted md:text-xl">{intro}</p>}
      {children}
    </div>
  )
}
