// The app, one chunk: every module src/startApp.tsx imports statically but for what the page's entry
// runs at once (the helper it loads the app with). Left to itself, Rolldown makes a chunk of each
// module the app shares with a part it loads later (the head's tags, the rain, the toasts): React,
// the site's settings, the owner's name… so a page would fetch five files before it is interactive,
// each compressed apart from the others, for more bytes than the same code in one file.
import type { Plugin } from 'vite'

const APP = /[\\/]src[\\/]startApp\.tsx$/

/** The plugin that finds the app's modules once the module graph is built, and the output option that keeps them together. */
export function appChunk() {
  const app = new Set<string>()
  const plugin: Plugin = {
    name: 'app-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const reach = (from: readonly string[]) => {
        const found = new Set<string>()
        const visit = (id: string) => {
          if (found.has(id)) return
          found.add(id)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
        }
        for (const id of from) visit(id)
        return found
      }
      const initial = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      app.clear()
      for (const id of reach(ids.filter((id) => APP.test(id)))) if (!initial.has(id)) app.add(id)
    },
  }
  // Its modules alone: what the entry runs at once stays in the entry's chunk.
  const output = { codeSplitting: { groups: [{ name: 'startApp', test: (id: string) => app.has(id), includeDependenciesRecursively: false }] } }
  return { plugin, output }
}
