// @vitest-environment jsdom
/**
 * The account controls in a browser-like DOM against a small fake GraphQL server (graphql-js over
 * an in-memory member): what the visitor sees and what is sent. The real server and the real link
 * chain are covered by tests/int/members.int.test.ts and tests/e2e/account.spec.ts.
 */
import { readFileSync } from 'node:fs'

import { ApolloClient, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client'
import axe from 'axe-core'
import { buildSchema, execute, graphql, GraphQLError } from 'graphql'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Me } from '@/components/account/me'
import { readToken, removeToken, writeToken } from '@/graphql/client/token'
import {
  MeDocument,
  MySavedDocument,
  type MySavedQuery,
  type MeQuery,
  ResetPasswordDocument,
  type ResetPasswordMutation,
  SavedIdsDocument,
  SignInDocument,
  type SignInMutation,
  type SignInMutationVariables,
  SignOutDocument,
  type SignOutMutation,
  SignUpDocument,
  type SignUpMutation,
  type SignUpMutationVariables,
  ToggleSavedDocument,
  type ToggleSavedMutation,
  type ToggleSavedMutationVariables,
} from '@/graphql/generated/operations'

import { act, mount } from '../../../tests/support/react'

// ---------------------------------------------------------------- the fake server

/**
 * The schema /graphql serves, as `npm run generate` printed it. The fake answers by executing the
 * components' own documents against it with the resolvers below (typed with the generated result
 * types): an answer that does not fit the real schema (a missing non-null field, an unknown enum
 * value, a field the schema lacks) is an error, and any error the fake did not mean fails the test.
 */
const schema = buildSchema(readFileSync('schema.graphql', 'utf8')) // vitest runs from the project root

const TOKEN = 'token-of-robin'
const TAKEN = 'taken@school.test'
const POST: MySavedQuery['mySaved'][number] = {
  kind: 'POST',
  id: '7',
  title: 'Grading at midnight',
  slug: 'grading',
  path: '/post/grading',
  excerpt: null,
  heroImage: null,
}

type Server = {
  /** While set, toggleSaved answers only once it resolves. */
  hold?: Promise<void>
  member: Me | null
  saved: string[]
  failToggle: boolean
}
let server: Server
const sent: { operationName: string; authorization: string | null }[] = []
/** Errors in the fake's answers that it did not mean to give (see `schema`): none, after every test. */
const unmeant: string[] = []

type Context = { token: string | null }

/** The errors the fake means to give carry a status code, as the server's own do. */
const fail = (message: string, code: string, statusCode: number, fields?: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code, statusCode, ...(fields ? { fields } : {}) } })

const signedIn = (context: Context) => {
  if (context.token !== TOKEN || !server.member) throw fail('Sign in to see your saved items.', 'UNAUTHENTICATED', 401)
  return server.member
}

const root = {
  meMember: (_: unknown, context: Context): MeQuery['meMember'] => ({
    user: context.token === TOKEN ? server.member : null,
  }),
  mySaved: (_: unknown, context: Context): MySavedQuery['mySaved'] => (signedIn(context), server.saved.map(() => POST)),
  loginMember: ({ email, password }: SignInMutationVariables): SignInMutation['loginMember'] => {
    if (password !== 'a long enough password' || email === TAKEN) {
      throw fail('The email or password provided is incorrect.', 'X', 401)
    }
    return { token: TOKEN }
  },
  // As the server: the same answer whether or not the email had an account (TAKEN has one, with another password).
  signUp: ({ name, email }: SignUpMutationVariables): SignUpMutation['signUp'] => {
    if (email !== TAKEN) server.member = { id: 1, name, email, newsletter: false, avatar: null }
    return true
  },
  toggleSaved: ({ id }: ToggleSavedMutationVariables, context: Context): ToggleSavedMutation['toggleSaved'] => {
    signedIn(context)
    if (server.failToggle)
      throw fail('This article is not available to save. It may have been unpublished.', 'NOT_FOUND', 404)
    const saved = !server.saved.includes(id)
    server.saved = saved ? [id, ...server.saved] : server.saved.filter((s) => s !== id)
    return { saved, count: server.saved.length }
  },
  logoutMember: (_: unknown, context: Context): SignOutMutation['logoutMember'] => (signedIn(context), 'Logged out.'),
  resetPasswordMember: (): ResetPasswordMutation['resetPasswordMember'] => {
    server.member = { id: 1, name: 'Robin Reader', email: 'robin@school.test', newsletter: false, avatar: null }
    return { token: TOKEN }
  },
}

