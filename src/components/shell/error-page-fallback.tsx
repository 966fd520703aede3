import { errorDetails } from '@/components/shell/error-details'

/**
 * What shows when the error page itself fails (its texts are fixed: tests check them word for
 * word). No hooks, no router, a plain <a>: it must render in any state of the app, and a full page
 * load is the surest way back.
 */
export function ErrorPageFallback({ error }: { error: unknown }) {
  const { message, digest } = errorDetails(error)
  const details = digest ? `${message}\nDigest: ${digest}` : message
  return (
    <div className="container-site max-w-3xl py-16">
      <h1 className="text-3xl font-bold md:text-4xl">An error occurred while showing the error page</h1>
      <p className="mt-4 text-lg">
        Unfortunately an error occurred and while showing the error page another error occurred
      </p>
      <pre
        className="mt-6 rounded-xl border border-line bg-white p-4 text-sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {details}
      </pre>
      <p className="mt-8">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load (see above) */}
        <a href="/" className="font-semibold text-chalk underline decoration-sun decoration-4 underline-offset-2">
          Go back to home
        </a>
      </p>
    </div>
  )
}
