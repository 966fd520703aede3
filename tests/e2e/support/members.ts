/** Member accounts for specs: made through the API, and handed to the browser as its cookie. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const PASSWORD = 'a long enough password'
export const DAY_S = 24 * 60 * 60

export const uniqueEmail = () =>
  `e2e-member-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@staffroom.test`

/** A member made through the API (GraphQL signUp, then loginMember), for tests about what a member sees. */
export async function signUpByApi(request: APIRequestContext, name: string) {
  const email = uniqueEmail()
  const graphql = async <T>(query: string, variables: Record<string, unknown>) => {
    const body = (await (await request.post('/graphql', { data: { query, variables } })).json()) as {
      data?: T
      errors?: unknown
    }
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
    return body.data!
  }
  await graphql(
    'mutation SignUp($name: String!, $email: String!, $password: String!) { signUp(name: $name, email: $email, password: $password) }',
    { name, email, password: PASSWORD },
  )
  const { loginMember } = await graphql<{ loginMember: { token: string } }>(
    'mutation SignIn($email: String!, $password: String!) { loginMember(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  )
  return { email, token: loginMember.token }
}

export async function useToken(page: Page, baseURL: string, token: string) {
  const expires = Math.floor(Date.now() / 1000) + 7 * DAY_S
  await page.context().addCookies([{ name: 'apollo-token', value: token, url: baseURL, expires, sameSite: 'Lax' }])
}
