import sharp from 'sharp'

/** A real PNG of one colour, as the tests upload or serve it (a CSS colour or { r, g, b }). */
export function png(width: number, height: number, colour: sharp.Color = '#ffd23f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}
