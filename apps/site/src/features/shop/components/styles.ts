/** Link styles that look like the shared Button (links navigate, buttons act). */
export const linkButton =
  'inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

export const primaryLinkButton =
  'inline-flex items-center justify-center rounded-lg bg-green-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

export const textLink =
  'font-medium text-green-800 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
