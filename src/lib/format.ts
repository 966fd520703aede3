const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** A moment as visitors read it: "December 24, 2026 at 11:59 PM UTC" (the site's dates are UTC). */
export const formatDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} UTC`
