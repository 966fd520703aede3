import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** Giveaways: both indexes, one in each state, and the disabled one. */
export const pageTypes: PageType[] = [
  { name: 'giveaways /giveaways', status: 200, path: fixed('/giveaways') },
  { name: 'giveaways index /giveaway-old', status: 200, path: fixed('/giveaway-old') },
  { name: 'giveaway, open', status: 200, path: fixed('/giveaway-old/caption-contest-coffee-machine') },
  { name: 'giveaway, winner announced', status: 200, path: fixed('/giveaway-old/back-to-school-stationery-hamper') },
  { name: 'giveaway, upcoming', status: 200, path: fixed('/giveaway-old/summer-reading-stack') },
  { name: 'giveaway, closed (winner not drawn yet)', status: 200, path: fixed('/giveaway-old/marking-pen-bundle') },
  { name: 'giveaway, disabled /disabled-holiday-giveaway', status: 200, path: fixed('/disabled-holiday-giveaway') },
]
