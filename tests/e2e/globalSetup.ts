import { writeContentFacts } from '../contentFacts'

/** Before any spec is loaded: what the content holds, which the specs expect the site to show. */
export default async function globalSetup() {
  await writeContentFacts()
}
