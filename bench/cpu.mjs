// CPU time from /proc (Linux only): of the whole browser — the browser process and all its
// descendants (GPU process, renderers, network and other utility processes) — and of its worker
// threads (the site's rain draws in a dedicated worker of the renderer).
import { readdirSync, readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const AVAILABLE = process.platform === 'linux'
/** Clock ticks per second, the unit of the times in /proc/<pid>/stat. */
const TICKS = AVAILABLE ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100 : 100

/**
 * A field of a /proc stat file, numbered as in proc(5) (1 is the pid, 14 utime, 15 stime…).
 * @param {string} stat the file's text
 */
function statField(stat) {
  // Fields after the command name (which may hold spaces and parentheses): state is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (/** @type {number} */ n) => Number(fields[n - 3])
}

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
    const field = statField(stat)
    // utime + stime, plus cutime + cstime: the time of children that exited and were reaped, so a
    // process ending between two readings does not take its time out of the sum.
    table.set(Number(entry), { ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) })
  }
  return table
}

/** @param {number} pid @param {Map<number, { ppid: number }>} table @returns {number[]} `pid` and all its descendants */
function tree(pid, table) {
  const children = new Map()
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child])
  const found = []
  const pending = [pid]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    found.push(next)
    pending.push(...(children.get(next) ?? []))
  }
  return found
}

/** Chromium's name for the thread of a dedicated worker (as /proc/<pid>/task/<tid>/comm shows it). */
const WORKER_THREAD = 'DedicatedWorker'

/**
 * CPU ticks (user + system) used so far by the dedicated-worker threads of `processes`. A thread that
 * ended takes its time with it: read it over a window the worker lives through.
 * @param {number[]} processes
 */
function workerTicks(processes) {
  let ticks = 0
  for (const process of processes) {
    let threads
    try {
      threads = readdirSync(`/proc/${process}/task`)
    } catch {
      continue // exited meanwhile
    }
    for (const thread of threads) {
      try {
        if (readFileSync(`/proc/${process}/task/${thread}/comm`, 'utf8').trim() !== WORKER_THREAD) continue
        const field = statField(readFileSync(`/proc/${process}/task/${thread}/stat`, 'utf8'))
        ticks += field(14) + field(15)
      } catch {
        // ended meanwhile
      }
    }
  }
  return ticks
}

/**
 * CPU seconds (user + system) used so far, read in one pass over /proc: by `pid` and all its
 * descendants (`browser`), and by their dedicated-worker threads (`worker`); undefined off Linux.
 * @param {number | undefined} pid
 * @returns {{ browser: number | undefined, worker: number | undefined }}
 */
export function cpuSeconds(pid) {
  if (!AVAILABLE || pid === undefined) return { browser: undefined, worker: undefined }
  const table = processTable()
  const processes = tree(pid, table)
  const browser = processes.reduce((sum, process) => sum + (table.get(process)?.ticks ?? 0), 0)
  return { browser: browser / TICKS, worker: workerTicks(processes) / TICKS }
}
