import type { Block } from 'payload'

export const TimeLimited: Block = {
  slug: 'timeLimited',
  interfaceName: 'TimeLimitedBlock',
  labels: { singular: 'Time-limited content', plural: 'Time-limited content' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'endsAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (
            value: Date | string | null | undefined,
            { siblingData }: { siblingData: { startsAt?: string } },
          ) =>
            !value || !siblingData?.startsAt || new Date(value) > new Date(siblingData.startsAt)
              ? true
              : 'The end must come after the start.',
        },
      ],
    },
    { name: 'content', type: 'richText', required: true },
  ],
}
