import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';

type Scene = 'map' | 'event' | 'joined' | 'club';

/** The story's four stops; each scene redraws one of Stride's own screens. */
const STEPS: readonly {
  id: string;
  scene: Scene;
  city: string;
  title: TranslationKey;
  text: TranslationKey;
}[] = [
  {
    id: 'sydney',
    scene: 'map',
    city: 'Sydney',
    title: 'info:demo.sydney.title',
    text: 'info:demo.sydney.text',
  },
  {
    id: 'melbourne',
    scene: 'event',
    city: 'Melbourne',
    title: 'info:demo.melbourne.title',
    text: 'info:demo.melbourne.text',
  },
  {
    id: 'brisbane',
    scene: 'joined',
    city: 'Brisbane',
    title: 'info:demo.brisbane.title',
    text: 'info:demo.brisbane.text',
  },
  { id: 'perth', scene: 'club', city: 'Perth', title: 'info:demo.perth.title', text: 'info:demo.perth.text' },
];

/** A phone showing a simplified Stride screen, drawn for this page. Decorative: the text tells the story. */
function PhoneScene({ scene, city }: { scene: Scene; city: string }) {
  return (
    <svg viewBox="0 0 220 300" aria-hidden="true" focusable="false" className="mx-auto h-72 w-auto">
      <rect x="40" y="6" width="140" height="288" rx="22" fill="#1c1917" />
      <rect x="48" y="22" width="124" height="256" rx="12" fill="#fff" />
      <rect x="48" y="22" width="124" height="26" rx="12" fill="#c2410c" />
      <text
        x="110"
        y="40"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {city}
      </text>
      {scene === 'map' && (
        <g>
          <rect x="56" y="58" width="108" height="120" rx="8" fill="#bae6fd" />
          <path d="M56 140c30-14 50 6 80-10s20-18 28-18v58a8 8 0 0 1-8 8H64a8 8 0 0 1-8-8Z" fill="#86efac" />
          <circle
            cx="110"
            cy="118"
            r="44"
            fill="#c2410c"
            opacity="0.12"
            stroke="#c2410c"
            strokeDasharray="3 4"
          />
          {[
            [88, 102],
            [124, 96],
            [112, 140],
          ].map(([x, y]) => (
            <path
              key={`${x}`}
              transform={`translate(${x} ${y})`}
              d="M0 0c-6-8-9-12-9-17a9 9 0 0 1 18 0c0 5-3 9-9 17Z"
              fill="#c2410c"
            />
          ))}
          {[190, 214, 238].map((y) => (
            <g key={y}>
              <rect x="56" y={y} width="108" height="18" rx="5" fill="#f5f5f4" />
              <rect x="62" y={y + 6} width="60" height="6" rx="3" fill="#a8a29e" />
            </g>
          ))}
        </g>
      )}
      {scene === 'event' && (
        <g>
          <rect x="56" y="58" width="108" height="64" rx="8" fill="#ffedd5" />
          <path
            d="M62 108c14-16 24-4 36-14s20-8 36-20 18-4 24-6"
            fill="none"
            stroke="#c2410c"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <rect x="56" y="132" width="90" height="9" rx="4" fill="#1c1917" />
          <rect x="56" y="148" width="70" height="7" rx="3" fill="#a8a29e" />
          {[56, 92, 128].map((x) => (
            <rect key={x} x={x} y="164" width="32" height="14" rx="7" fill="#fed7aa" />
          ))}
          <rect x="56" y="190" width="108" height="7" rx="3" fill="#d6d3d1" />
          <rect x="56" y="204" width="84" height="7" rx="3" fill="#d6d3d1" />
          <rect x="56" y="240" width="108" height="24" rx="12" fill="#c2410c" />
        </g>
      )}
      {scene === 'joined' && (
        <g>
          <circle cx="110" cy="96" r="26" fill="#dcfce7" />
          <path
            d="M98 96l8 8 16-16"
            fill="none"
            stroke="#15803d"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="66" y="134" width="88" height="9" rx="4" fill="#1c1917" />
          {[0, 1, 2, 3, 4].map((i) => (
            <circle
              key={i}
              cx={72 + i * 19}
              cy="170"
              r="8"
              fill={['#c2410c', '#9a3412', '#fb923c', '#7c2d12', '#fdba74'][i]}
            />
          ))}
          <rect x="56" y="196" width="108" height="32" rx="8" fill="#f5f5f4" />
          <rect x="62" y="204" width="50" height="6" rx="3" fill="#a8a29e" />
          <rect x="62" y="215" width="70" height="6" rx="3" fill="#d6d3d1" />
          <rect x="48" y="250" width="124" height="28" fill="#fafaf9" />
          {[64, 88, 110, 132, 156].map((x) => (
            <circle key={x} cx={x} cy="262" r="5" fill={x === 88 ? '#c2410c' : '#a8a29e'} />
          ))}
        </g>
      )}
      {scene === 'club' && (
        <g>
          {[60, 120, 180].map((y, i) => (
            <g key={y}>
              <rect x="56" y={y} width="108" height="50" rx="8" fill={i === 0 ? '#ffedd5' : '#f5f5f4'} />
              <circle cx="74" cy={y + 25} r="11" fill={i === 0 ? '#c2410c' : '#d6d3d1'} />
              <rect
                x="92"
                y={y + 15}
                width="60"
                height="7"
                rx="3"
                fill="#1c1917"
                opacity={i === 0 ? 1 : 0.4}
              />
              <rect x="92" y={y + 28} width="44" height="6" rx="3" fill="#a8a29e" />
            </g>
          ))}
          <rect x="56" y="246" width="108" height="22" rx="11" fill="#c2410c" />
        </g>
      )}
    </svg>
  );
}

/** /demo: the travelling-consultant story from the landing page, told with Stride's own screens. */
export default function Demo() {
  const { t } = useTranslation('info');
  usePageTitle('common:pageTitles.demo');
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('info:demo.title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{t('info:demo.intro')}</p>
      <ol className="mt-12 space-y-14">
        {STEPS.map(({ id, scene, city, title, text }, index) => (
          <li key={id} className="grid items-center gap-8 md:grid-cols-2">
            <div className={index % 2 === 1 ? 'md:order-2' : undefined}>
              <div className="rounded-2xl bg-gradient-to-b from-hero-from to-hero-to p-6">
                <PhoneScene scene={scene} city={city} />
              </div>
            </div>
            <div>
              <p className="text-sm font-semibold text-primary">
                {t('info:demo.step', { number: index + 1, city })}
              </p>
              <h2 className="mt-2 text-2xl font-bold tracking-tight">{t(title)}</h2>
              <p className="mt-3 text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-14 rounded-2xl border p-8 text-center">
        <h2 className="text-2xl font-bold tracking-tight">{t('info:demo.ctaTitle')}</h2>
        <p className="mt-3 text-muted-foreground">{t('info:demo.ctaText')}</p>
        <Link to="/auth?mode=register" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          {t('info:demo.cta')}
        </Link>
      </div>
    </article>
  );
}
