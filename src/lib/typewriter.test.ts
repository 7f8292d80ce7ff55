import { describe, expect, it } from 'vitest'
import { caretTrack, directionTrack, frameAt, phraseTrack, type Timeline, TYPEWRITER_TIMING, typingTimeline, wholeFrom, wholePhraseTimeline } from './typewriter'

const PHRASES = ['ab', 'xyz']

/** Every change on screen over `ms` ms, as [time, text]. */
function play(timeline: Timeline, ms: number) {
  const seen: Array<[number, string]> = []
  for (let t = 0; t <= ms; t += frameAt(timeline, t).nextChangeIn) seen.push([t, frameAt(timeline, t).frame.text])
  return seen
}

describe('typewriter', () => {
  it('uses the spec timings', () => {
    expect(TYPEWRITER_TIMING).toEqual({ typeMs: 45, deleteMs: 45, holdMs: 3000 })
  })

  it('types at 45 ms per character, holds 3 s, deletes, then types the next phrase', () => {
    expect(play(typingTimeline(PHRASES), 6315)).toEqual([
      [0, ''],
      [45, 'a'],
      [90, 'ab'],
      [3090, 'a'],
      [3135, ''],
      [3180, 'x'],
      [3225, 'xy'],
      [3270, 'xyz'],
      [6270, 'xy'],
      [6315, 'x'],
    ])
  })

  it('types an emoji, or a letter with its marks, as one character', () => {
    expect(play(typingTimeline(['a👩‍💻', 'اً']), 3200).map(([, text]) => text)).toEqual(['', 'a', 'a👩‍💻', 'a', '', 'اً'])
  })

  it('loops back to the first phrase after the last', () => {
    const timeline = typingTimeline(PHRASES)
    expect(timeline.cycleMs).toBe(6360)
    expect(play(timeline, 6500).slice(-4)).toEqual([
      [6315, 'x'],
      [6360, ''],
      [6405, 'a'],
      [6450, 'ab'],
    ])
  })

  it('tells which phrase is on screen and how long it stays', () => {
    const timeline = typingTimeline(PHRASES)
    expect(frameAt(timeline, 100)).toEqual({ frame: { at: 90, index: 0, text: 'ab' }, nextChangeIn: 2990 })
    expect(frameAt(timeline, 3300).frame.index).toBe(1)
  })

  it('knows a moment just past the step where each phrase first stands whole', () => {
    const timeline = typingTimeline(PHRASES)
    expect(wholeFrom(timeline, 0)).toBe(91)
    expect(wholeFrom(timeline, 1)).toBe(3271)
    expect(wholeFrom(wholePhraseTimeline(PHRASES), 1)).toBe(3001)
    PHRASES.forEach((phrase, index) => expect(frameAt(timeline, wholeFrom(timeline, index)).frame.text).toBe(phrase))
  })

  it('shows whole phrases without character animation when asked', () => {
    expect(play(wholePhraseTimeline(PHRASES), 9000)).toEqual([
      [0, 'ab'],
      [3000, 'xyz'],
      [6000, 'ab'],
      [9000, 'xyz'],
    ])
  })

  it('gives each phrase a track of how much of it is shown, hidden while another phrase is', () => {
    const timeline = typingTimeline(PHRASES) // 6360 ms a cycle
    const at = (ms: number) => ms / 6360
    expect(phraseTrack(timeline, 0)).toEqual([
      { offset: 0, shown: 0 },
      { offset: at(45), shown: 1 },
      { offset: at(90), shown: 2 },
      { offset: at(3090), shown: 1 },
      { offset: at(3135), shown: 0 },
      { offset: at(3180), shown: null },
      { offset: 1, shown: null },
    ])
    expect(phraseTrack(timeline, 1)).toEqual([
      { offset: 0, shown: null },
      { offset: at(3180), shown: 1 },
      { offset: at(3225), shown: 2 },
      { offset: at(3270), shown: 3 },
      { offset: at(6270), shown: 2 },
      { offset: at(6315), shown: 1 },
      { offset: 1, shown: 1 },
    ])
  })

  it('gives the caret a track of how many characters of which phrase stand before it', () => {
    const steps = caretTrack(typingTimeline(PHRASES))
    expect(steps.map((step) => step.shown)).toEqual([0, 1, 2, 1, 0, 1, 2, 3, 2, 1, 1])
    expect(steps.map((step) => step.index)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1])
    expect(steps.at(-1)?.offset).toBe(1)
  })

  it('tracks whole phrases replacing each other when there is no typing', () => {
    const timeline = wholePhraseTimeline(PHRASES)
    expect(phraseTrack(timeline, 1)).toEqual([
      { offset: 0, shown: null },
      { offset: 0.5, shown: 3 },
      { offset: 1, shown: 3 },
    ])
    expect(caretTrack(timeline).map((step) => step.shown)).toEqual([2, 3, 3])
  })

  it('moves the caret from one phrase to the next of as many characters, which may be wider', () => {
    const steps = caretTrack(wholePhraseTimeline(['ab', 'cd']))
    expect(steps).toEqual([
      { offset: 0, index: 0, shown: 2 },
      { offset: 0.5, index: 1, shown: 2 },
      { offset: 1, index: 1, shown: 2 },
    ])
  })

  it('turns the caret to the side a phrase is written from as that phrase starts, and only then', () => {
    const timeline = typingTimeline(['ab', 'אב', 'cd'])
    const starts = [1, 2].map((index) => timeline.frames.find((frame) => frame.index === index)?.at ?? NaN)
    expect(directionTrack(timeline, ['ltr', 'rtl', 'ltr'])).toEqual([
      { offset: 0, direction: 'ltr' },
      { offset: (starts[0] ?? NaN) / timeline.cycleMs, direction: 'rtl' },
      { offset: (starts[1] ?? NaN) / timeline.cycleMs, direction: 'ltr' },
      { offset: 1, direction: 'ltr' },
    ])
    expect(directionTrack(wholePhraseTimeline(['ab', 'cd']), ['rtl', 'rtl'])).toEqual([
      { offset: 0, direction: 'rtl' },
      { offset: 1, direction: 'rtl' },
    ])
  })
})
