import { useState } from 'react'
import { words } from '../content/words'
import { useHydrated } from '../hooks/useHydrated'
import { embedUrl, watchUrl } from '../lib/videoId'
import styles from './VideoEmbed.module.css'

/**
 * The privacy-enhanced video player, with a spinner until its frame has loaded. The frame is created
 * after hydration: a prerendered frame could finish loading before React listens for its load event,
 * leaving the spinner up for good. Tab passes the frame by until its player has loaded: focus inside
 * a frame is lost to the page's body when the frame's page arrives. Without JavaScript the reserved
 * box offers a link to the video.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = useState(false)
  return (
    <div className={styles.frame}>
      <noscript>
        <a className={styles.fallback} href={watchUrl(id)} target="_blank" rel="noopener noreferrer">
          {words.journey.watchOnYouTube}
        </a>
      </noscript>
      {hydrated && !loaded && <div className={styles.spinner} role="status" aria-label={words.journey.loadingVideo} />}
      {hydrated && (
        <iframe
          src={embedUrl(id)}
          title={title}
          loading="lazy"
          tabIndex={loaded ? undefined : -1}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  )
}
