import { SubscribeForm } from '@/components/subscribe/subscribe-form'
import type { SubscribeSection as SubscribeData } from '@/payload-types'

export function SubscribeSection({ id, heading, text, buttonLabel, consentText }: SubscribeData) {
  return (
    <section className="container-site" aria-labelledby={`subscribe-${id}`}>
      <div className="grid gap-6 rounded-3xl bg-chalk p-6 text-paper md:grid-cols-2 md:items-center md:p-12">
        <div>
          <h2 id={`subscribe-${id}`} className="text-3xl font-semibold md:text-4xl">
            {heading}
          </h2>
          {text && <p className="mt-3 text-lg text-paper/90">{text}</p>}
        </div>
        <SubscribeForm buttonLabel={buttonLabel} consentText={consentText} source="home" tone="dark" />
      </div>
    </section>
  )
}
