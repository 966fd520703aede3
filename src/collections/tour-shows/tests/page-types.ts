import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** The comedy tour: its two addresses, every date, filtered, and its archive. */
export const pageTypes: PageType[] = [
  { name: 'comedy tour /comedy-tour', status: 200, path: fixed('/comedy-tour') },
  { name: 'comedy tour /teachers-do-stand-up-tour', status: 200, path: fixed('/teachers-do-stand-up-tour') },
  { name: 'comedy tour, every date', status: 200, path: fixed('/comedy-tour?shows=all') },
  { name: 'comedy tour, filtered and near a ZIP code', status: 200, path: fixed('/comedy-tour?kind=seated&zip=10036') },
  { name: 'comedy tour archive', status: 200, path: fixed('/comedy-tour?view=archive') },
]