const fakeFetch: typeof fetch = async (_input, init) => {
  const body = JSON.parse(init?.body as string) as {
    operationName: string
    query: string
    variables?: Record<string, unknown>
  }
  const authorization = new Headers(init?.headers).get('authorization')
  sent.push({ operationName: body.operationName, authorization })
  if (body.operationName === 'ToggleSaved') await server.hold
  const token = authorization?.replace(/^Bearer /, '') ?? null
  const result = await graphql({
    schema,
    source: body.query,
    rootValue: root,
    variableValues: body.variables,
    contextValue: { token },
  })
  for (const error of result.errors ?? []) {
    if (!error.extensions.statusCode) unmeant.push(`${body.operationName}: ${error.message}`)
  }
  return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } })
}

// ---------------------------------------------------------------- the browser client, as client.ts makes it

const client = vi.hoisted(() => ({ current: null as ApolloClient | null }))
const router = vi.hoisted(() => ({ replace: vi.fn(), params: new URLSearchParams() }))

// Like client.ts: a failed cache reset is logged, never thrown.
const reset = () => (client.current as ApolloClient).resetStore().catch((error: unknown) => console.error(error))
vi.mock('@/graphql/client/client', () => ({
  getClient: () => client.current,
  signIn: async (token: string) => {
    writeToken(token)
    await reset()
  },
  signOut: async () => {
    removeToken()
    await reset()
  },
}))
vi.mock('next/navigation', () => ({ useRouter: () => router, useSearchParams: () => router.params }))
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}))

// ---------------------------------------------------------------- helpers

let container: HTMLDivElement
let render: (node: ReactNode) => Promise<void>

async function until(check: () => unknown, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(`Timed out waiting for: ${what}\n${container.innerHTML}`)
}

const buttons = (name: string) =>
  [...container.querySelectorAll('button')].filter((b) => b.textContent?.trim() === name)
const button = (name: string, pressed?: 'true' | 'false') =>
  buttons(name).find((b) => pressed === undefined || b.getAttribute('aria-pressed') === pressed)!
const field = (label: string, scope: ParentNode = container) => {
  const element = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
  return document.getElementById(element!.htmlFor) as HTMLInputElement
}
const click = (element: HTMLElement) => act(() => element.click())
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  return act(() => void input.dispatchEvent(new Event('input', { bubbles: true })))
}
const dialog = () => container.querySelector('dialog[open]')

/** axe-core's WCAG A/AA rules on what is rendered (contrast needs layout: the e2e suite checks it). */
async function expectNoAxeViolations() {
  const { violations } = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
}
const alertText = () => container.querySelector('[role="alert"]')?.textContent

beforeEach(() => {
  server = { member: null, saved: [], failToggle: false }
  sent.length = 0
  unmeant.length = 0
  removeToken()
  router.params = new URLSearchParams()
  router.replace.mockClear()
  client.current = new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: 'http://localhost:3000/graphql',
      fetch: (input, init) => {
        const token = readToken()
        const headers = new Headers(init?.headers)
        if (token) headers.set('authorization', `Bearer ${token}`)
        return fakeFetch(input, { ...init, headers })
      },
    }),
  })
  ;({ container, render } = mount())
})

afterEach(() => {
  expect(unmeant).toEqual([])
})

// ---------------------------------------------------------------- tests

/** Runs a document against schema.graphql with the fake's resolvers, as a signed-in member. */
const answer = <Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables) =>
  execute({ schema, document, rootValue: root, variableValues: variables as never, contextValue: { token: TOKEN } })

