import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/env'
import { WRITE, findBy, type Seeder } from '@/seed/context'

/** Where a generated demo password is kept, so a second seed (or a forgetful human) can reuse it. */
export const LOGIN_FILE = path.resolve('data', 'demo-login.json')

export type SeedLogin = { email: string; password: string; accounts: string[] }

type Role = 'admin' | 'editor' | 'contributor'

const ACCOUNTS: { role: Role; name: string; email: string }[] = [
  { role: 'admin', name: 'Staffroom Admin', email: env.ADMIN_EMAIL ?? 'admin@staffroom.local' },
  { role: 'editor', name: 'Eddie Tor', email: 'editor@staffroom.local' },
  { role: 'contributor', name: 'Connie Tribute', email: 'contributor@staffroom.local' },
]

async function readLoginFile(): Promise<string | undefined> {
  try {
    const saved = JSON.parse(await readFile(LOGIN_FILE, 'utf8')) as { password?: unknown }
    return typeof saved.password === 'string' && saved.password.length >= 8 ? saved.password : undefined
  } catch {
    return undefined
  }
}

/** The password of the demo accounts: ADMIN_PASSWORD, else the saved one, else a new one saved 0600. */
async function demoPassword(): Promise<{ password: string; source: 'env' | 'file' | 'generated' }> {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, source: 'env' }
  const saved = await readLoginFile()
  if (saved) return { password: saved, source: 'file' }
  const password = randomBytes(12).toString('base64url')
  await mkdir(path.dirname(LOGIN_FILE), { recursive: true })
  const accounts = ACCOUNTS.map((a) => a.email)
  await writeFile(LOGIN_FILE, `${JSON.stringify({ email: accounts[0], password, accounts }, null, 2)}\n`, {
    mode: 0o600,
  })
  await chmod(LOGIN_FILE, 0o600) // mode only applies when the file is new; make sure of it anyway
  return { password, source: 'generated' }
}

/**
 * The admin, editor and contributor accounts, found by email. Existing accounts are left alone
 * (their passwords are never reset); the password is only looked up when an account is missing.
 */
export async function seedUsers(s: Seeder): Promise<SeedLogin> {
  const existing = await findBy(
    s,
    'users',
    'email',
    ACCOUNTS.map((a) => a.email),
  )
  const missing = ACCOUNTS.filter((a) => !existing.has(a.email))
  const demo = missing.length > 0 ? await demoPassword() : undefined
  for (const account of ACCOUNTS) {
    let id = existing.get(account.email)
    if (id === undefined && demo) {
      const user = await s.payload.create({
        collection: 'users',
        data: { ...account, password: demo.password },
        ...WRITE,
      })
      id = user.id
      s.created.users++
    }
    if (id !== undefined) s.users.set(account.role, id)
  }
  const [admin] = ACCOUNTS
  const adminCreated = missing.some((a) => a.role === 'admin')
  return {
    email: admin.email,
    password: await passwordNote(adminCreated, demo),
    accounts: ACCOUNTS.map((a) => a.email),
  }
}

/** A password is shown only when this run set it, and an ADMIN_PASSWORD is never echoed back. */
async function passwordNote(adminCreated: boolean, demo: Awaited<ReturnType<typeof demoPassword>> | undefined) {
  if (adminCreated && demo) return demo.source === 'env' ? 'from ADMIN_PASSWORD' : demo.password
  const saved = await readLoginFile()
  return `unchanged (the account already existed${saved ? '; a generated password is kept in data/demo-login.json' : ''})`
}
