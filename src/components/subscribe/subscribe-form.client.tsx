'use client'

import { useState } from 'react'

import { SubscribeFields, type SubscribeProps } from '@/components/subscribe/subscribe-fields'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { subscribeInput } from '@/lib/forms/subscribe'
import { rememberSubscribed } from '@/lib/popups/store'
import { subscribe } from '@/server/actions/subscribe'

/** The running newsletter form; `SubscribeForm` loads it when the visitor reaches for the form. */
export default function RunningSubscribeForm(props: SubscribeProps) {
  const [thanks, setThanks] = useState('')
  const form = useSchemaForm({
    schema: subscribeInput,
    onSubmit: async (values) => {
      const answer = await subscribe(values)
      if (!answer.ok) return answer.errors
      rememberSubscribed() // the sign-up modal never asks this browser again
      setThanks(answer.message)
    },
  })

  if (thanks) {
    return (
      <p role="status" className="rounded-2xl bg-sun-soft px-5 py-4 font-semibold text-ink">
        {thanks}
      </p>
    )
  }
  return <SubscribeFields {...props} form={form} />
}
