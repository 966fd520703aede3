import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/is-admin'
import { isStaff } from '@/access/is-staff'
import { ownStaffAccount } from '@/access/own-staff-account'
import { ownStaffAccountField } from '@/access/own-staff-account-field'
import { ROLES } from '@/access/roles'
import { loginGuard, loginSucceeded } from '@/hooks/login-guard'
import { markSignIn } from '@/server/db/sign-in-sessions'
import { forgotPasswordEndpoint } from '@/server/password-reset/endpoint'

/** The editorial team: people who sign in to /admin. Visitors' accounts are a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  // Payload's lock (maxLoginAttempts) locks an account for everyone: ours is per address (login-guard.ts).
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 0 },
  hooks: { beforeOperation: [markSignIn, loginGuard], afterOperation: [loginSucceeded] },
  // Payload's forgot-password, but the account is looked up in a job, after the answer.
  endpoints: [forgotPasswordEndpoint('users')],
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  // A document's createdBy (and media's uploadedBy) carries the name only: server reads run with
  // full access and are cached, so a populated email would sit in the page cache.
  defaultPopulate: { name: true },
  access: {
    admin: isStaff,
    // Colleagues' names show wherever the admin shows a user ("Created By"); emails do not (below).
    read: isStaff,
    create: isAdmin,
    update: ownStaffAccount,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    // Merged into Payload's own email field: only its owner and admins read it.
    { name: 'email', type: 'email', access: { read: ownStaffAccountField } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'contributor',
      options: ROLES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
  ],
}
