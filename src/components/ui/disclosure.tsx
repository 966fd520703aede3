import type { ReactNode } from 'react'

/**
 * One entry of an accordion: a native <details> (keyboard operable, no script, found by the
 * browser's find-in-page) whose summary carries a "+" that turns into "×" when open.
 */
export function Disclosure({ title, open, children }: { title: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-semibold hover:text-chalk [&::-webkit-details-marker]:hidden">
        {title}
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-sun-soft text-xl leading-none text-chalk group-open:rotate-45 motion-safe:transition-transform"
        >
          +
        </span>
      </summary>
      {children}
    </details>
  )
}
