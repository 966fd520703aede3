import type { Block } from 'payload'

/** The top of the home page: a lead story and the stories beside it. */
export const Header: Block = {
  slug: 'header',
  interfaceName: 'HeaderSection',
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'posts', admin: { description: 'Empty: the newest article.' } },
    {
      name: 'side',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 4,
      admin: { description: 'Empty: the next newest articles.' },
    },
  ],
}
