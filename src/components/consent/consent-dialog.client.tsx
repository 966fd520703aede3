'use client'

import { type FormEvent, useId } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { CATEGORY_TEXT } from '@/components/consent/categories'
import { type Choices, type ConsentCategory, OPTIONAL_CATEGORIES } from '@/lib/consent/cookie'
import { defaultChoices, setConsent } from '@/lib/consent/store'

type Props = {
  /** Closed, saved or not: the island unmounts the dialog. */
  onClose: () => void
  returnFocus?: () => HTMLElement | null | undefined
}

/** One checkbox per category, ticked as stored (nothing ticked before a first choice). */
export default function ConsentDialog({ onClose, returnFocus }: Props) {
  const current = defaultChoices()

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setConsent(Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c, form.has(c)])) as Choices)
    onClose()
  }

  return (
    <Dialog title="Cookie settings" onClose={onClose} returnFocus={returnFocus}>
      <form onSubmit={save} className="flex flex-col gap-4">
        <p className="text-sm">
          Choose which cookies we may use. You can change this any time from the link at the foot of every page.
        </p>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Cookie categories</legend>
          <Category category="necessary" checked disabled />
          {OPTIONAL_CATEGORIES.map((category) => (
            <Category key={category} category={category} checked={current[category]} />
          ))}
        </fieldset>
        <Button type="submit" className="self-start">
          Save choices
        </Button>
      </form>
    </Dialog>
  )
}

function Category({
  category,
  checked,
  disabled,
}: {
  category: ConsentCategory
  checked: boolean
  disabled?: boolean
}) {
  const id = useId()
  const { label, explanation } = CATEGORY_TEXT[category]
  return (
    <div className="flex gap-3 rounded-2xl border border-line p-3">
      <input
        id={id}
        type="checkbox"
        name={category}
        defaultChecked={checked}
        disabled={disabled}
        aria-describedby={`${id}-explanation`}
        className="mt-1 size-5 shrink-0 accent-chalk"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-explanation`} className="text-sm text-muted">
          {explanation}
        </p>
      </div>
    </div>
  )
}
