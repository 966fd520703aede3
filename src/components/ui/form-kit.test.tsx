// @vitest-environment jsdom
/**
 * The form kit in a browser-like DOM: a schema checks native controls on submit, each error sits
 * beside its field (aria-invalid, aria-describedby), the first wrong field gets focus, the
 * server's field errors show the same way; a form rendered by the server loads its code on the
 * first interaction and keeps what was typed.
 */
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Dialog } from '@/components/ui/dialog.client'
import { FormAlert } from '@/components/ui/form-alert'
import { formValues } from '@/components/ui/form-values'
import { LoadOnInteraction } from '@/components/ui/load-on-interaction.client'
import { TextField } from '@/components/ui/text-field'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import type { FormErrors } from '@/lib/forms/errors'

import { act, mount } from '../../../tests/support/react'

const schema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name.'),
  email: z.string().email('Please enter a valid email address.'),
  agree: z.literal(true, { errorMap: () => ({ message: 'Tick the box.' }) }),
})

let container: HTMLDivElement
let render: (node: React.ReactNode) => Promise<void>
let sent: z.output<typeof schema>[]
let answer: () => Promise<FormErrors | void>
/** What the last onSubmit returned: the form has handled its answer once this settles. */
let submission: Promise<unknown> = Promise.resolve()

function TestForm() {
  const [done, setDone] = useState(false)
  const form = useSchemaForm({
    schema,
    failure: () => ({ message: 'Offline.', fields: {} }),
    onSubmit: (values) =>
      (submission = (async () => {
        sent.push(values)
        const errors = await answer()
        if (!errors) setDone(true)
        return errors
      })()),
  })
  return (
    <form {...form.props} aria-label="Test">
      <FormAlert message={form.errors.message} />
      <TextField label="Name" hint="As on your badge." {...form.field('name')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <CheckboxField label="I agree" {...form.field('agree')} />
      <Button type="submit" pending={form.pending} pendingLabel="Sending…">
        Send
      </Button>
      {done && <p role="status">Done.</p>}
    </form>
  )
}

const input = (label: string) => {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)!
  return (document.getElementById(element.htmlFor) ?? element.querySelector('input')) as HTMLInputElement
}
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
function type(element: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value)
  return act(() => void element.dispatchEvent(new Event('input', { bubbles: true })))
}
/**
 * Submits, and returns once the form has handled the answer: the form awaited `submission` before
 * this does, so its own continuation (errors, focus, pending) has run by then.
 */
const submit = () =>
  act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    await submission.catch(() => undefined)
  })
