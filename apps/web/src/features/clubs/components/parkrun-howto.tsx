import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /parkruns: how to put a local parkrun on Stride, as a recurring event or a club event. */
export function ParkrunHowTo() {
  const { t } = useTranslation('clubs');
  return (
    <section aria-labelledby="parkrun-howto" className="space-y-2 rounded-lg border bg-card p-4 text-sm">
      <h2 id="parkrun-howto" className="text-lg font-semibold">
        {t('clubs:parkrun.title')}
      </h2>
      <p>{t('clubs:parkrun.what')}</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          {t('clubs:parkrun.recurring')}{' '}
          <Link to="/create" className="underline">
            {t('clubs:parkrun.createEvent')}
          </Link>
        </li>
        <li>
          {t('clubs:parkrun.club')}{' '}
          <Link to="/find-runclub" className="underline">
            {t('clubs:parkrun.findClub')}
          </Link>
        </li>
      </ol>
    </section>
  );
}
