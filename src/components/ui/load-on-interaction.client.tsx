'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const inputsOf = (form: HTMLFormElement | null | undefined) =>
  [...(form?.elements ?? [])].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement && element.type !== 'hidden') ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  )

const isFile = (input: Control | undefined): input is HTMLInputElement =>
  input instanceof HTMLInputElement && input.type === 'file'

/** What the visitor already did in the server-rendered form: typed, ticked, chose, focused. */
function snapshot(form: HTMLFormElement | null | undefined) {
  const inputs = inputsOf(form)
  return {
    values: inputs.map((input) => ({
      name: input.name,
      value: input.value,
      checked: input instanceof HTMLInputElement && input.checked,
      // A file input's own element: its file picker may still be open when the forms swap.
      file: isFile(input) ? input : null,
    })),
    focused: inputs.findIndex((input) => input === document.activeElement),
  }
}

/** Both forms come from one component: their inputs pair up in order (radio groups included). */
function restore(form: HTMLFormElement | null | undefined, { values, focused }: ReturnType<typeof snapshot>) {
  const inputs = inputsOf(form)
  values.forEach(({ name, value, checked, file }, index) => {
    const input = inputs[index]
    if (input?.name !== name) return
    if (file && isFile(input)) {
      // A file cannot be typed in: the chosen files move over, now and when a picker still open closes.
      const move = () => {
        if (file.files?.length) input.files = file.files
      }
      move()
      file.addEventListener('change', move)
    } else if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio'))
      input.checked = checked
    else input.value = value
  })
  inputs[focused]?.focus()
}

type Props<P extends object> = {
  /** The interactive form, fetched when the visitor first reaches for the static one. */
  load: () => Promise<ComponentType<P>>
  props: P
  /** The same form rendered by the server: it ships no JavaScript. */
  children: ReactNode
  /** Load at once rather than on interaction (a signed-in member's form fills itself in). */
  eager?: boolean
}

/**
 * A form on every page (the newsletter in the footer) without its code in the page's first load:
 * the server renders it, and its code arrives when the visitor points at it (mouse, pen or finger)
 * or focuses it. The swap keeps what they typed and ticked and where focus was; a submit made
 * before it is sent after it.
 * The loaded form must use uncontrolled, named controls (the form kit's way).
 */
export function LoadOnInteraction<P extends object>({ load, props, children, eager = false }: Props<P>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const submitWhenLoaded = useRef(false)

  function start() {
    if (started.current) return
    started.current = true
    load().then(
      (Component) => {
        const before = snapshot(box.current?.querySelector('form'))
        // In one task: no keystroke can land between reading the static form and replacing it.
        flushSync(() => setLoaded(() => Component))
        const form = box.current?.querySelector('form')
        restore(form, before)
        if (submitWhenLoaded.current) form?.requestSubmit()
      },
      () => (started.current = false), // offline for a moment: the next interaction tries again
    )
  }

  useEffect(() => {
    if (eager) start()
  })

  if (Loaded) {
    return (
      <div ref={box} className="contents">
        <Loaded {...props} />
      </div>
    )
  }
  return (
    <div
      ref={box}
      className="contents"
      onPointerEnter={start}
      onFocus={start}
      onSubmit={(event) => {
        event.preventDefault()
        submitWhenLoaded.current = true
        start()
      }}
    >
      {children}
    </div>
  )
}
