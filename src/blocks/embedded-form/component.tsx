import { RichText } from '@/components/rich-text'

import { CmsFormFields } from '@/components/forms/cms-form-fields'
import { CmsFormLoader } from '@/components/forms/cms-form-loader.client'
import { getForm } from '@/lib/queries/forms'
import type { EmbeddedFormBlock as EmbeddedFormBlockData } from '@/payload-types'

/**
 * A CMS form inside a page or an article. The server renders the fields (readable before any
 * script) and the confirmation message; the client checks and sends them (submitForm).
 */
export async function EmbeddedFormBlock({ form: ref, heading, intro, adOptOut }: EmbeddedFormBlockData) {
  const id = typeof ref === 'object' ? ref?.id : ref
  const form = id ? await getForm(id) : null
  if (!form) return null
  const titleId = `form-${form.id}-title`
  return (
    <section aria-labelledby={titleId} className="not-prose my-10 rounded-3xl border-2 border-ink bg-white p-6 sm:p-8">
      <h2 id={titleId} className="mt-0 text-2xl font-semibold">
        {heading || form.title}
      </h2>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <CmsFormLoader
        id={form.id}
        fields={form.fields}
        submitLabel={form.submitButtonLabel || 'Send'}
        adOptOut={Boolean(adOptOut)}
        confirmation={
          form.confirmationType === 'message' && form.confirmationMessage ? (
            <RichText data={form.confirmationMessage} />
          ) : (
            <p>Thank you — it arrived.</p>
          )
        }
      >
        <CmsFormFields id={form.id} fields={form.fields} submitLabel={form.submitButtonLabel || 'Send'} />
      </CmsFormLoader>
    </section>
  )
}
