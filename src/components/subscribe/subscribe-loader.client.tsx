'use client'

import type { ReactNode } from 'react'

import type { SubscribeProps } from '@/components/subscribe/subscribe-fields'
import { LoadOnInteraction } from '@/components/ui/load-on-interaction.client'

const load = () => import('@/components/subscribe/subscribe-form.client').then((module) => module.default)

export function SubscribeLoader({ children, ...props }: SubscribeProps & { children: ReactNode }) {
  return (
    <LoadOnInteraction load={load} props={props}>
      {children}
    </LoadOnInteraction>
  )
}
