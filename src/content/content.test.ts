import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { byId } from '../lib/byId'
import { videoId } from '../lib/videoId'
import { certificates } from './certificates'
import { journey } from './journey'
import { navigation } from './navigation'
import { profile } from './profile'
import { projects } from './projects'
import type { Picture } from './types'

const pictures: Picture[] = [
  ...projects.flatMap((p) => [p.thumbnail, ...p.images]),
  ...journey.flatMap((j) => [j.thumbnail, ...j.images]),
  ...certificates.map((c) => c.imageUrl),
]

function unique(ids: readonly string[]) {
  return new Set(ids).size === ids.length
}

describe('content', () => {
  it('has the profile the spec describes', () => {
    expect(profile.leadership).toHaveLength(3)
    expect(profile.experience.map((e) => e.duration)).toEqual(['1 year', '1 year'])
    expect(profile.skills).toEqual([
      'Leadership', 'Problem Solving', 'Artificial Intelligence', 'AI Prompting',
      'Graphic Design', 'Public Speaking', 'Effective Communication',
    ])
    expect(profile.socials.map((s) => s.network)).toEqual(['github', 'linkedin', 'instagram', 'x'])
    expect(profile.taglines).toEqual([
      'AI Enthusiast & Digital Innovator', 'Aspiring Entrepreneur', 'AI Prompt Engineer', 'Vibe Coder',
      'Tech Enthusiast', 'Constant Learner', 'Jack of All Trades', 'Think Outside the Box',
    ])
  })

  it('has the seven navigation items in order', () => {
    expect(navigation.map((n) => [n.name, n.sectionId])).toEqual([
      ['About', 'about'], ['Experience', 'experience'], ['Skills', 'skills'], ['Certifications', 'certifications'],
      ['Projects', 'projects'], ['Journey', 'experiences'], ['Contact', 'contact'],
    ])
  })

  it('has unique ids in every collection', () => {
    expect(unique(projects.map((p) => p.id))).toBe(true)
    expect(unique(journey.map((j) => j.id))).toBe(true)
    expect(unique(certificates.map((c) => c.id))).toBe(true)
  })

  it('has project 1 with links, screenshots and a stack', () => {
    const project = byId(projects, '1')
    expect(project?.githubUrl).toMatch(/^https:\/\//)
    expect(project?.liveUrl).toMatch(/^https:\/\//)
    expect(project?.images.length).toBeGreaterThanOrEqual(3)
    expect(project?.techStack.length).toBeGreaterThan(0)
  })

  it('has the four journey entries with their categories in order', () => {
    expect(journey.map((j) => j.id)).toEqual(['1', '2', '3', '4'])
    expect(journey.map((j) => j.category)).toEqual(['Bootcamp', 'Hackathon', 'Hackathon', 'Facilitation'])
    for (const entry of journey) {
      expect(entry.content.split(/\n\s*\n/).length, entry.id).toBeGreaterThan(1)
      expect(entry.images.length, entry.id).toBeGreaterThanOrEqual(3)
    }
  })

  it('has a valid video URL wherever one is given, and at least one', () => {
    const withVideo = journey.filter((j) => j.videoUrl !== undefined)
    expect(withVideo.length).toBeGreaterThan(0)
    for (const entry of withVideo) expect(videoId(entry.videoUrl), entry.id).toBeDefined()
  })

  it('has exactly the four certificate ids and the two issuers', () => {
    expect(certificates.map((c) => c.id)).toEqual(['cybersecurity', 'AI', 'YoungProfessional', 'GenAi'])
    expect(new Set(certificates.map((c) => c.issuedBy)).size).toBe(2)
  })

  it.each(pictures.map((p) => [p.src, p] as const))('bundles %s with its real size and alt text', (_, pic) => {
    const file = join(process.cwd(), pic.src)
    expect(existsSync(file)).toBe(true)
    const svg = readFileSync(file, 'utf8')
    expect(svg).toContain(`width="${pic.width}" height="${pic.height}"`)
    expect(svg).toContain(`viewBox="0 0 ${pic.width} ${pic.height}"`)
    expect(pic.alt.trim().length).toBeGreaterThan(0)
  })
})
