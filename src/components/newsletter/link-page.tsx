import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { SiteLayout } from '@/layouts/site-layout'

/** The frame of the pages a newsletter email links to: a heading, a few words, maybe one button. */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SiteLayout layout="page-without-ad">
      <div className="container-site max-w-2xl py-16 md:py-24">
        <p className="text-sm font-semibold tracking-wide text-chalk uppercase">The Staffroom newsletter</p>
        <h1 className="mt-2 text-4xl font-bold md:text-5xl">{title}</h1>
        <div className="mt-6 space-y-4 text-lg">{children}</div>
      </div>
    </SiteLayout>
  )
}

/** A one-button form that posts the link's id and token to `action`. */
export function LinkButton(props: { action: (form: FormData) => Promise<never>; s: number; t: string; label: string }) {
  return (
    <form action={props.action} className="pt-2">
      <input type="hidden" name="s" value={props.s} />
      <input type="hidden" name="t" value={props.t} />
      <Button type="submit">{props.label}</Button>
    </form>
  )
}
