import type { Block } from 'payload'

export const PrintablePopup: Block = {
  slug: 'printablePopup',
  interfaceName: 'PrintablePopupBlock',
  labels: { singular: 'Printable popup', plural: 'Printable popups' },
  fields: [
    {
      name: 'printable',
      type: 'relationship',
      relationTo: 'printables',
      required: true,
      admin: { description: 'Readers get a button that opens its page previews and downloads.' },
    },
    { name: 'text', type: 'textarea', maxLength: 400, admin: { description: 'A line before the button (optional).' } },
  ],
}
