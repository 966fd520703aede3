import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/is-admin'
import { ROLES } from '@/access/roles'
import { selfOrAdmin } from '@/access/self-or-admin'

/** The editorial team: people who sign in to /admin. Visitors' accounts are a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: selfOrAdmin,
    create: isAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
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
