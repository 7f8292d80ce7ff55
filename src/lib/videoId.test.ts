import { describe, expect, it } from 'vitest'
import { embedUrl, videoId, watchUrl } from './videoId'

const ID = 'aircAruvnKk'

describe('videoId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?start=10`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`  https://youtu.be/${ID}  `],
  ])('reads the id from %s', (url) => {
    expect(videoId(url)).toBe(ID)
  })

  it('accepts every character of the id alphabet', () => {
    expect(videoId('https://youtu.be/Az09_-Az09_')).toBe('Az09_-Az09_')
  })

  it.each([
    ['empty', ''],
    ['absent', undefined],
    ['not a URL', 'aircAruvnKk'],
    ['another host', `https://vimeo.com/watch?v=${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a look-alike short host', `https://notyoutu.be/${ID}`],
    ['10 characters', 'https://youtu.be/aircAruvnK'],
    ['12 characters', 'https://youtu.be/aircAruvnKkX'],
    ['12 characters in a watch URL', 'https://www.youtube.com/watch?v=aircAruvnKkX'],
    ['a script URL', `javascript:alert(1)//youtu.be/${ID}`],
    ['a data URL', `data:text/html,https://youtu.be/${ID}`],
    ['markup in the id', 'https://youtu.be/<script>x</'],
    ['an encoded character', 'https://youtu.be/aircAruvn%4Bk'],
    ['an encoded quote in v', 'https://www.youtube.com/watch?v=aircAru%22nKk'],
    ['a watch URL without v', 'https://www.youtube.com/watch?list=abc'],
    ['a channel page', 'https://www.youtube.com/@someone'],
    ['an extra path segment', `https://youtu.be/${ID}/extra`],
    ['an embed with extra segments', `https://www.youtube.com/embed/${ID}/x`],
    ['credentials in the URL', `https://user:pw@youtu.be/${ID}`],
    ['a port', `https://youtu.be:8080/${ID}`],
    ['an ftp URL', `ftp://youtu.be/${ID}`],
  ])('rejects %s', (_, url) => {
    expect(videoId(url)).toBeUndefined()
  })
})

describe('embedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(embedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`)
  })
})

describe('watchUrl', () => {
  it('is a watch link that videoId reads back', () => {
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`)
    expect(videoId(watchUrl(ID))).toBe(ID)
  })
})
