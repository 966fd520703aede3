/** Plain words for an operator; the command prints the message alone, no stack. */
export class BackupError extends Error {}
