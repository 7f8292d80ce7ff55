/**
 * Every route the content defines, with the level-1 heading it shows. Written out rather than
 * imported from src/ (whose content modules import images): if the content gains a page, the
 * sitemap test fails until it is added here.
 */
export const KNOWN_ROUTES = [
  ['/', 'WHOAMI'],
  ['/experience', 'My Journey'],
  ['/project/1', 'LexiJudge'],
  ['/experience/1', 'Six weeks of the Generative AI Bootcamp'],
  ['/experience/2', 'Twenty-four hours, one idea, zero sleep'],
  ['/experience/3', 'Runner-up at the legal-tech hackathon'],
  ['/experience/4', 'Teaching sixty first-years to prompt'],
  ['/certificate/cybersecurity', 'Cybersecurity Fundamentals'],
  ['/certificate/AI', 'Artificial Intelligence Foundations'],
  ['/certificate/YoungProfessional', 'Young Professional Programme'],
  ['/certificate/GenAi', 'Generative AI Essentials'],
] as const

/** Addresses of each detail screen's not-found view (an id that matches nothing), with its heading. */
export const NOT_FOUND_ROUTES = [
  ['/project/999', 'Project not found.'],
  ['/experience/99', 'Experience not found.'],
  ['/certificate/nope', 'Certificate Not Found'],
] as const

/** Width and height of a PNG, read from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
