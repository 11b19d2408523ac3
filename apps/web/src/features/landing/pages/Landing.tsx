import { CalendarClock, MapPinned, PlayCircle, Sunrise, Trophy, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { AppLink } from '@/components/layout/app-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';
import { HeroIllustration } from '../components/hero-illustration';
import { useLoggedOutNotice } from '../hooks/use-logged-out-notice';

const REGISTER_PATH = '/auth?mode=register';
/** Where "Back to events" on an event page brings a visitor. */
const DISCOVERY_ID = 'find-runs';

// The search and its results load after the page paints, outside the landing entry's JS budget.
const LandingDiscovery = lazy(() => import('../components/landing-discovery'));

/** The five pitch points of SPEC section 1, in its order. */
const PITCH_POINTS: readonly { icon: LucideIcon; title: TranslationKey; description: TranslationKey }[] = [
  {
    icon: MapPinned,
    title: 'landing:pitch.discovery.title',
    description: 'landing:pitch.discovery.description',
  },
  {
    icon: CalendarClock,
    title: 'landing:pitch.scheduling.title',
    description: 'landing:pitch.scheduling.description',
  },
  {
    icon: Users,
    title: 'landing:pitch.community.title',
    description: 'landing:pitch.community.description',
  },
  { icon: Sunrise, title: 'landing:pitch.timing.title', description: 'landing:pitch.timing.description' },
  { icon: Trophy, title: 'landing:pitch.training.title', description: 'landing:pitch.training.description' },
];

/** `/` for signed-out visitors. */
export default function Landing() {
  const { t } = useTranslation('landing');
  usePageTitle('common:pageTitles.landing');
  useLoggedOutNotice();
  // The browser looks for #find-runs before React has drawn it, so the page scrolls there itself.
  useEffect(() => {
    if (window.location.hash === `#${DISCOVERY_ID}`) document.getElementById(DISCOVERY_ID)?.scrollIntoView();
  }, []);

  return (
    <>
      <section className="bg-gradient-to-b from-hero-from to-hero-to">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <Badge variant="accent">{t('landing:hero.eyebrow')}</Badge>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {t('landing:hero.title')}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
              {t('landing:hero.subtitle')}
            </p>
            <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <AppLink to={REGISTER_PATH} className={buttonVariants({ size: 'lg' })}>
                {t('landing:hero.getStarted')}
              </AppLink>
              <AppLink to="/auth" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                {t('landing:hero.signIn')}
              </AppLink>
            </div>
            <a
              href={`#${DISCOVERY_ID}`}
              className="mt-5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('landing:hero.findRuns')}
            </a>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <section
        id={DISCOVERY_ID}
        aria-labelledby="discovery-heading"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-14 sm:pt-20"
      >
        <h2 id="discovery-heading" className="text-3xl font-bold tracking-tight">
          {t('landing:discovery.heading')}
        </h2>
        <p className="mt-2 text-lg text-muted-foreground">{t('landing:discovery.intro')}</p>
        <div className="mt-6 min-h-72">
          <Suspense fallback={null}>
            <LandingDiscovery />
          </Suspense>
        </div>
      </section>

      <section aria-labelledby="pitch-heading" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id="pitch-heading" className="text-center text-3xl font-bold tracking-tight">
          {t('landing:pitch.heading')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PITCH_POINTS.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>{t(title)}</CardTitle>
                  <CardDescription className="text-base">{t(description)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="story-heading" className="bg-muted">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-20">
          <PlayCircle aria-hidden="true" className="size-12 text-primary" />
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
            {t('landing:story.heading')}
          </h2>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('landing:story.description')}</p>
          <AppLink to="/demo" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            <PlayCircle aria-hidden="true" />
            {t('landing:story.button')}
          </AppLink>
        </div>
      </section>

      <section aria-labelledby="join-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="join-heading" className="text-3xl font-bold tracking-tight">
          {t('landing:join.heading')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          {t('landing:join.description')}
        </p>
        <AppLink to={REGISTER_PATH} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          {t('landing:join.button')}
        </AppLink>
      </section>
    </>
  );
}
