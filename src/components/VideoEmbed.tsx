import { useState } from 'react'
import { embedUrl } from '../lib/videoId'
import styles from './VideoEmbed.module.css'

/** The privacy-enhanced video player, with a spinner until its frame has loaded. */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <div className={styles.frame}>
      {!loaded && <div className={styles.spinner} role="status" aria-label="Loading video" />}
      <iframe
        src={embedUrl(id)}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
      />
    </div>
  )
}
