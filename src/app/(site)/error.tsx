'use client'

import { ErrorBoundary } from '@/components/shell/error-boundary.client'
import { errorDetails, isErrorPageFault } from '@/components/shell/error-details'
import { ErrorPageFallback } from '@/components/shell/error-page-fallback'

type Props = { error: unknown; retry: () => void }

/**
 * The site's error page. It replaces the page, and with it the page's own frame,
 * so it brings its own <main id="main">. Should it fail to render, ErrorPageFallback shows.
 */
export default function ErrorPage({ error, retry }: Props) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <ErrorBoundary fallback={<ErrorPageFallback error={error} />}>
        <ErrorContent error={error} retry={retry} />
      </ErrorBoundary>
    </main>
  )
}

function ErrorContent({ error, retry }: Props) {
  if (isErrorPageFault(error)) throw new Error('Deliberate failure of the error page (E2E_FAULTS)')
  const { message, digest } = errorDetails(error)
  return (
    <div className="container-site max-w-3xl py-16 md:py-24">
      <p className="text-sm font-semibold tracking-wide text-apple uppercase">Error</p>
      <h1 className="mt-2 text-4xl font-bold md:text-5xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">
        Sorry, this page tripped over its own shoelaces. It is not something you did: please try again, and if it keeps
        happening, head back to the home page.
      </p>
      <details className="mt-6 text-sm text-muted">
        <summary className="cursor-pointer font-semibold">Technical details</summary>
        <pre className="mt-2 rounded-xl border border-line bg-white p-4 whitespace-pre-wrap [overflow-wrap:anywhere]">
          {digest ? `${message}\nReference: ${digest}` : message}
        </pre>
      </details>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="h-11 rounded-full bg-chalk px-6 font-semibold text-paper hover:bg-chalk-light"
        >
          Try again
        </button>
        {/* A full page load, not a client navigation: whatever broke this page stays behind. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a
          href="/"
          className="flex h-11 items-center rounded-full border border-ink/20 px-6 font-semibold hover:bg-sun-soft"
        >
          Go to the home page
        </a>
      </div>
    </div>
  )
}
