/**
 * The type of an uploaded file, from its first bytes: the browser's claim and the extension are
 * whatever the sender wants. Only these types are accepted; SVG, XML and HTML are not (they can
 * carry scripts), nor is anything unrecognised.
 */
const SIGNATURES: { mimetype: string; test: (b: Buffer) => boolean }[] = [
  {
    mimetype: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mimetype: 'image/jpeg', test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimetype: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mimetype: 'image/gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  { mimetype: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  // ISO base media: a box size, then "ftyp" and the brand ("qt  " for QuickTime, else MP4's).
  { mimetype: 'video/quicktime', test: (b) => b.subarray(4, 12).toString('latin1') === 'ftypqt  ' },
  { mimetype: 'video/mp4', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  // EBML (Matroska); WebM names its doc type early in the header.
  {
    mimetype: 'video/webm',
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && b.subarray(0, 64).includes('webm'),
  },
]

export const ALLOWED_TYPES = 'PNG, JPEG, WebP, GIF, PDF, MP4, QuickTime or WebM'

/** The sniffed MIME type, or undefined when the bytes are none of the allowed types. */
export const sniffType = (head: Buffer): string | undefined => SIGNATURES.find((s) => s.test(head))?.mimetype
