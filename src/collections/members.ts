import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { selfMemberOrAdmin } from '@/access/self-member-or-admin'
import { env } from '@/env'
import { memberAuthGuard } from '@/hooks/member-auth-guard'

/** Kinds of things a member can save; memes, printables and episodes join with their collections. */
export const SAVABLE = ['posts'] as const

/**
 * Visitors' accounts, separate from the editorial team's `users`: they sign in on the site (never
 * /admin), save things for later and choose whether they get the newsletter. Never public.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'newsletter', 'createdAt'], group: 'Audience' },
  auth: {
    tokenExpiration: 7 * 24 * 60 * 60, // the apollo-token cookie lives 7 days (spec §9)
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => 'Reset your Staffroom password',
      generateEmailHTML: (args) => {
        const url = `${env.SERVER_URL}/account?reset=${encodeURIComponent(args?.token ?? '')}`
        return `<p>Someone (hopefully you) asked to reset the password of your Staffroom account.</p>
<p><a href="${url}">Choose a new password</a> — the link works for one hour.</p>
<p>If it wasn't you, ignore this email: your password stays as it is.</p>`
      },
    },
  },
  access: {
    admin: () => false,
    create: anyone,
    read: selfMemberOrAdmin,
    update: selfMemberOrAdmin,
    delete: isAdmin,
  },
  // Rate limits on sign-in, password-reset requests and sign-up (Payload 3 has none of its own).
  hooks: { beforeOperation: [memberAuthGuard] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'avatar', type: 'upload', relationTo: 'member-avatars' },
    {
      name: 'newsletter',
      type: 'checkbox',
      defaultValue: false,
      label: 'Send me the weekly newsletter',
    },
    {
      name: 'saved',
      type: 'relationship',
      relationTo: [...SAVABLE],
      hasMany: true,
      maxRows: 500,
      admin: { description: 'Things this member saved for later, newest first.' },
    },
  ],
}
