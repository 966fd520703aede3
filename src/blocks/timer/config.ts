import type { Block } from 'payload'

export const Timer: Block = {
  slug: 'timer',
  interfaceName: 'TimerBlock',
  labels: { singular: 'Countdown timer', plural: 'Countdown timers' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'endsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endedText', type: 'text', required: true, defaultValue: 'This countdown has ended.' },
  ],
}
