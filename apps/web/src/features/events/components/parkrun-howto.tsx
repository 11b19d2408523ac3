import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /parkruns: how to put a local parkrun on Stride, as a recurring event or a club event. */
export function ParkrunHowTo() {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="parkrun-howto" className="space-y-2 rounded-lg border bg-card p-4 text-sm">
      <h2 id="parkrun-howto" className="text-lg font-semibold">
        {t('events:parkruns.howTo.title')}
      </h2>
      <p>{t('events:parkruns.howTo.what')}</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          {t('events:parkruns.howTo.recurring')}{' '}
          <Link to="/create" className="underline">
            {t('events:parkruns.howTo.createEvent')}
          </Link>
        </li>
        <li>
          {t('events:parkruns.howTo.club')}{' '}
          <Link to="/find-runclub" className="underline">
            {t('events:parkruns.howTo.findClub')}
          </Link>
        </li>
      </ol>
    </section>
  );
}
