import { PopupIsland } from '@/components/popups/popup-island.client'
import type { PopupProps } from '@/components/popups/types'
import { hrefOf } from '@/components/cms-link'
import { RichText } from '@/components/rich-text'
import { getFooter, getSiteSettings } from '@/lib/queries/globals'
import { schedule } from '@/lib/popups/schedule'
import { listPopups, type SitePopup } from '@/lib/queries/popups'
import { revalidateAt } from '@/lib/revalidate-at'

function toProps(popup: SitePopup): PopupProps {
  const href = hrefOf(popup.cta)
  return {
    id: popup.id,
    revision: popup.revision ?? 1,
    frequency: popup.frequency ?? 'once',
    days: popup.days,
    showOn: popup.showOn,
    hideOn: popup.hideOn,
    title: popup.title,
    priority: popup.priority ?? 0,
    endsAt: popup.endsAt,
    content: <RichText data={popup.content} />,
    cta: href && popup.cta?.label ? { href, label: popup.cta.label, newTab: Boolean(popup.cta.newTab) } : null,
    newsletter: Boolean(popup.newsletter),
  }
}

/**
 * The global popups in their window and the sign-up modal's triggers, handed to an island that
 * loads their code after the page is idle. The page re-renders when the next popup starts or ends.
 */
export async function Popups() {
  const [popups, settings, footer] = await Promise.all([listPopups(), getSiteSettings(), getFooter()])
  const { live, next } = schedule(popups, new Date())
  await revalidateAt(next)

  const modal = settings.newsletterModal
  const { heading, text, buttonLabel, consentText } = footer.newsletter
  return (
    <PopupIsland
      popups={live.map(toProps)}
      modal={
        modal?.enabled
          ? {
              delaySeconds: modal.delaySeconds ?? 0,
              scrollPercent: modal.scrollPercent ?? 0,
              exitIntent: Boolean(modal.exitIntent),
              frequencyDays: modal.frequencyDays ?? 14,
            }
          : null
      }
      words={{ heading, text: text ?? '', buttonLabel, consentText }}
    />
  )
}
