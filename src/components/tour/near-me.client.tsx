'use client'

import { useState, useSyncExternalStore } from 'react'

import { useAppRouter } from '@/components/shell/use-app-router.client'

type Props = { path: string; kind: string; region: string | null }

const subscribe = () => () => {}
const hasGeolocation = () => 'geolocation' in navigator

/**
 * "Use my location": a progressive enhancement of the ZIP form. The browser's position goes into
 * the address (?lat=…&lon=…, rounded to about a kilometre) and the server sorts; nothing leaves
 * for any other service. Without JavaScript or geolocation the button is not there.
 */
export function NearMeButton({ path, kind, region }: Props) {
  const router = useAppRouter()
  const supported = useSyncExternalStore(subscribe, hasGeolocation, () => false)
  const [message, setMessage] = useState('')
  if (!supported) return null
  const locate = () => {
    setMessage('Finding you…')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const query = new URLSearchParams({ lat: coords.latitude.toFixed(2), lon: coords.longitude.toFixed(2) })
        if (kind !== 'all') query.set('kind', kind)
        if (region) query.set('region', region)
        setMessage('')
        router.push(`${path}?${query.toString()}#shows`)
      },
      () => setMessage('Your browser did not share your location. Try your ZIP code.'),
      { timeout: 10_000, maximumAge: 600_000 },
    )
  }
  return (
    <>
      <button type="button" onClick={locate} className="h-11 rounded-full border-2 border-ink px-5 font-semibold">
        Use my location
      </button>
      <span role="status" className="basis-full text-sm">
        {message}
      </span>
    </>
  )
}
