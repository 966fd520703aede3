import { SubscribeForm } from '@/components/subscribe/subscribe-form.client'
import type { SubscribeSection as SubscribeData } from '@/payload-types'

export function SubscribeSection({ section }: { section: SubscribeData }) {
  return (
    <section className="container-site" aria-labelledby={`subscribe-${section.id}`}>
      <div className="grid gap-6 rounded-3xl bg-chalk p-6 text-paper md:grid-cols-2 md:items-center md:p-12">
        <div>
          <h2 id={`subscribe-${section.id}`} className="text-3xl font-semibold md:text-4xl">
            {section.heading}
          </h2>
          {section.text && <p className="mt-3 text-lg text-paper/90">{section.text}</p>}
        </div>
        <SubscribeForm buttonLabel={section.buttonLabel} consentText={section.consentText} source="home" tone="dark" />
      </div>
    </section>
  )
}
