import { defaultTimezones } from 'payload/shared'

/**
 * The time zones the admin offers when an editor schedules a publish: Payload's list and UTC (the
 * site's default zone, not in Payload's list). A fixed list: generate:types writes it out as a type.
 */
export const SCHEDULE_ZONES = [{ label: '(UTC+00:00) Coordinated Universal Time', value: 'UTC' }, ...defaultTimezones]
