// How the app's code is cut into files. Two rules Rolldown does not follow by itself:
// - The app is one chunk: every module src/startApp.tsx imports statically, however many screens
//   also import it, but for what the page's entry runs at once. Left alone, Rolldown makes a chunk of each module the app shares with a screen
//   (the router, the site's settings, React's JSX runtime…), and a page fetches ten files before it
//   is interactive, each compressed apart from the others: 2 KB more than the same code in one file.
// - Each screen's chunk (src/routes/screenCode.ts) is named `screen-<Name>-<hash>.js`, so that
//   what a page runs before it is interactive can be read from the build (scripts/startScripts.mjs).
import type { Plugin } from 'vite'

const APP = /[\\/]src[\\/]startApp\.tsx$/
const SCREENS = /[\\/]src[\\/]routes[\\/]screenCode\.ts$/

/** The plugin that reads the module graph once it is built, and the output options that follow it. */
export function chunks() {
  const app = new Set<string>()
  const screens = new Set<string>()
  const plugin: Plugin = {
    name: 'chunks',
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
      // What the page's entry runs at once (the helper it loads the app with) stays out of the app's chunk.
      const initial = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      app.clear()
      for (const id of reach(ids.filter((id) => APP.test(id)))) if (!initial.has(id)) app.add(id)
      screens.clear()
      const registry = ids.find((id) => SCREENS.test(id))
      for (const screen of (registry && this.getModuleInfo(registry)?.dynamicallyImportedIds) || []) screens.add(screen)
    },
  }
  const output = {
    // Its modules alone: what the entry runs at once stays in the entry's chunk.
    codeSplitting: { groups: [{ name: 'startApp', test: (id: string) => app.has(id), includeDependenciesRecursively: false }] },
    chunkFileNames: ({ facadeModuleId }: { facadeModuleId: string | null }) =>
      facadeModuleId && screens.has(facadeModuleId) ? 'assets/screen-[name]-[hash].js' : 'assets/[name]-[hash].js',
  }
  return { plugin, output }
}
