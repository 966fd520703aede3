import { z } from 'zod'

import { emailAddress as email } from '@/lib/forms/fields'

/**
 * What a member's details must look like: one schema per account form, checked by the form in
 * the browser before sending and again by the server (the GraphQL resolvers and the members
 * hook). No server or browser imports: both sides load this file.
 */
export const PASSWORD_MIN = 10
export const NAME_MAX = 80

const NO_NAME = 'Please tell us your name.'
const NO_PASSWORD = 'Please enter your password.'
const SHORT_PASSWORD = `Please choose a password of at least ${PASSWORD_MIN} characters.`

const name = z
  .string({ required_error: NO_NAME, invalid_type_error: NO_NAME })
  .trim()
  .min(1, NO_NAME)
  .max(NAME_MAX, `Please keep your name to ${NAME_MAX} characters or fewer.`)
  // Control characters (NUL, line breaks, …) are no part of a name, and PostgreSQL refuses a NUL.
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Please write your name in letters, without control characters.')

/** A password being chosen (sign-up, reset): sign-in takes whatever the member chose then. */
const newPassword = z
  .string({ required_error: SHORT_PASSWORD, invalid_type_error: SHORT_PASSWORD })
  .min(PASSWORD_MIN, SHORT_PASSWORD)
  .max(200, 'Please choose a password of 200 characters or fewer.')

export const signInInput = z.object({
  email,
  password: z.string({ required_error: NO_PASSWORD, invalid_type_error: NO_PASSWORD }).min(1, NO_PASSWORD),
})

export const signUpInput = z.object({ name, email, password: newPassword, newsletter: z.boolean().nullish() })

export const forgotPasswordInput = z.object({ email })

export const newPasswordInput = z.object({ password: newPassword })

/** A signed-in member changing their password (changeMyPassword): the current one proves it is them. */
export const changePasswordInput = z.object({
  currentPassword: z.string({ required_error: NO_PASSWORD, invalid_type_error: NO_PASSWORD }).min(1, NO_PASSWORD),
  newPassword,
})

/** The form sends both; the mutation changes only what it is given (`.partial()` on the server). */
export const profileInput = z.object({ name, newsletter: z.boolean() })

export const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
/** Width and height at most (a profile picture is shown at 160 × 160). */
export const AVATAR_MAX_SIDE = 4096

/** What both sides know of a picture: the browser its File, the server the upload it received. */
type Picture = { type: string; size: number }
const isPicture = (value: unknown): value is Picture =>
  typeof value === 'object' && value !== null && 'type' in value && 'size' in value && typeof value.size === 'number'

/** The browser checks the File it is about to send (`avatarInput<File>()`), the server what arrived. */
export const avatarInput = <T extends Picture = Picture>() =>
  z.object({
    file: z
      .custom<T>(isPicture, 'Please choose a picture first.')
      .refine((file) => Object.hasOwn(AVATAR_TYPES, file.type), 'Please choose a PNG, JPEG or WebP image.')
      .refine((file) => file.size <= AVATAR_MAX_BYTES, 'Please choose an image of 5 MB or less.'),
  })

export const normalizeEmail = (address: string) => address.trim().toLowerCase()

/** The header greets a member by the first word of their name. */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? ''
