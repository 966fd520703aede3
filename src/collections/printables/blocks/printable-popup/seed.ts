import { idOf } from '@/seed/refs'

/** A printable's preview-and-download button, picked by slug. */
export function printablePopup(args: { slug: string; text?: string }) {
  return { blockType: 'printablePopup' as const, printable: idOf('printables', args.slug), text: args.text }
}
