// Whole-browser CPU time from /proc (Linux only): the browser process and all its descendants —
// GPU process, renderers, network and other utility processes.
import { readdirSync, readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const AVAILABLE = process.platform === 'linux'
/** Clock ticks per second, the unit of the times in /proc/<pid>/stat. */
const TICKS = AVAILABLE ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100 : 100

/** @returns {Map<number, { ppid: number, ticks: number }>} every process: parent and CPU ticks */
function processTable() {
  const table = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited meanwhile
    }
    // Fields after the command name (which may hold spaces and parentheses): state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const field = (/** @type {number} */ n) => Number(fields[n - 3])
    // utime + stime, plus cutime + cstime: the time of children that exited and were reaped, so a
    // process ending between two readings does not take its time out of the sum.
    table.set(Number(entry), { ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) })
  }
  return table
}

/**
 * CPU seconds (user + system) used so far by `pid` and all its descendants; undefined off Linux.
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
export function treeCpuSeconds(pid) {
  if (!AVAILABLE || pid === undefined) return undefined
  const table = processTable()
  const children = new Map()
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child])
  let ticks = 0
  const pending = [pid]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    ticks += table.get(next)?.ticks ?? 0
    pending.push(...(children.get(next) ?? []))
  }
  return ticks / TICKS
}
