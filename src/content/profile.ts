import { OWNER_NAME } from './owner'
import type { Profile } from './types'

export const profile: Profile = {
  name: OWNER_NAME,
  brand: OWNER_NAME.split(' ')[0]?.toLowerCase() ?? OWNER_NAME,
  headline: 'Computer-science student building useful things with AI',
  description:
    'Portfolio of a computer-science student and AI enthusiast: projects, experience, certificates and a journal of hackathons and workshops.',
  journal: 'journal of hackathons, workshops and talks',
  about: [
    `I'm ${OWNER_NAME}, a computer-science undergraduate who gets most excited where AI meets a real problem that real people have. I like turning a fuzzy idea into a prototype over a weekend, and then into something people actually use.`,
    'Outside the code editor I lead teams: I have run social media for a start-up, kept the books for our entrepreneurship cell and grown a campus learning community. Those roles taught me that clear communication ships more than clever code.',
  ],
  leadership: [
    {
      role: 'Social Media Lead',
      organisation: 'Brightpath Technologies',
      detail: 'Planned and wrote the company’s content calendar and grew its LinkedIn audience threefold in a year.',
    },
    {
      role: 'Campus Finance Lead',
      organisation: 'Entrepreneurship Cell',
      detail: 'Managed the cell’s budget, sponsorships and reimbursements for a dozen events a semester.',
    },
    {
      role: 'Campus Social Media Lead',
      organisation: 'Open Learners Community',
      detail: 'Ran the chapter’s channels and promoted peer-led study circles on AI and the web.',
    },
  ],
  experience: [
    {
      title: 'Social Media Lead',
      organisation: 'Brightpath Technologies',
      duration: '1 year',
      detail: 'Owned the brand voice across four channels, built a weekly analytics report and mentored two interns.',
    },
    {
      title: 'Campus Finance Lead',
      organisation: 'Entrepreneurship Cell',
      duration: '1 year',
      detail: 'Raised sponsorship for the annual summit and moved the cell’s accounts to a shared, auditable ledger.',
    },
  ],
  skills: [
    'Leadership',
    'Problem Solving',
    'Artificial Intelligence',
    'AI Prompting',
    'Graphic Design',
    'Public Speaking',
    'Effective Communication',
  ],
  socials: [
    { network: 'github', label: 'GitHub', url: 'https://github.com/aarav-sharma' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/aarav-sharma' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/aarav.sharma' },
    { network: 'x', label: 'X (Twitter)', url: 'https://x.com/aarav_sharma' },
  ],
  taglines: [
    'AI Enthusiast & Digital Innovator',
    'Aspiring Entrepreneur',
    'AI Prompt Engineer',
    'Vibe Coder',
    'Tech Enthusiast',
    'Constant Learner',
    'Jack of All Trades',
    'Think Outside the Box',
  ],
  contactText:
    'Working on something with AI, or need someone to lead the people around it? I would love to hear about it — say hello on any of these.',
  footerNote: 'built with React, three.js and a lot of curiosity',
}
