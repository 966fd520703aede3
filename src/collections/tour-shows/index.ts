import type { CollectionConfig, Validate } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { announcing } from '@/hooks/announce'
import { isTimeZone, venueTime } from '@/lib/tour/time'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

const timeZone: Validate<string> = (value) =>
  (typeof value === 'string' && isTimeZone(value)) ||
  `"${value ?? ''}" is not a time zone name. Use the venue’s IANA name, like America/Chicago.`

const httpsUrl: Validate<string> = (value) => {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' || 'Use the seller’s https:// address.'
  } catch {
    return `"${value}" is not a web address. Copy the ticket page’s address (https://…).`
  }
}

type Dated = {
  onSaleAt?: string | null
  presaleAt?: string | null
  showStatus?: string | null
  newDate?: string | null
}

const presaleFirst: Validate<Date | string, unknown, Dated> = (value, { siblingData }) => {
  if (!value || !siblingData.onSaleAt) return true
  return (
    new Date(value).getTime() <= Date.parse(siblingData.onSaleAt) || 'The presale must start before the general sale.'
  )
}

const newDateOnlyWhenPostponed: Validate<Date | string, unknown, Dated> = (value, { siblingData }) =>
  !value ||
  siblingData.showStatus === 'postponed' ||
  'A new date belongs to a postponed show: set the status to Postponed.'

const maxAtLeastMin: Validate<number, unknown, { priceMin?: number | null }> = (value, { siblingData }) =>
  value == null || siblingData.priceMin == null || value >= siblingData.priceMin || 'The top price is below the lowest.'

/** Open tour pages refresh the show: the `tourShowChanged` subscription (after the tags expired). */
/**
 * Comedy-tour shows, normal or seated. Where a show stands (on sale, presale, sold out, past…) is
 * derived from its dates and the editor's status when it is shown (src/lib/tour/status.ts).
 */
const base = editorialCollection('tour-shows', {
  labels: { singular: 'Tour show', plural: 'Tour shows' },
  admin: {
    defaultColumns: ['title', 'city', 'venueTime', 'startsAt', 'kind', 'showStatus', '_status'],
    group: 'Comedy tour',
  },
  defaultPopulate: { _status: true, title: true, city: true, venue: true, startsAt: true, timeZone: true },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: [
        { label: 'Normal show', value: 'standard' },
        { label: 'Seated show', value: 'seated' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts',
          type: 'date',
          required: true,
          index: true,
          admin: {
            ...dayAndTime,
            width: '50%',
            description: 'In your own time: “At the venue” below shows it as the venue’s clock reads it.',
          },
        },
        {
          name: 'timeZone',
          type: 'text',
          required: true,
          defaultValue: 'America/New_York',
          validate: timeZone,
          admin: { width: '50%', description: 'The venue’s zone (IANA), e.g. America/Chicago.' },
        },
      ],
    },
    {
      // The editor's date picker works in their own zone; visitors read the venue's. This shows
      // the saved start as visitors see it (also a list column), computed on read, never stored.
      name: 'venueTime',
      label: 'At the venue',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, description: 'The start as the show’s page gives it (after saving).' },
      hooks: {
        afterRead: [
          ({ siblingData }: { siblingData: { startsAt?: string | null; timeZone?: string | null } }) => {
            if (!siblingData.startsAt || !siblingData.timeZone || !isTimeZone(siblingData.timeZone)) return null
            const { date, time } = venueTime(siblingData.startsAt, siblingData.timeZone)
            return `${date}, ${time}`
          },
        ],
      },
    },
    {
      name: 'durationMinutes',
      type: 'number',
      min: 15,
      max: 600,
      defaultValue: 120,
      admin: { description: 'For calendars.' },
    },
    { name: 'venue', type: 'text', required: true, maxLength: 160 },
    { name: 'address', type: 'text', required: true, maxLength: 240 },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, maxLength: 100, admin: { width: '33%' } },
        {
          name: 'region',
          label: 'State or region',
          type: 'text',
          required: true,
          maxLength: 100,
          admin: { width: '33%' },
        },
        { name: 'postalCode', type: 'text', maxLength: 20, admin: { width: '33%' } },
      ],
    },
    {
      name: 'country',
      type: 'text',
      required: true,
      defaultValue: 'US',
      maxLength: 2,
      admin: { description: 'Two-letter code.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          min: -90,
          max: 90,
          admin: { width: '50%', description: 'Empty: the ZIP code’s centre.' },
        },
        { name: 'longitude', type: 'number', min: -180, max: 180, admin: { width: '50%' } },
      ],
    },
    { name: 'ticketUrl', type: 'text', maxLength: 500, validate: httpsUrl },
    {
      type: 'row',
      fields: [
        {
          name: 'presaleAt',
          label: 'Presale opens',
          type: 'date',
          validate: presaleFirst,
          admin: { ...dayAndTime, width: '50%' },
        },
        { name: 'onSaleAt', label: 'General sale opens', type: 'date', admin: { ...dayAndTime, width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'priceMin', label: 'Lowest price', type: 'number', min: 0, admin: { width: '33%' } },
        {
          name: 'priceMax',
          label: 'Top price',
          type: 'number',
          min: 0,
          validate: maxAtLeastMin,
          admin: { width: '33%' },
        },
        { name: 'currency', type: 'text', defaultValue: 'USD', maxLength: 3, admin: { width: '33%' } },
      ],
    },
    { name: 'lineup', type: 'relationship', relationTo: 'performers', hasMany: true, maxRows: 12 },
    {
      // Not `status`: Payload's `_status` already names the enum `enum_tour_shows_status` in Postgres.
      name: 'showStatus',
      label: 'Show status',
      type: 'select',
      options: [
        { label: 'Few tickets left', value: 'few-tickets' },
        { label: 'Sold out', value: 'sold-out' },
        { label: 'Cancelled', value: 'cancelled' },
        { label: 'Postponed', value: 'postponed' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Only what the dates cannot tell. Empty: on sale, presale or past, from the dates.',
      },
    },
    {
      name: 'newDate',
      label: 'New date (postponed)',
      type: 'date',
      validate: newDateOnlyWhenPostponed,
      admin: { ...dayAndTime, position: 'sidebar', description: 'When a postponed show now takes place, once known.' },
    },
    { name: 'note', type: 'text', maxLength: 200, admin: { description: 'A line for visitors: “Doors 6:30 PM”.' } },
  ],
})

export const TourShows: CollectionConfig = announcing(base, 'tourShow')
