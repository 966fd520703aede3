'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useState } from 'react'

import styles from '@/components/admin/video-import.module.css'
import { useAppRouter } from '@/components/shell/use-app-router.client'

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string }

/** "Draw a winner" (or "Redraw", which keeps the earlier record); then the winner or the reason. */
export function GiveawayDrawButton({ id, drawn }: { id: string; drawn: boolean }) {
  const { config } = useConfig()
  const router = useAppRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function draw() {
    if (drawn && !window.confirm('Draw again? The earlier draw stays on record, and its winner is left out.')) return
    setState({ kind: 'busy' })
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/giveaways/${id}/draw`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redraw: drawn }),
      })
      const body = (await response.json()) as { winnerEmail?: string | null; errors?: { message: string }[] }
      if (!response.ok) {
        setState({ kind: 'failed', message: body.errors?.[0]?.message ?? `The draw failed (HTTP ${response.status}).` })
        return
      }
      setState({ kind: 'done', email: body.winnerEmail ?? 'an entry without an email' })
      router.refresh()
    } catch {
      setState({ kind: 'failed', message: 'The server could not be reached. Check your connection and try again.' })
    }
  }

  return (
    <div>
      <Button
        type="button"
        buttonStyle={drawn ? 'secondary' : 'primary'}
        disabled={state.kind === 'busy'}
        onClick={() => void draw()}
      >
        {state.kind === 'busy' ? 'Drawing…' : drawn ? 'Redraw' : 'Draw a winner'}
      </Button>
      <div role="status" aria-live="polite">
        {state.kind === 'done' && (
          <p>Drawn: {state.email}. Write the winner’s name above once they agree, then publish.</p>
        )}
        {state.kind === 'failed' && (
          <p role="alert" className={styles.failed}>
            {state.message}
          </p>
        )}
      </div>
    </div>
  )
}
