import { TextField } from '@/components/ui/text-field'

type Props = { name: string; error?: string; defaultValue: string; onValue: (value: string) => void }

/** The account email input, the same in every form; what is typed carries over between them. */
export function EmailField({ onValue, ...field }: Props) {
  return (
    <TextField
      label="Email address"
      type="email"
      autoComplete="email"
      required
      onChange={(event) => onValue(event.target.value)}
      {...field}
    />
  )
}