describe('the fake server', () => {
  it("answers each of the components' documents within schema.graphql", async () => {
    server.member = { id: 1, name: 'Robin', email: 'r@s.test', newsletter: true, avatar: null }
    server.saved = ['7']
    const answers = {
      Me: await answer(MeDocument, {}),
      SavedIds: await answer(SavedIdsDocument, {}),
      MySaved: await answer(MySavedDocument, {}),
      ToggleSaved: await answer(ToggleSavedDocument, { kind: 'POST', id: '8' }),
      SignIn: await answer(SignInDocument, { email: 'r@s.test', password: 'a long enough password' }),
      SignUp: await answer(SignUpDocument, { name: 'Sam', email: 's@s.test', password: 'a long enough password' }),
      ResetPassword: await answer(ResetPasswordDocument, { token: 'from-the-email', password: 'a brand new password' }),
      SignOut: await answer(SignOutDocument, {}),
    }
    for (const [operation, result] of Object.entries(answers)) {
      expect(result.errors, operation).toBeUndefined()
      expect(result.data, operation).toBeTruthy()
    }
    expect(answers.MySaved.data).toEqual({ mySaved: [POST] })
  })

  it('fails an answer that does not fit the schema', async () => {
    const withoutTitle = { ...POST, title: null as unknown as string }
    const result = await execute({
      schema,
      document: MySavedDocument,
      rootValue: { mySaved: () => [withoutTitle] },
      contextValue: { token: TOKEN },
    })
    expect(result.errors?.map((e) => e.message)).toEqual(['Cannot return null for non-nullable field SavedItem.title.'])
  })
})

