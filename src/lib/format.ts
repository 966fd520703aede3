const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** Text as one line of at most 300 characters: the SEO description editors are offered. */
export const summary = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)
