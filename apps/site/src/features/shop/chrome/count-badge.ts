/** The cart count's badge; its placeholder has the same classes, so the header keeps its size. */
export const COUNT_BADGE =
  'min-w-5 rounded-full bg-green-800 px-1.5 text-center text-xs font-bold text-white';
