import type { GroupField } from 'payload'

import { isSafeHref, UNSAFE_HREF_MESSAGE } from '@/lib/safe-url'

const address = (value: string | null | undefined) =>
  !value || (isSafeHref(value) && !/^(mailto|tel):/i.test(value)) || UNSAFE_HREF_MESSAGE

/**
 * Who made a picture and on what terms it may be reused: what search engines show beside an
 * image (schema.org creator, creditText, copyrightNotice, license). The site settings hold the
 * defaults; a document whose page is a picture may say otherwise, field by field.
 */
export function imageRights({ defaults }: { defaults: boolean }): GroupField {
  const blank = defaults ? '' : ' Leave empty to use the site settings’ image rights.'
  return {
    name: 'imageRights',
    type: 'group',
    label: 'Image rights',
    admin: {
      description: defaults
        ? 'Said to search engines beside every picture published on a page of its own, unless it says otherwise.'
        : 'Who made this picture and how others may use it.' + blank,
      ...(defaults ? {} : { position: 'sidebar' as const }),
    },
    fields: [
      { name: 'creator', type: 'text', maxLength: 120, admin: { description: 'Who made the picture.' } },
      { name: 'creditText', type: 'text', maxLength: 200, admin: { description: 'The credit to give when it is used.' } },
      { name: 'copyrightNotice', type: 'text', maxLength: 200, admin: { description: 'For example “© 2026 Staffroom”.' } },
      {
        name: 'license',
        type: 'text',
        maxLength: 500,
        validate: address,
        admin: { description: 'A page of this site (/terms) or a web address with the terms of reuse.' },
      },
    ],
  }
}
