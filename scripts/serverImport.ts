import { isRunnableDevEnvironment, type ViteDevServer } from 'vite'

/**
 * `url`'s module, imported in the dev server's Node environment through that environment's module
 * runner, which fetches again whatever the server has invalidated since. Not `ssrLoadModule`: that
 * keeps an evaluation's error on the module even when the module was invalidated while it ran (a
 * data file asked for as an article's folder is deleted), and answers every later import with that
 * error until the server restarts.
 */
export async function importInServer<Module>(server: ViteDevServer, url: string): Promise<Module> {
  const environment = server.environments.ssr
  if (!isRunnableDevEnvironment(environment)) throw new Error('the dev server’s ssr environment runs no modules')
  return (await environment.runner.import(url)) as Module
}