/** The next animation frame, after those the page asked for before it. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)))

beforeEach(() => {
  sent = []
  submission = Promise.resolve()
  answer = async () => undefined
  ;({ container, render } = mount())
})

describe('useSchemaForm', () => {
  it('shows each error beside its field, focuses the first, and sends nothing', async () => {
    await render(<TestForm />)
    await type(input('Email'), 'robin@')
    await submit()

    expect(sent).toEqual([])
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please tell us your name.')
    expect(input('Name').getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(input('Name'))).toEqual(['As on your badge.', 'Please tell us your name.'])
    expect(describedBy(input('Email'))).toEqual(['Please enter a valid email address.'])
    expect(describedBy(input('I agree'))).toEqual(['Tick the box.'])
    expect(document.activeElement).toBe(input('Name'))
    expect(input('Email').value).toBe('robin@') // what was typed stays

    await type(input('Name'), '  Robin ')
    await type(input('Email'), 'robin@school.test')
    await act(() => input('I agree').click())
    await submit()
    expect(sent).toEqual([{ name: 'Robin', email: 'robin@school.test', agree: true }])
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(input('Name').hasAttribute('aria-invalid')).toBe(false)
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Done.')
  })

  it("shows the server's field errors the same way, and its failures above the form", async () => {
    await render(<TestForm />)
    await type(input('Name'), 'Robin')
    await type(input('Email'), 'taken@school.test')
    await act(() => input('I agree').click())
    answer = async () => ({ message: 'That email is taken.', fields: { email: 'That email is taken.' } })
    await submit()
    expect(describedBy(input('Email'))).toEqual(['That email is taken.'])
    expect(document.activeElement).toBe(input('Email'))

    answer = () => Promise.reject(new Error('fetch failed'))
    await submit()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Offline.')
    expect(input('Email').hasAttribute('aria-invalid')).toBe(false)
    expect(sent).toHaveLength(2)
  })
  it('words a failure nobody foresaw: the network, or the server', async () => {
    const failures = [new TypeError('Failed to fetch'), new Error('500')]
    function Minimal() {
      const form = useSchemaForm({
        schema: z.object({}),
        onSubmit: () => {
          const rejected = Promise.reject<void>(failures.shift()!)
          submission = rejected
          return rejected
        },
      })
      return (
        <form {...form.props}>
          <FormAlert message={form.errors.message} />
          <Button type="submit">Send</Button>
        </form>
      )
    }
    await render(<Minimal />)
    await submit()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "We couldn't reach Staffroom. Check your connection and try again.",
    )
    await submit()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    )
  })
})

describe('LoadOnInteraction', () => {
  it('swaps the server-rendered form for the running one on first focus, keeping what was typed', async () => {
    let loads = 0
    let arrive = () => {}
    let loading: Promise<unknown> = Promise.resolve()
    const load = () => {
      loads += 1
      return (loading = new Promise<typeof TestForm>((resolve) => (arrive = () => resolve(TestForm))))
    }
    await render(
      <LoadOnInteraction load={load} props={{}}>
        <form aria-label="Static">
          <input name="name" aria-label="Static name" />
          <input name="email" aria-label="Static email" />
          <input name="agree" type="checkbox" aria-label="Static agree" />
          <button type="submit">Send</button>
        </form>
      </LoadOnInteraction>,
    )
    expect(loads).toBe(0)
    const staticName = container.querySelector<HTMLInputElement>('[aria-label="Static name"]')!
    await act(() => staticName.focus())
    await act(() => container.querySelector<HTMLInputElement>('[aria-label="Static email"]')!.focus())
    expect(loads).toBe(1)
    await type(container.querySelector<HTMLInputElement>('[aria-label="Static email"]')!, 'robin@school.test')
    await act(() => container.querySelector<HTMLInputElement>('[aria-label="Static agree"]')!.click())
    // Sent before the code arrived: sent once it has.
    await act(() => container.querySelector('button')!.click())
    expect(sent).toEqual([])

    // The swap runs in the loader's own callback, which was waiting on the code before this one.
    await act(async () => {
      arrive()
      await loading
    })
    expect(container.querySelector('form[aria-label="Test"]')).not.toBeNull()
    expect(input('Email').value).toBe('robin@school.test')
    expect(input('I agree').checked).toBe(true)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please tell us your name.')
    expect(document.activeElement).toBe(input('Name'))
    expect(sent).toEqual([])
  })
})

describe('formValues', () => {
  it('reads each kind of control in the shape a schema expects', () => {
    const form = document.createElement('form')
    form.innerHTML = `
      <input name="text" value="hi">
      <input name="box" type="checkbox">
      <input name="ticked" type="checkbox" checked>
      <input name="choice" type="radio" value="a"><input name="choice" type="radio" value="b" checked>
      <input name="none" type="radio" value="a">
      <input name="file" type="file">
      <select name="many" multiple><option value="x" selected></option><option value="y"></option><option value="z" selected></option></select>
      <textarea name="note">long</textarea>
      <input name="off" value="ignored" disabled>
      <input value="no name">`
    expect(formValues(form)).toEqual({
      text: 'hi',
      box: false,
      ticked: true,
      choice: 'b',
      none: '',
      file: null,
      many: ['x', 'z'],
      note: 'long',
    })
  })
})

describe('Dialog', () => {
  it('is labelled by its title and gives focus back to its opener when it closes', async () => {
    function Opener() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          {open && (
            <Dialog title="Your account" onClose={() => setOpen(false)}>
              <input aria-label="Inside" />
            </Dialog>
          )}
        </>
      )
    }
    await render(<Opener />)
    const opener = container.querySelector('button')!
    opener.focus()
    await act(() => opener.click())
    const dialog = container.querySelector('dialog[open]')!
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Your account')
    dialog.querySelector('input')!.focus()

    await act(() => [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Close')!.click())
    await nextFrame() // focus goes back in the frame after the dialog unmounts
    expect(container.querySelector('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('a dialog nobody asked for stays shut when another opened meanwhile, and says so', async () => {
    let stepped = 0
    const busy = () => document.querySelector('dialog[open]') !== null
    await render(
      <>
        <Dialog title="Cookie settings" onClose={() => {}}>
          <p>Choices</p>
        </Dialog>
        <Dialog title="Join the list" onClose={() => {}} stepBackIf={busy} onStepBack={() => stepped++}>
          <p>Sign up</p>
        </Dialog>
      </>,
    )
    const [settings, popup] = [...container.querySelectorAll('dialog')]
    expect(settings.open).toBe(true)
    expect(popup.open).toBe(false)
    expect(stepped).toBe(1)

    await render(
      <Dialog title="Join the list" onClose={() => {}} stepBackIf={busy} onStepBack={() => stepped++}>
        <p>Sign up</p>
      </Dialog>,
    )
    expect(container.querySelector('dialog')!.open).toBe(true)
    expect(stepped).toBe(1)
  })
})
