import { ChevronDown } from 'lucide-react'
import { type CSSProperties, useRef } from 'react'
import { profile } from '../content/profile'
import { words } from '../content/words'
import { directionOfText } from '../lib/textDirection'
import { HEADING_TYPE_MS } from '../lib/typewriter'
import { scrollToSection } from '../motion/scrollTo'
import { characters } from '../lib/characters'
import { estimatedEnds, estimatedWidth } from '../lib/textWidth'
import { caretStyle, phraseStyle } from '../motion/taglineAnimation'
import { useTaglineTypewriter } from '../motion/useTaglineTypewriter'
import controls from '../styles/controls.module.css'
import styles from './Intro.module.css'

const HEADING = words.home.heading
const PHRASES = profile.taglines
const FIRST_WIDTH = estimatedWidth(PHRASES[0] ?? '')
/** The widest phrase's estimated width, em: it sets the tagline's size on a narrow screen, so that every phrase fits whole. */
const WIDEST = Number(Math.max(0, ...PHRASES.map(estimatedWidth)).toFixed(2))

export function Intro() {
  const tagline = useRef<HTMLSpanElement>(null)
  useTaglineTypewriter(tagline, PHRASES)

  return (
    <div className={styles.intro}>
      {/*
        Assistive technology reads the whole texts once; the animated copies are hidden from it. The
        typed texts never move a box: the heading types over an invisible copy that holds its size,
        and the tagline is centred by a transform, so typing causes no layout shift.
      */}
      {/* Each types from where its writing starts: the right, for a text in Arabic or Hebrew. */}
      <h1 id="intro-title" className={styles.heading} dir={directionOfText(HEADING)}>
        <span className="visually-hidden">{HEADING}</span>
        <span aria-hidden="true" className={styles.ghost}>
          {HEADING}
        </span>
        {/* Typed by the browser from the first paint (Intro.module.css), before and whatever the app does. */}
        <span
          aria-hidden="true"
          className={styles.typedHeading}
          data-testid="typed-heading"
          style={{ '--chars': characters(HEADING).length, '--type-ms': `${HEADING_TYPE_MS}ms` } as CSSProperties}
        >
          {HEADING}
        </span>
      </h1>
      <p className={styles.tagline} style={{ '--widest': WIDEST } as CSSProperties}>
        <span className="visually-hidden">{PHRASES.join(', ')}</span>
        {/* Each phrase, and the caret with the phrase it follows, hangs on the side its writing starts from. */}
        <span aria-hidden="true" data-testid="tagline" className={styles.typed} ref={tagline}>
          {PHRASES.map((phrase, index) => (
            <span key={phrase} className={styles.side} dir={directionOfText(phrase)}>
              <span data-phrase className={styles.phrase} style={phraseStyle(index === 0 ? phrase.length : null, estimatedEnds(phrase))}>
                <span className={styles.glyphs}>{phrase}</span>
              </span>
            </span>
          ))}
          <span data-caret-side className={styles.side} dir={directionOfText(PHRASES[0] ?? '')}>
            <span data-caret className={styles.caret} style={caretStyle(FIRST_WIDTH)} />
          </span>
        </span>
      </p>
      <p className={styles.greeting}>
        {profile.name} · {profile.headline}
      </p>
      <button type="button" className={controls.button} onClick={() => scrollToSection('about')}>
        {words.home.exploreMore}
        <ChevronDown size={18} aria-hidden="true" />
      </button>
    </div>
  )
}
