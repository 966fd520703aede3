'use client'

import { useSyncExternalStore } from 'react'

import { Button } from '@/components/ui/button'
import { focusMain } from '@/components/consent/focus-main'
import { REJECT_ALL, acceptAllChoices, globalPrivacyControl, setConsent } from '@/lib/consent/store'
import type { Choices } from '@/lib/consent/cookie'

const unchanging = () => () => {}

/** "Choose": the island opens the settings dialog over the banner. A stored choice removes the banner. */
type Props = { onChoose: () => void }

/**
 * Fixed to the bottom of the window over the page, so it moves nothing (no layout shift), and
 * not modal: the page stays usable while it is there. "Accept all" and "Reject all" look alike on
 * purpose — neither answer is easier to give than the other.
 */
export default function CookieBanner({ onChoose }: Props) {
  // Known in the browser only: the server renders the banner without the GPC sentence.
  const gpc = useSyncExternalStore(unchanging, globalPrivacyControl, () => false)

  function choose(choices: Choices) {
    setConsent(choices)
    focusMain()
  }

  return (
    <section
      data-cookie-banner
      aria-label="Cookie choices"
      className="fixed inset-x-0 bottom-0 z-[45] border-t-2 border-ink bg-paper text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <div className="container-site flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
        <div className="flex max-w-3xl flex-col gap-1 text-sm">
          <p>
            <strong>Cookies on Staffroom.</strong> We use the cookies the site needs to work. With your OK we would also
            count visits, show ads and show videos from other sites, which set cookies too.
          </p>
          {gpc && (
            <p>
              Your browser asks sites not to sell or share your data (Global Privacy Control), so advertising cookies
              stay off unless you turn them on under Choose.
            </p>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2">
          <Button look="secondary" onClick={() => choose(acceptAllChoices())}>
            {gpc ? 'Accept all but ads' : 'Accept all'}
          </Button>
          <Button look="secondary" onClick={() => choose(REJECT_ALL)}>
            Reject all
          </Button>
          <Button look="secondary" onClick={onChoose}>
            Choose
          </Button>
        </div>
      </div>
    </section>
  )
}
