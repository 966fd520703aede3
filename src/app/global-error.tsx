'use client'

import { ErrorPageFallback } from '@/components/shell/error-page-fallback'

/**
 * Next's last line of defence: the root layout itself failed, so it has taken the page's styles,
 * fonts and frame with it. Inline styles keep the fallback readable without globals.css.
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, background: '#fffaf0', color: '#1f2421', font: '16px/1.5 system-ui, sans-serif' }}>
        <title>An error occurred</title>
        <main id="main" style={{ maxWidth: '48rem', margin: '0 auto', padding: '4rem 1.25rem' }}>
          <ErrorPageFallback error={error} />
        </main>
      </body>
    </html>
  )
}
