/**
 * Where the transport writes the address it decided on, for code that sees only headers (Payload
 * hooks and endpoints run inside Next's route handlers, which have no socket). server.ts, the
 * /graphql handler and the websocket server overwrite it on every request: a client cannot set it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-staffroom-client-address'
