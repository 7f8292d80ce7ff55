// A Vite plugin for the dev server: serves each screen's data file (`data/….json`,
// src/lib/routeData.ts) from the content as it is now, as the build writes them for production.
import type { Plugin } from 'vite'
import type * as EntryServer from '../src/entry-server'

export function routeDataDev(): Plugin {
  return {
    name: 'route-data-dev',
    apply: 'serve',
    configureServer(server) {
      const folder = `${server.config.base}data/`
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith(folder)) return next()
        try {
          const { dataFiles } = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer
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
