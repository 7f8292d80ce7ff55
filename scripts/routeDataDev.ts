// A Vite plugin for the dev server: serves each screen's data file (`data/….json`,
// src/lib/routeData.ts) from the content as it is now, as the build writes them for production.
import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import type * as EntryServer from '../src/entry-server'
import { importInServer } from './serverImport.ts'

export function routeDataDev(): Plugin {
  let content = ''
  return {
    name: 'route-data-dev',
    apply: 'serve',
    configResolved(config) {
      content = resolve(config.root, 'src/content') + sep
    },
    // The browser has the content through these data files, not as modules it could update: a file of
    // src/content written, added or deleted (an article, a photo, the profile) has the server read the
    // content again and the page shown reloaded, as a visitor would load it. Handled here whole: the
    // server's module runner reads the invalidated modules again at the next data file, rather than
    // at once in a reload of its own that meets the files of a folder still being deleted.
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'ssr' || !file.startsWith(content)) return
      for (const module of modules) this.environment.moduleGraph.invalidateModule(module)
      server.environments.client.hot.send({ type: 'full-reload' })
      return []
    },
    configureServer(server) {
      const folder = `${server.config.base}data/`
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith(folder)) return next()
        try {
          const { dataFiles } = await importInServer<typeof EntryServer>(server, '/src/entry-server.tsx')
          const file = dataFiles().find((candidate) => candidate.file === decodeURIComponent(path.slice(server.config.base.length)))
          if (!file) {
            response.statusCode = 404
            return response.end()
          }
          response.setHeader('Content-Type', 'application/json')
          response.end(file.content)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
