import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { localOrAdminField } from '@/access/local-or-admin'
import { nobody } from '@/access/nobody'
import { ownMemberAccount } from '@/access/own-member-account'
import { SAVABLE } from '@/content/registry'
import { env } from '@/env'
import { loginGuard, loginSucceeded } from '@/hooks/login-guard'
import { markSignIn } from '@/server/db/sign-in-sessions'
import { memberAuthGuard } from '@/hooks/member-auth-guard'
import { memberWriteGuard } from '@/hooks/member-write-guard'
import { deleteMemberAvatars } from '@/hooks/one-avatar'
import { forgotPasswordEndpoint } from '@/server/password-reset/endpoint'
import { memberNewsletterChanged } from '@/server/newsletter/members'

/** Written by our mutations (Local API) and by admins, never by a visitor's own request. */
const ownWritesOnly = { create: localOrAdminField, update: localOrAdminField }

/**
 * Visitors' accounts, separate from the editorial team's `users`: they sign in on the site (never
 * /admin), save things for later and choose whether they get the newsletter. Never public.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'newsletter', 'createdAt'], group: 'Audience' },
  auth: {
    tokenExpiration: 7 * 24 * 60 * 60, // the apollo-token cookie lives 7 days (token.ts)
    maxLoginAttempts: 0, // locked per address instead (login-guard.ts)
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
    admin: nobody,
    // Visitors sign up through the signUp mutation (src/graphql/schema/sign-up.ts), whose answer does
    // not tell whether the email already had an account; Payload's createMember would.
    create: isAdmin,
    read: ownMemberAccount,
    update: ownMemberAccount,
    delete: isAdmin,
    unlock: isAdmin,
  },
  // Payload's forgot-password, but the account is looked up in a job, after the answer.
  endpoints: [forgotPasswordEndpoint('members')],
  // Rate limits on sign-in and password-reset requests (Payload 3 has none of its own); what a
  // member may change directly.
  hooks: {
    beforeOperation: [markSignIn, memberAuthGuard, memberWriteGuard, loginGuard],
    afterOperation: [loginSucceeded],
    // The newsletter box and the subscriber list stay in step (src/server/newsletter/members.ts).
    afterChange: [memberNewsletterChanged],
    // Their profile pictures go with them (a picture's owner is required: the delete failed).
    beforeDelete: [deleteMemberAvatars],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    // Set when the member's new picture is created (one-avatar.ts), which deletes the one it replaces.
    { name: 'avatar', type: 'upload', relationTo: 'member-avatars', access: ownWritesOnly },
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
      // Changed by toggleSaved, which lets only published items in.
      access: ownWritesOnly,
      admin: { description: 'Things this member saved for later, newest first.' },
    },
    // Payload's email field, merged: no self-service change without confirming the new address.
    { name: 'email', type: 'email', access: { update: localOrAdminField } },
  ],
}
