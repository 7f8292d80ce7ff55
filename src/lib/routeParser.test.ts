import { describe, expect, it } from 'vitest'
import { routes } from './paths'
import { parseRoute } from './routeParser'

const match = (route: string, path: string) => {
  const { pattern, keys } = parseRoute(route)
  const result = pattern.exec(path)
  return result && Object.fromEntries(keys.map((key, i) => [key, result[i + 1]]))
}

describe('parseRoute', () => {
  it('matches a detail route and captures its id, with or without a trailing slash', () => {
    expect(match(routes.project, '/project/1')).toEqual({ id: '1' })
    expect(match(routes.certificate, '/certificate/GenAi/')).toEqual({ id: 'GenAi' })
  })

  it('is case sensitive', () => {
    expect(match(routes.project, '/Project/1')).toBeNull()
    expect(match(routes.journey, '/EXPERIENCE/1')).toBeNull()
  })

  it('needs exactly one id segment', () => {
    expect(match(routes.project, '/project')).toBeNull()
    expect(match(routes.project, '/project/')).toBeNull()
    expect(match(routes.project, '/project/1/x')).toBeNull()
    expect(match(routes.project, '/project//1')).toBeNull()
  })

  it('matches home only at the root', () => {
    expect(match(routes.home, '/')).toEqual({})
    expect(match(routes.home, '/x')).toBeNull()
  })
})
