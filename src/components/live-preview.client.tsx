'use client'

import { lazy, Suspense } from 'react'

// Loaded only in draft mode: every visitor's first load would otherwise carry the live-preview code.
const LivePreviewRefresh = lazy(() =>
  import('@/components/live-preview-refresh.client').then((m) => ({ default: m.LivePreviewRefresh })),
)

/** The admin's live preview, for editors previewing drafts (rendered by the draft banner only). */
export function LivePreview() {
  return (
    <Suspense fallback={null}>
      <LivePreviewRefresh />
    </Suspense>
  )
}
