import ai from './images/certificate-ai.svg?picture'
import cybersecurity from './images/certificate-cybersecurity.svg?picture'
import genai from './images/certificate-genai.svg?picture'
import youngProfessional from './images/certificate-young-professional.svg?picture'
import { picture } from './picture'
import type { Certificate } from './types'

const SOFTWARE_COMPANY = 'Northwind Software · Professional Network'
const IT_SERVICES_COMPANY = 'Meridian IT Services'

export const certificates: readonly Certificate[] = [
  {
    id: 'cybersecurity',
    title: 'Cybersecurity Fundamentals',
    imageUrl: picture(cybersecurity, 'Certificate of completion for Cybersecurity Fundamentals'),
    issuedBy: SOFTWARE_COMPANY,
  },
  {
    id: 'AI',
    title: 'Artificial Intelligence Foundations',
    imageUrl: picture(ai, 'Certificate of completion for Artificial Intelligence Foundations'),
    issuedBy: SOFTWARE_COMPANY,
  },
  {
    id: 'YoungProfessional',
    title: 'Young Professional Programme',
    imageUrl: picture(youngProfessional, 'Certificate of completion for the Young Professional Programme'),
    issuedBy: IT_SERVICES_COMPANY,
  },
  {
    id: 'GenAi',
    title: 'Generative AI Essentials',
    imageUrl: picture(genai, 'Certificate of completion for Generative AI Essentials'),
    issuedBy: IT_SERVICES_COMPANY,
  },
]
