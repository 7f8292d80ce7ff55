import graph from './images/lexijudge-graph.svg?picture'
import search from './images/lexijudge-search.svg?picture'
import summary from './images/lexijudge-summary.svg?picture'
import thumbnail from './images/lexijudge-thumbnail.svg?picture'
import { picture } from './picture'
import type { Project } from './types'

export const projects: readonly Project[] = [
  {
    id: '1',
    title: 'LexiJudge',
    description:
      'An AI research assistant for court judgments: ask a legal question in plain language and get the judgments that answer it, summarised and cited.',
    thumbnail: picture(thumbnail, 'LexiJudge logo, a search box and three result cards'),
    images: [
      picture(search, 'Search screen: a plain-language question with four ranked judgments and their match scores'),
      picture(summary, 'Judgment screen: the full judgment beside an AI summary whose points link to paragraphs'),
      picture(graph, 'Citation graph: the open judgment in the centre, linked to the cases it cites'),
    ],
    techStack: ['Python', 'FastAPI', 'LangChain', 'PostgreSQL + pgvector', 'React', 'TypeScript'],
    liveUrl: 'https://lexijudge.example.com',
    githubUrl: 'https://github.com/aarav-sharma/lexijudge',
    detailedDescription: `Legal research is slow: a single question can mean hours of reading judgments that mostly turn out to be irrelevant. LexiJudge lets a law student or a junior advocate ask that question in plain language and answers with the judgments that matter.

Every judgment is split into paragraphs, embedded and stored in PostgreSQL with pgvector. A query is answered by hybrid search (keywords plus vectors), re-ranked, and summarised by a language model that may only quote what it retrieved, so every sentence of a summary links back to the paragraph it came from.

A citation graph shows which earlier cases a judgment relies on and which later cases cite it, which makes it easy to see whether a precedent still stands.

I built the first version at a legal-tech hackathon with two friends, then rewrote the retrieval layer alone over the following term. The hardest part was not the AI but the data: cleaning thousands of scanned judgments into text a model can trust.`,
  },
]
