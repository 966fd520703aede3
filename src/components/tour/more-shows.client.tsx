'use client'

import { useEffect, useRef, useTransition } from 'react'

import { useAppRouter } from '@/components/shell/use-app-router.client'

/**
 * "Show more dates": a GET form for the address that lists more months (without JavaScript the
 * browser loads it and lands on the first new month). With JavaScript the address is rewritten in
 * place: only the shows are asked for again, the page stays where it is, and focus moves to the
 * first new month's heading once it is there.
 */
export function MoreShows({ href, label }: { href: string; label: string }) {
  const router = useAppRouter()
  const [pending, startTransition] = useTransition()
  const arriving = useRef<string | null>(null)
  const url = new URL(href, 'http://tour.invalid')

  useEffect(() => {
    const focus = arriving
    // The list has grown (a new href) or is whole (this form goes): the new months are in the page.
    return () => {
      const id = focus.current
      focus.current = null
      if (id) document.getElementById(id)?.focus()
    }
  }, [href])

  return (
    <form
      method="get"
      action={`${url.pathname}${url.hash}`}
      onSubmit={(event) => {
        event.preventDefault()
        if (pending) return
        arriving.current = url.hash.slice(1)
        startTransition(() => router.rewrite(href))
      }}
    >
      {[...url.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className="h-11 rounded-full bg-chalk px-5 font-semibold text-paper aria-disabled:opacity-70"
      >
        {pending ? 'Loading more dates…' : label}
      </button>
    </form>
  )
}
