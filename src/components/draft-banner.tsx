import { LivePreview } from '@/components/live-preview.client'

/** Shown to editors in draft mode: what they see is not public yet. */
export function DraftBanner() {
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-4 bg-apple px-4 py-2 text-sm font-semibold text-white"
    >
      <span>You are previewing drafts. Visitors see the published version.</span>
      {/* A plain link: the route clears draft mode and redirects, which client navigation would skip. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
      <a href="/next/exit-preview" className="underline">
        Exit preview
      </a>
      <LivePreview />
    </div>
  )
}
