import type { Access } from 'payload'

/** A signed-in visitor (members collection), never an editor. */
export const isMember: Access = ({ req }) => req.user?.collection === 'members'
