'use client'

import { useConfig, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Discards waiting for the turn after this view went away, by document: a remount cancels one. */
const pending = new Map<string, ReturnType<typeof setTimeout>>()

/**
 * In the edit view of a document that "Create New" has just made (still blank: no title, never
 * saved since): leaving it untouched discards it, so no "Untitled" draft stays behind. Leaving
 * means this view going away for a page that is not one of this document's own (its versions, its
 * API view) or the tab closing; React's development double mount is told apart by the remount
 * cancelling the discard. Once anything is typed the
 * form is modified and autosave clears the mark, so nothing written is ever discarded; the server
 * checks the mark again before deleting (src/collections/blank-drafts.ts).
 */
export function DiscardBlank() {
  const { id, collectionSlug, initialData } = useDocumentInfo()
  const {
    config: {
      routes: { admin, api },
    },
  } = useConfig()
  const modified = useFormModified()
  const touched = useRef(false)
  useEffect(() => {
    if (modified) touched.current = true
  }, [modified])
  const blank = (initialData as { blank?: boolean } | undefined)?.blank === true

  useEffect(() => {
    if (!blank || id === undefined || !collectionSlug) return
    const key = `${collectionSlug}/${id}`
    clearTimeout(pending.get(key))
    pending.delete(key)
    let sent = false
    const discard = () => {
      if (sent || touched.current) return
      sent = true
      // keepalive: the request outlives the page when the tab closes.
      void fetch(`${api}/${key}/discard-blank`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
        () => undefined,
      )
    }
    window.addEventListener('pagehide', discard)
    return () => {
      window.removeEventListener('pagehide', discard)
      const later = setTimeout(() => {
        pending.delete(key)
        // Still on this document (its versions, its API view): keep it.
        const own = `${admin}/collections/${key}`
        const path = window.location.pathname
        if (path !== own && !path.startsWith(`${own}/`)) discard()
      }, 0)
      pending.set(key, later)
    }
  }, [blank, id, collectionSlug, api, admin])

  return null
}
