import fs from 'node:fs';

/** Resident memory now (VmRSS) or the process's peak so far (VmHWM, kept by the kernel, so no sample misses it). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * The resident part of the process's WebAssembly memories (PGlite's): V8 reserves several GB of address
 * space for each and makes the pages in use readable, so each is a read-write mapping followed at once by
 * an inaccessible one of 1 GB or more. Everything else is node, the app and its heap.
 */
export function wasmResidentMb(pid: number): number {
  type Mapping = { start: bigint; end: bigint; perms: string; rssKb: number };
  const mappings: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (header) {
      mappings.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        perms: header[3] as string,
        rssKb: 0,
      });
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings[mappings.length - 1];
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  let kb = 0;
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const guarded = next && next.start === mapping.end && next.perms === '---p' && next.end - next.start >= 2n ** 30n;
    if (mapping.perms === 'rw-p' && guarded) kb += mapping.rssKb;
  });
  return kb / 1024;
}
