import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useEffectEvent, useRef } from 'react'

import { routeKey } from '@/components/shell/navigation-target'

type Props = { onChange: (key: string) => void }

/**
 * Reports each route the App Router renders after the first (pathname + search), once the new
 * page has committed. Suspense is required: reading search params would otherwise opt the whole
 * page out of static rendering.
 */
export function RouteChangeListener(props: Props) {
  return (
    <Suspense fallback={null}>
      <Watch {...props} />
    </Suspense>
  )
}

function Watch({ onChange }: Props) {
  const pathname = usePathname()
  const key = routeKey({ pathname, search: useSearchParams().toString() })
  const previous = useRef(key)
  const report = useEffectEvent(onChange)

  useEffect(() => {
    if (previous.current === key) return
    previous.current = key
    report(key)
  }, [key])
  return null
}
