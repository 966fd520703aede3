import { ensureTemplates } from './template'

/** vitest globalSetup of the int and api projects: the migrated templates every file starts from. */
export default async function setup() {
  await ensureTemplates()
}
