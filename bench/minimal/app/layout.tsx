import type { ReactNode } from 'react'

export const metadata = { title: 'A minimal Next.js page', description: 'The floor the site is measured against.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
