/** A report's first range: this month so far, by the counter PC's calendar (the log's and the donations'). */
export function monthSoFar(now: Date): { from: string; to: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { from: `${month}-01`, to: `${month}-${pad(now.getDate())}` };
}
