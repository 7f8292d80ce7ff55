import bootcamp from './images/journey-bootcamp.svg'
import bootcampBoard from './images/journey-bootcamp-demo-board.svg'
import bootcampKeynote from './images/journey-bootcamp-opening-keynote.svg'
import bootcampPairing from './images/journey-bootcamp-pair-programming.svg'
import hackathon from './images/journey-hackathon-24h.svg'
import hackathonHuddle from './images/journey-hackathon-24h-team-huddle.svg'
import hackathonNight from './images/journey-hackathon-24h-late-night-build.svg'
import hackathonPitch from './images/journey-hackathon-24h-final-pitch.svg'
import legal from './images/journey-legal-hackathon.svg'
import legalPodium from './images/journey-legal-hackathon-podium.svg'
import legalProblem from './images/journey-legal-hackathon-problem-statement.svg'
import legalPrototype from './images/journey-legal-hackathon-prototype.svg'
import workshop from './images/journey-workshop.svg'
import workshopHandsOn from './images/journey-workshop-hands-on.svg'
import workshopQa from './images/journey-workshop-qa.svg'
import workshopWelcome from './images/journey-workshop-welcome.svg'
import { picture } from './picture'
import type { JourneyEntry } from './types'

export const journey: readonly JourneyEntry[] = [
  {
    id: '1',
    title: 'Six weeks of the Generative AI Bootcamp',
    date: 'March 2025',
    category: 'Bootcamp',
    thumbnail: picture(bootcamp, 'thumbnail', 'A laptop beside a small neural network diagram'),
    summary: 'From “what is a token?” to shipping a retrieval-augmented chatbot in six weeks.',
    content: `I joined the bootcamp knowing how to call an API and not much else. Six weeks later I could explain how a language model predicts the next token, why it sometimes makes things up, and how retrieval keeps it honest.

Each week had a theme: embeddings, prompting, retrieval, evaluation, agents and deployment. Mornings were lectures; afternoons were pair-programming on a project that grew every week.

Our team built a chatbot that answers questions about our university's rule book and cites the clause it used. The citing turned out to matter more than the chatting: people trusted it because they could check it.

The video below is the explainer the mentors asked us to watch before day one. It is still the clearest introduction to neural networks I know.`,
    images: [
      picture(bootcampKeynote, 'photo', 'Opening keynote on how large language models learn, seen from the audience'),
      picture(bootcampPairing, 'photo', 'Two laptops side by side while pair-programming a retrieval pipeline'),
      picture(bootcampBoard, 'photo', 'A board of sticky notes with every team’s final prototype'),
    ],
    videoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk',
  },
  {
    id: '2',
    title: 'Twenty-four hours, one idea, zero sleep',
    date: 'August 2025',
    category: 'Hackathon',
    thumbnail: picture(hackathon, 'thumbnail', 'A clock at midnight beside a code editor'),
    summary: 'My first hackathon: a campus lost-and-found that matches photos of lost items with AI.',
    content: `Our first hackathon started with a problem everyone on campus had: the lost-and-found was a cardboard box in the security office.

We built a small web app where anyone can photograph something they found. An image model describes it, and when someone searches for “blue water bottle with stickers”, we match the description instead of asking them to scroll through photos.

Hour eighteen was the lowest point: the matching was slow and the demo kept crashing. We cut half the features, cached the descriptions and slept for forty minutes each.

We did not win, but two judges asked to use it, and I learned the most valuable hackathon skill there is: deciding what not to build.`,
    images: [
      picture(hackathonNight, 'photo', 'A code editor and a clock showing 03:12 during the late-night build'),
      picture(hackathonHuddle, 'photo', 'Our team of four sketching the architecture on sticky notes'),
      picture(hackathonPitch, 'photo', 'Pitching the prototype on stage to the jury'),
    ],
  },
  {
    id: '3',
    title: 'Runner-up at the legal-tech hackathon',
    date: 'November 2025',
    category: 'Hackathon',
    thumbnail: picture(legal, 'thumbnail', 'The scales of justice beside a trophy'),
    summary: 'Where LexiJudge began: an AI that reads court judgments so students don’t have to read them all.',
    content: `The problem statement was blunt: courts publish thousands of judgments every month, and the people who need them cannot find the ones that matter.

We spent the first three hours reading judgments ourselves, which convinced us that search alone was not enough. A useful answer had to say which paragraph supported it.

By the final demo we had hybrid search over two thousand judgments, summaries that cite their paragraphs and a first sketch of the citation graph. The jury liked that every claim could be checked.

We finished as runners-up, and the project became LexiJudge, which I still work on.`,
    images: [
      picture(legalProblem, 'photo', 'Sticky notes about court backlogs beside the scales of justice'),
      picture(legalPrototype, 'photo', 'The first working prototype of LexiJudge on a laptop'),
      picture(legalPodium, 'photo', 'The runner-up trophy in front of the audience'),
    ],
  },
  {
    id: '4',
    title: 'Teaching sixty first-years to prompt',
    date: 'February 2026',
    category: 'Facilitation',
    thumbnail: picture(workshop, 'thumbnail', 'A presentation titled Prompting 101 in front of an audience'),
    summary: 'I facilitated a two-hour, hands-on prompt engineering workshop for our learning community.',
    content: `Facilitating is different from presenting: the goal is not that people hear you, but that they can do the thing themselves by the end.

I planned the two hours around four exercises of growing difficulty, from rewriting a vague prompt to building a small prompt chain that grades its own answers.

The best moment came from the audience: a student showed how she asks the model to argue against its own first answer, and the whole room tried it.

Next time I will give fewer slides and more time to the exercises. The feedback said the same thing, more politely.`,
    images: [
      picture(workshopWelcome, 'photo', 'Sixty first-year students arriving for the workshop'),
      picture(workshopHandsOn, 'photo', 'Groups working through a prompting exercise on their laptops'),
      picture(workshopQa, 'photo', 'Open questions at the end of the session'),
    ],
  },
]
