/**
 * pg-boss 10.4.2's worker completes and fails each job without awaiting the command (manager.js, watch →
 * onFetch: `this.complete(...)`, `this.fail(...)`): should the database be away at that moment, the
 * rejection is unhandled and ends the process. pg-boss 11, which awaits them, needs Node 22. These two
 * commands are the only ones that update jobs by a list of ids and write an output ($3::jsonb), which is how
 * they are recognised here; nothing awaits their answer, so a failure of theirs can only be logged.
 */
export function isUnawaitedJobCommand(text: string): boolean {
  return text.includes('UNNEST($2::uuid[])') && text.includes('$3::jsonb');
}
