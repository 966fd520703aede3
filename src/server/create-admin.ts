import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * `node .build/cli.mjs create-admin`: the operator's way to the first admin account on a fresh
 * production database (the demo seed is for trying the site out, not for production), and back in
 * when every admin is locked out. Runs on the server with the database's own credentials, so it
 * asks no one's permission; it never touches an existing account.
 */
export type CreateAdminInput = { email: string; name?: string; password?: string }
export type CreateAdminResult = { id: number; email: string; name: string; generatedPassword?: string }

export const ADMIN_PASSWORD_MIN = 12
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export class CreateAdminError extends Error {}

export async function createAdmin(payload: Payload, input: CreateAdminInput): Promise<CreateAdminResult> {
  const email = input.email.trim().toLowerCase()
  const name = input.name?.trim() || 'Administrator'
  if (!EMAIL.test(email)) throw new CreateAdminError(`"${input.email}" is not an email address.`)
  if (input.password !== undefined && input.password.length < ADMIN_PASSWORD_MIN) {
    throw new CreateAdminError(`The password must have at least ${ADMIN_PASSWORD_MIN} characters.`)
  }
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (totalDocs > 0) {
    throw new CreateAdminError(`An account for ${email} already exists; it was left unchanged.`)
  }
  const generatedPassword = input.password === undefined ? randomBytes(18).toString('base64url') : undefined
  const user = await payload.create({
    collection: 'users',
    data: { email, name, role: 'admin', password: input.password ?? generatedPassword! },
  })
  return { id: user.id, email, name, ...(generatedPassword ? { generatedPassword } : {}) }
}

const USAGE =
  'Usage: create-admin --email <address> [--name "<name>"] [--password-stdin]\n' +
  '  The password comes from ADMIN_PASSWORD, else from stdin with --password-stdin, else a new one is printed.'

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of stream) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** The command line around createAdmin: arguments in, one line out, exit code 1 on refusal. */
export async function createAdminCommand(
  payload: Payload,
  argv: string[],
  adminEmail?: string,
  adminPassword?: string,
) {
  const { parseArgs } = await import('node:util')
  let values: { email?: string; name?: string; 'password-stdin'?: boolean }
  try {
    values = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    }).values
  } catch (error) {
    values = {}
    console.error((error as Error).message)
  }
  const email = values.email ?? adminEmail
  if (!email) {
    console.error(USAGE)
    process.exitCode = 1
    return
  }
  const password = values['password-stdin'] ? await firstLine(process.stdin) : adminPassword
  try {
    const admin = await createAdmin(payload, { email, name: values.name, password })
    console.log(`Created the admin ${admin.name} <${admin.email}> (id ${admin.id}).`)
    if (admin.generatedPassword) console.log(`Password (shown once): ${admin.generatedPassword}`)
  } catch (error) {
    if (!(error instanceof CreateAdminError)) throw error
    console.error(error.message)
    process.exitCode = 1
  }
}
