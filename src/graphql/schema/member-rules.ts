/**
 * What a member's details must look like. Plain functions without server imports: the account
 * forms check the same rules in the browser before sending, the resolvers check them again.
 */
export const PASSWORD_MIN = 10
export const NAME_MAX = 80

export type MemberInput = { name?: string; email?: string; password?: string }
export type FieldErrors = Partial<Record<keyof MemberInput, string>>

// Deliberately loose: one @, something on each side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function nameError(name: string): string | undefined {
  const trimmed = name.trim()
  if (!trimmed) return 'Please tell us your name.'
  if (trimmed.length > NAME_MAX) return `Please keep your name to ${NAME_MAX} characters or fewer.`
}

export function emailError(email: string): string | undefined {
  const trimmed = email.trim()
  if (!trimmed) return 'Please enter your email address.'
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) return 'Please enter a valid email address, like name@school.org.'
}

export function passwordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `Please choose a password of at least ${PASSWORD_MIN} characters.`
  if (password.length > 200) return 'Please choose a password of 200 characters or fewer.'
}

/** The messages for the fields given (undefined fields are not checked). */
export function memberInputErrors(input: MemberInput): FieldErrors {
  const errors: FieldErrors = {}
  if (input.name !== undefined) errors.name = nameError(input.name)
  if (input.email !== undefined) errors.email = emailError(input.email)
  if (input.password !== undefined) errors.password = passwordError(input.password)
  for (const key of Object.keys(errors) as (keyof FieldErrors)[]) if (!errors[key]) delete errors[key]
  return errors
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The header greets a member by the first word of their name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''
