import { createHash, randomBytes } from 'node:crypto'

/** A fresh seed for a draw: 128 random bits, as hex. */
export const newSeed = () => randomBytes(16).toString('hex')

/**
 * The index of the winner among `count` entries, from the seed alone: SHA-256 of the seed as a
 * 256-bit number, modulo the count. Anyone with the seed and the candidates gets the same answer;
 * the bias of the modulo is below 2^-200 for any real number of entries.
 */
export function pickIndex(seed: string, count: number): number {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('A draw needs at least one entry.')
  const hash = BigInt(`0x${createHash('sha256').update(seed).digest('hex')}`)
  return Number(hash % BigInt(count))
}
