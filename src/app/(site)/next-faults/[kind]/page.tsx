import { notFound } from 'next/navigation'

import { ERROR_PAGE_FAULT } from '@/components/shell/error-details'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/** Errors on purpose, for the end-to-end tests of the error screens; a 404 unless E2E_FAULTS=1. */
const FAULTS: Record<string, () => Error> = {
  // No status on it: Next answers 500 and shows the error page.
  throw: () => new Error('Deliberate fault for tests: /next-faults/throw'),
  // Makes error.tsx fail too, so the bare fallback shows (error-page-fallback.tsx, error-details.ts).
  'throw-in-error-page': () =>
    Object.assign(new Error(`Deliberate fault for tests [${ERROR_PAGE_FAULT}]`), { digest: ERROR_PAGE_FAULT }),
}

export default async function FaultPage({ params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  const fault = Object.hasOwn(FAULTS, kind) ? FAULTS[kind] : undefined
  if (env.E2E_FAULTS !== '1' || !fault) notFound()
  throw fault()
}