describe('header account control', () => {
  it('signs up in the dialog: checks first, keeps what was typed, then shows the first name', async () => {
    const { AccountEntry } = await import('@/components/account/account-entry.client')
    await render(<AccountEntry dark={false} />)
    await click(button('Sign in'))
    await until(dialog, 'the dialog')
    expect(dialog()!.getAttribute('aria-labelledby')).toBeTruthy()

    await click(button('Create account', 'false'))
    await type(field('Your name'), 'Robin Reader')
    await type(field('Email address'), 'robin@school')
    await type(field('Password'), 'short')
    const submit = buttons('Create account').find((b) => b.type === 'submit')!
    await click(submit)
    expect(alertText()).toBe('Please enter a valid email address, like name@school.org.')
    expect(field('Password').getAttribute('aria-invalid')).toBe('true')
    expect(field('Your name').value).toBe('Robin Reader')
    expect(sent).toHaveLength(0) // nothing sent while the form says no
    await expectNoAxeViolations()

    await type(field('Email address'), 'robin@school.test')
    await type(field('Password'), 'a long enough password')
    await click(submit)
    await until(() => !dialog(), 'the dialog to close')
    expect(readToken()).toBe(TOKEN)
    await until(() => container.querySelector('a[href="/account"]')?.textContent?.includes('Robin'), 'the first name')
    const me = sent.find((s) => s.operationName === 'Me')
    expect(me?.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('signs in after signing up, and says what happened when the email already had an account', async () => {
    const { AccountEntry } = await import('@/components/account/account-entry.client')
    await render(<AccountEntry dark={false} />)
    await click(button('Sign in'))
    await until(dialog, 'the dialog')
    await click(button('Create account', 'false'))
    await type(field('Your name'), 'Taken')
    await type(field('Email address'), TAKEN)
    await type(field('Password'), 'a long enough password')
    await click(buttons('Create account').find((b) => b.type === 'submit')!)
    const message =
      "This email already has an account, so we've emailed it a way to sign in. Sign in, or reset your password."
    await until(() => alertText() === message, 'the message')
    expect(sent.map((s) => s.operationName)).toEqual(['SignUp', 'SignIn'])
    expect(field('Email address').value).toBe(TAKEN)
    expect(readToken()).toBeNull()
  })
})

describe('save button', () => {
  it('asks visitors to sign in', async () => {
    const { SaveButton } = await import('@/components/account/save-button.client')
    await render(<SaveButton kind="POST" id={7} noun="article" />)
    const save = container.querySelector<HTMLButtonElement>('button[aria-pressed]')!
    expect(save.textContent).toContain('Save')
    await click(save)
    await until(dialog, 'the dialog')
    expect(dialog()!.textContent).toContain('Sign in to save articles for later.')
    await click(button('Close'))
    expect(dialog()).toBeNull()
  })

  it('saves at once, and rolls back with a message when the server says no', async () => {
    server.member = { id: 1, name: 'Robin', email: 'r@s.test', newsletter: false, avatar: null }
    writeToken(TOKEN)
    const { SaveButton } = await import('@/components/account/save-button.client')
    await render(<SaveButton kind="POST" id={7} noun="article" />)
    await until(() => sent.some((s) => s.operationName === 'SavedIds'), 'the saved state')
    const save = container.querySelector<HTMLButtonElement>('button[aria-pressed]')!
    expect(save.getAttribute('aria-pressed')).toBe('false')

    let answer = () => {}
    server.hold = new Promise((resolve) => (answer = resolve))
    await click(save)
    await until(() => sent.some((s) => s.operationName === 'ToggleSaved'), 'the toggle')
    expect(save.getAttribute('aria-pressed')).toBe('true') // before the server answers
    answer()
    await until(() => server.saved.includes('7'), 'the save')
    await until(() => save.getAttribute('aria-busy') === 'false', 'the answer')
    expect(save.textContent).toContain('Saved')

    server.failToggle = true
    server.hold = new Promise((resolve) => (answer = resolve))
    await click(save)
    await until(() => sent.filter((s) => s.operationName === 'ToggleSaved').length === 2, 'the second toggle')
    expect(save.getAttribute('aria-pressed')).toBe('false') // before the server answers
    answer()
    await until(() => save.getAttribute('aria-pressed') === 'true', 'the rollback')
    await until(
      () => container.textContent?.includes('This article is not available to save. It may have been unpublished.'),
      'the message',
    )
  })
})

describe('/account', () => {
  it('shows the saved list to members, and the forms again after signing out', async () => {
    server.member = { id: 1, name: 'Robin Reader', email: 'robin@school.test', newsletter: true, avatar: null }
    server.saved = ['7']
    writeToken(TOKEN)
    const { AccountPanel } = await import('@/components/account/account-panel.client')
    await render(<AccountPanel />)
    await until(() => container.textContent?.includes('Grading at midnight'), 'the saved list')
    expect(field('Your name').value).toBe('Robin Reader')
    await expectNoAxeViolations()

    const errors = vi.spyOn(console, 'error')
    await click(button('Sign out'))
    await until(() => container.textContent?.includes('Sign in or create an account'), 'the forms')
    expect(errors).not.toHaveBeenCalled() // no query failed on the way out
    await expectNoAxeViolations()
    expect(readToken()).toBeNull()
    expect(sent.find((s) => s.operationName === 'SignOut')?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(container.textContent).not.toContain('Grading at midnight')

    // Signing in again: the cache reset refetches the account, and the list comes back.
    await type(field('Email address'), 'robin@school.test')
    await type(field('Password'), 'a long enough password')
    await click(buttons('Sign in').find((b) => b.type === 'submit')!)
    await until(() => container.textContent?.includes('Grading at midnight'), 'the list again')
  })

  it('sets a new password from the emailed link, then signs in', async () => {
    router.params = new URLSearchParams('reset=from-the-email')
    const { AccountPanel } = await import('@/components/account/account-panel.client')
    await render(<AccountPanel />)
    await until(() => container.textContent?.includes('Choose a new password'), 'the reset form')
    await type(field('New password'), 'short')
    await click(button('Save and sign in'))
    expect(alertText()).toBe('Please choose a password of at least 10 characters.')
    await expectNoAxeViolations()
    await type(field('New password'), 'a brand new password')
    await click(button('Save and sign in'))
    await until(() => router.replace.mock.calls.length > 0, 'the redirect')
    expect(router.replace).toHaveBeenCalledWith('/account', { scroll: false })
    expect(readToken()).toBe(TOKEN)
  })
})
