'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'

import styles from '@/components/admin/video-import.module.css'
import { useAppRouter } from '@/components/shell/use-app-router.client'
import type { ImportSummary } from '@/server/video-import/import'

type Category = { title: string; slug: string }
type State =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; summary: ImportSummary } | { kind: 'failed'; message: string }

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

function Summary({ summary }: { summary: ImportSummary }) {
  return (
    <div>
      <p>
        Imported playlist {summary.playlist}: {count(summary.created, 'new video')} (saved as drafts to review and
        publish), {summary.updated} updated, {summary.unchanged} unchanged.
      </p>
      {summary.failed.length > 0 && (
        <>
          <p>{count(summary.failed.length, 'video')} could not be imported:</p>
          <ul>
            {summary.failed.map(({ id, reason }) => (
              <li key={id}>
                {id}: {reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** The import form: a playlist or channel, the category of new videos; then the summary or the error. */
export function VideoImportForm({ categories }: { categories: Category[] }) {
  const { config } = useConfig()
  const router = useAppRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = Object.fromEntries(new FormData(event.currentTarget))
    setState({ kind: 'busy' })
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/videos/import`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      })
      const body = (await response.json()) as ImportSummary & { errors?: { message: string }[] }
      if (!response.ok) {
        setState({
          kind: 'failed',
          message: body.errors?.[0]?.message ?? `The import failed (HTTP ${response.status}).`,
        })
        return
      }
      setState({ kind: 'done', summary: body })
      router.refresh()
    } catch {
      setState({ kind: 'failed', message: 'The server could not be reached. Check your connection and try again.' })
    }
  }

  if (categories.length === 0) {
    return <p className={styles.panel}>To import videos, first add a video category for the new videos to go in.</p>
  }
  return (
    <details className={styles.panel}>
      <summary>Import from the video platform</summary>
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-describedby={`${id}-status`}>
        <fieldset className={styles.choices}>
          <legend>Import</legend>
          <label>
            <input type="radio" name="from" value="playlist" defaultChecked /> a playlist
          </label>
          <label>
            <input type="radio" name="from" value="channel" /> a channel’s uploads
          </label>
        </fieldset>
        <label htmlFor={`${id}-id`}>Playlist or channel id, or its address</label>
        <input id={`${id}-id`} name="id" required autoComplete="off" placeholder="PL… or UC…" />
        <label htmlFor={`${id}-category`}>Category of new videos</label>
        <select id={`${id}-category`} name="category" required defaultValue="">
          <option value="" disabled>
            Choose a category
          </option>
          {categories.map(({ title, slug }) => (
            <option key={slug} value={slug}>
              {title}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? 'Importing…' : 'Import videos'}
        </Button>
      </form>
      <div id={`${id}-status`} role="status" aria-live="polite">
        {state.kind === 'busy' && <p>Importing; a large channel takes a minute or two.</p>}
        {state.kind === 'done' && <Summary summary={state.summary} />}
        {state.kind === 'failed' && (
          <p role="alert" className={styles.failed}>
            {state.message}
          </p>
        )}
      </div>
    </details>
  )
}
