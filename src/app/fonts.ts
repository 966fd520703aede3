import localFont from 'next/font/local'

/*
 * Body text is in the system's UI font (globals.css): no web font to wait for. Headings use the brand
 * face, Fraunces, as one small static file from @fontsource/fraunces: the 600 weight, Latin subset
 * (18 kB; its record and fallback metrics: display-font.json, scripts/display-font-metrics.mjs).
 * It is not preloaded: headings paint at once in the fallback face (globals.css), whose metrics
 * are adjusted to Fraunces' so that nothing moves when the font arrives.
 */
export const fraunces = localFont({
  src: '../../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  // Only the face's generated name: the font stack around it is globals.css' --font-display.
  variable: '--font-fraunces',
  display: 'swap',
  preload: false,
  // One drawing serves every weight headings ask for: no synthesized bold on a 700.
  weight: '400 700',
  adjustFontFallback: false,
})
