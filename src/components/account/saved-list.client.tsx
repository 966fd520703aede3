'use client'

import { useMutation, useQuery } from '@apollo/client/react'
import Link from 'next/link'
import { useState } from 'react'

import { formErrors } from '@/components/account/form-errors'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { MySavedDocument, type MySavedQuery, RemoveSavedDocument } from '@/graphql/generated/operations'

type SavedItem = MySavedQuery['mySaved'][number]

export function SavedList() {
  // cache-and-network: an item saved on another page since this list was last read shows up.
  // errorPolicy all: a refetch that fails (signing out refetches it as a visitor) is shown here,
  // not thrown out of the cache reset.
  const { data, loading, error } = useQuery(MySavedDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' })
  const [remove] = useMutation(RemoveSavedDocument, { refetchQueries: [MySavedDocument], awaitRefetchQueries: true })
  const [removing, setRemoving] = useState<string[]>([])
  const [failure, setFailure] = useState('')
  const items = (data?.mySaved ?? []).filter((item) => !removing.includes(item.id))

  async function onRemove(item: SavedItem) {
    setFailure('')
    setRemoving((ids) => [...ids, item.id]) // gone at once; back if the server says no
    try {
      await remove({ variables: { kind: item.kind, id: item.id } })
    } catch (e) {
      setFailure(`"${item.title}" could not be removed. ${formErrors(e).message}`)
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== item.id))
    }
  }

  return (
    <section aria-labelledby="saved-heading" className="flex flex-col gap-4">
      <h2 id="saved-heading" className="text-2xl font-semibold">
        Saved for later
      </h2>
      <FormAlert message={failure || (error && !data ? formErrors(error).message : '')} />
      {loading && !data ? (
        <p role="status">Loading your saved items…</p>
      ) : items.length === 0 ? (
        <p className="text-muted">Nothing saved yet. Press “Save” on any article or meme to keep it here.</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white"
          aria-label="Saved items"
        >
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              {item.heroImage && (
                // Decorative (the title says it all); a small card-size image from our own media route.
                // eslint-disable-next-line @next/next/no-img-element -- already the size shown: nothing to optimise
                <img
                  src={item.heroImage.url}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="hidden h-16 w-24 shrink-0 rounded-lg bg-sun-soft object-cover sm:block"
                />
              )}
              <div className="min-w-0 flex-1">
                <Link href={item.path} className="font-display text-lg font-semibold hover:underline">
                  {item.title}
                </Link>
                {item.excerpt && <p className="mt-1 line-clamp-2 text-sm text-muted">{item.excerpt}</p>}
              </div>
              <Button look="secondary" onClick={() => void onRemove(item)} className="self-start sm:self-center">
                Remove<span className="sr-only"> “{item.title}” from saved items</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
