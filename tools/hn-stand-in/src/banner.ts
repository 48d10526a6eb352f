// The text the CLI prints on start: base URL first (scripts can wait for it), then the current
// options, the notable ids and how to point the site at the stand-in.
import type { StandIn } from './server.ts';

function row(name: string, value: string | number, note = ''): string {
  return `    ${name.padEnd(18)} ${String(value).padEnd(10)} ${note}`.trimEnd();
}

function sample(list: readonly (number | string)[], n = 5): string {
  const head = list.slice(0, n).join(', ');
  return list.length > n ? `${head}, … (${list.length} in all)` : head;
}

export function formatBanner(s: StandIn, anchorSource: string): string {
  const o = s.getOptions();
  const ids = s.dataset.ids;
  const faultNote =
    o.fault === 'none'
      ? 'fault=none'
      : `fault=${o.fault} rate=${o.faultRate} paths=${o.paths}${o.faultCount === null ? '' : ` count=${o.faultCount}`}`;
  return [
    `HN stand-in: ${s.url}`,
    '',
    `  control:   ${s.origin}/__control   (GET state, POST {"fault":"5xx"}, POST /reset, GET /ids)`,
    `  options:   latency=${o.latency} ${faultNote}`,
    `  data:      seed=${s.dataset.seed}, ${s.dataset.itemIds.length} items, ${s.dataset.userIds.length} users`,
    `  times:     count back from ${new Date(s.anchor * 1000).toISOString()} (${anchorSource})`,
    '',
    '  notable ids:',
    row('bigStory', ids.bigStory, `~1,500 comments, depth ${ids.bigStoryDepth}`),
    row('mediumStories', ids.mediumStories.join(', ')),
    row('poll', ids.poll, `options ${ids.pollopts.join(', ')}`),
    row('askPost', ids.askPost, 'Ask HN, text, no url'),
    row('job', ids.job, 'url ""'),
    row('deletedStoryInTop', ids.deletedStoryInTop),
    row('deadStoryInTop', ids.deadStoryInTop),
    row('hostileGallery', ids.hostileGallery, 'one hostile payload per comment'),
    row('prolificUser', ids.prolificUser),
    `    deletedIds         ${sample(ids.deletedIds)}`,
    `    deadIds            ${sample(ids.deadIds)}`,
    `    nullKidParents     ${sample(ids.nullKidParents)}`,
    `    danglingKidIds     ${sample(ids.danglingKidIds)}`,
    `    hostileIds         ${sample(ids.hostileIds)}`,
    `    hostileUsers       ${sample(ids.hostileUsers)}`,
    `    all of them:       GET ${s.origin}/__control/ids`,
    '',
    `  point the site at it:  VITE_HN_API_BASE=${s.url}`,
  ].join('\n');
}
