import { INTL_LOCALES, LANGUAGES, type Language, type RunclubDetail } from '@stride/contracts';
import { escapeHtml } from '../../lib/html.ts';

type Run = RunclubDetail['upcomingEvents'][number];

/** The widget's words, in the eight languages (issue 28: "in the club's language"). */
const TEXTS: Record<
  Language,
  { heading: (club: string) => string; join: string; none: string; more: string }
> = {
  en: {
    heading: (c) => `Next runs with ${c}`,
    join: 'Join on Stride',
    none: 'No runs planned yet.',
    more: 'All runs on Stride',
  },
  es: {
    heading: (c) => `Próximas carreras con ${c}`,
    join: 'Únete en Stride',
    none: 'Todavía no hay carreras previstas.',
    more: 'Todas las carreras en Stride',
  },
  fr: {
    heading: (c) => `Prochaines sorties avec ${c}`,
    join: 'Rejoindre sur Stride',
    none: 'Aucune sortie prévue pour le moment.',
    more: 'Toutes les sorties sur Stride',
  },
  de: {
    heading: (c) => `Die nächsten Läufe mit ${c}`,
    join: 'Auf Stride mitlaufen',
    none: 'Noch keine Läufe geplant.',
    more: 'Alle Läufe auf Stride',
  },
  it: {
    heading: (c) => `Prossime corse con ${c}`,
    join: 'Partecipa su Stride',
    none: 'Nessuna corsa in programma per ora.',
    more: 'Tutte le corse su Stride',
  },
  pt: {
    heading: (c) => `Próximas corridas com ${c}`,
    join: 'Participar no Stride',
    none: 'Ainda não há corridas marcadas.',
    more: 'Todas as corridas no Stride',
  },
  zh: {
    heading: (c) => `${c} 的近期跑步活动`,
    join: '在 Stride 上报名',
    none: '暂无计划中的跑步活动。',
    more: '在 Stride 上查看全部',
  },
  ja: {
    heading: (c) => `${c} の次のラン`,
    join: 'Stride で参加する',
    none: 'まだ予定されているランはありません。',
    more: 'Stride ですべてのランを見る',
  },
};

/** The language asked for (`?lang=`), else the reader's first known one, else English. */
export function embedLanguage(asked: string | undefined, acceptLanguage: string | undefined): Language {
  const known = (l: string) => (LANGUAGES as readonly string[]).includes(l);
  if (asked && known(asked)) return asked as Language;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (known(code)) return code as Language;
  }
  return 'en';
}

/** The run's start in its own zone, as a reader of `language` writes dates and times. */
function when(run: Run, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: run.timezone,
  }).format(new Date(run.startsAt));
}

/**
 * A club's next runs as a page for the club's own website to frame (issue 28): a few KB of HTML and
 * CSS, no script, no cookies, light or dark (`theme`, else the reader's preference), each run linking
 * to its page on Stride in a new tab.
 */
export function renderClubEmbed(opts: {
  club: { id: number; name: string };
  runs: Run[];
  language: Language;
  theme: 'light' | 'dark' | 'auto';
  publicUrl: string;
}): string {
  const t = TEXTS[opts.language];
  const base = opts.publicUrl.replace(/\/$/, '');
  const link = (path: string, text: string, cls: string) =>
    `<a class="${cls}" href="${escapeHtml(`${base}${path}`)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;
  const items = opts.runs
    .map(
      (run) =>
        `<li><div class="when">${escapeHtml(when(run, opts.language))}</div>` +
        `<div class="title">${escapeHtml(run.title)}</div>` +
        `<div class="where">${escapeHtml(run.location)} · ${escapeHtml(run.distances.join(', '))}</div>` +
        `${link(`/events/${run.id}`, t.join, 'join')}</li>`,
    )
    .join('');
  const dark = `--bg:#111827;--fg:#f3f4f6;--muted:#9ca3af;--line:#374151;--accent:#fb923c;--accent-fg:#111827`;
  const light = `--bg:#ffffff;--fg:#111827;--muted:#4b5563;--line:#e5e7eb;--accent:#c2410c;--accent-fg:#ffffff`;
  const scheme =
    opts.theme === 'dark'
      ? `:root{${dark};color-scheme:dark}`
      : opts.theme === 'light'
        ? `:root{${light};color-scheme:light}`
        : `:root{${light};color-scheme:light dark}@media (prefers-color-scheme:dark){:root{${dark}}}`;
  return `<!doctype html><html lang="${opts.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.heading(opts.club.name))}</title><style>${scheme}
body{margin:0;padding:12px;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
h1{font-size:16px;margin:0 0 8px}ul{list-style:none;margin:0;padding:0}li{padding:8px 0;border-top:1px solid var(--line)}
.when{font-weight:600}.where{color:var(--muted);font-size:13px}.title{margin:2px 0}
.join{display:inline-block;margin-top:6px;padding:4px 10px;border-radius:6px;background:var(--accent);color:var(--accent-fg);text-decoration:none;font-weight:600;font-size:13px}
.more{display:block;margin-top:8px;color:var(--accent);font-size:13px}p{color:var(--muted)}</style></head><body>
<h1>${escapeHtml(t.heading(opts.club.name))}</h1>${items ? `<ul>${items}</ul>` : `<p>${escapeHtml(t.none)}</p>`}
${link(`/runclubs/${opts.club.id}`, t.more, 'more')}</body></html>`;
}
