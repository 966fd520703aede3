/** The auth cookie. Not Secure on purpose: the site also runs on plain http. */
export const TOKEN_COOKIE = 'apollo-token'
export const TOKEN_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** The Set-Cookie string for a token (SameSite=Lax is what browsers assume anyway; written out for clarity). */
export function tokenCookie(token: string, now = new Date()): string {
  const expires = new Date(now.getTime() + TOKEN_DAYS * DAY_MS).toUTCString()
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax`
}

/** Read on every request, so signing in or out applies to the very next one. */
export function readToken(): string | null {
  if (typeof document === 'undefined') return null
  const prefix = `${TOKEN_COOKIE}=`
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return entry ? decodeURIComponent(entry.slice(prefix.length)) || null : null
}

export function writeToken(token: string) {
  document.cookie = tokenCookie(token)
}

export function removeToken() {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`
}
