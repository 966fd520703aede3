'use client'

import type { ReactNode } from 'react'

import type { CmsFormProps } from '@/components/forms/cms-form-fields'
import { useHasToken } from '@/components/account/session'
import { LoadOnInteraction } from '@/components/ui/load-on-interaction.client'

const load = () => import('@/components/forms/cms-form.client').then((module) => module.default)

/**
 * Every page whose body can hold blocks imports every block's component: the running form (the
 * kit, zod, the schema builder: ≈18 kB) must not ride along. The server renders the form; its
 * code arrives when the visitor points at it or focuses it (as the newsletter form's).
 */
export function CmsFormLoader({
  children,
  ...props
}: CmsFormProps & { confirmation: ReactNode; adOptOut?: boolean; children: ReactNode }) {
  // A signed-in member's form loads at once: it fills in their name and email.
  const signedIn = useHasToken() === true
  return (
    <LoadOnInteraction load={load} props={props} eager={signedIn}>
      {children}
    </LoadOnInteraction>
  )
}
