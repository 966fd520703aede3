import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type Mail = { to: string[]; raw: string; body: string }

/** Undoes quoted-printable (how nodemailer encodes HTML lines): soft breaks and =XX bytes. */
const unquote = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/**
 * A message as its reader sees it: headers as sent, and each quoted-printable part decoded. Only
 * bodies are decoded — a header's `s=12&t=3F…` is not quoted-printable and must stay as it is.
 */
function readable(entity: string): string {
  const split = /\r?\n\r?\n/.exec(entity)
  if (!split) return entity
  const head = entity.slice(0, split.index + split[0].length)
  const body = entity.slice(head.length)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const boundary = /^content-type:[^\r\n]*boundary="?([^";\r\n]+)"?/im.exec(headers)?.[1]
  if (boundary)
    return (
      head +
      body
        .split(`--${boundary}`)
        .map((part, i) => (i === 0 ? part : readable(part)))
        .join(`--${boundary}`)
    )
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1].toLowerCase()
  return encoding === 'quoted-printable' ? head + unquote(body) : entity
}

/**
 * A real SMTP server in this process, receiving what Payload sends. Start it before the file's
 * Payload: payload.config.ts reads SMTP_URL (through src/env.ts) when it is first imported.
 */
export async function startInbox(options: { onMail?: (mail: Mail) => void } = {}) {
  const mails: Mail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain SMTP on loopback: no certificate to trust
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, body: readable(raw) }
        mails.push(mail)
        options.onMail?.(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  return {
    mails,
    /** Mails sent to `address` so far. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
