'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'

import { useAppRouter } from '@/components/shell/use-app-router.client'

/** In the admin's live preview, re-render the page each time the editor's draft autosaves. */
export function LivePreviewRefresh() {
  const router = useAppRouter()
  return (
    <RefreshRouteOnSave
      refresh={() => router.refresh()}
      serverURL={typeof window === 'undefined' ? '' : window.location.origin}
    />
  )
}
