import { describe, expect, it } from 'vitest'
import { isSitePage } from './sitePages'

describe('isSitePage', () => {
  const content = { journey: [{ id: 'hackathon-2026', category: 'Hackathon' }, { id: '2', category: 'Machine Learning' }], projects: [{ id: 'robot arm' }], certificates: [{ id: 'AI' }], profile: { experience: [{}], skills: ['Rust'] } }
  const page = (address: string) => isSitePage(address, content)

  it('knows the home page and its sections, and the list of articles', () => {
    expect(['/', '/#contact', '/#projects', '/experience', '/experience/'].filter(page)).toHaveLength(5)
    expect(page('/#nope')).toBe(false)
  })

  it('knows no section the home page leaves out, as an owner without certificates or a job has none', () => {
    expect(isSitePage('/#certifications', { ...content, certificates: [] })).toBe(false)
    expect(isSitePage('/#skills', { ...content, certificates: [] })).toBe(true)
    expect(isSitePage('/#experience', { ...content, profile: { ...content.profile, experience: [] } })).toBe(false)
  })

  it('knows each article, project and certificate by its id, as its address writes it', () => {
    expect(['/experience/hackathon-2026', '/experience/2', '/project/robot%20arm', '/certificate/AI', '/project/robot%20arm/'].filter(page)).toHaveLength(5)
    expect(['/experience/nope', '/project/2', '/certificate/ai', '/certificate', '/project', '/experience/2/more', '/about', '/project/%E0%A4%A'].filter(page)).toEqual([])
  })

  it('knows the page of each category an article has, by its slug', () => {
    expect(['/experience/category/hackathon', '/experience/category/machine-learning/'].filter(page)).toHaveLength(2)
    expect(['/experience/category/Hackathon', '/experience/category/talk', '/experience/category', '/experience/category/hackathon/more'].filter(page)).toEqual([])
  })

  it('takes an address of a file as it is, since it is no page', () => {
    expect(page('/cv.pdf')).toBe(true)
  })
})
