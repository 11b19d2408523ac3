/** Public facts about Stride shown in the shell (footer, social panel, structured data). */
export const SITE = {
  contactEmail: 'hello@stride.run',
  social: {
    instagram: 'https://www.instagram.com/striderunning.au',
    facebook: 'https://www.facebook.com/striderunning.au',
  },
  hashtags: ['#StrideRunning', '#RunAustralia', '#RunTogether'],
} as const;
