'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's Publish button, with one correction to its "Schedule publish" drawer: Payload
 * pre-selects Unpublish whenever no change waits to be published (PublishButton's
 * `defaultType: !hasNewerVersions ? 'unpublish' : 'publish'`), which includes a draft that was
 * never published — where Unpublish means nothing. For such a draft, Publish is chosen instead as
 * the drawer opens; a published document keeps Payload's choice.
 */
export function PublishButton() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  // The drawer's slug and its radio group's name, as Payload's PublishButton and ScheduleDrawer name them.
  const open = id !== undefined && isModalOpen(`schedule-publish-${id}`)

  useEffect(() => {
    if (!open || hasPublishedDoc) return
    const name = `schedule-publish-${id}-type`
    const choosePublish = () => {
      const [publish] = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`)
      if (!publish) return false
      if (!publish.checked) publish.click()
      return true
    }
    if (choosePublish()) return
    // The drawer's body may mount a moment after it opens: choose as soon as it is there.
    const observer = new MutationObserver(() => {
      if (choosePublish()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, hasPublishedDoc, id])

  return <PayloadPublishButton />
}
