import { newsState, type NewsEditable } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Draft, scheduled, live or hidden by a moderator. */
export function ArticleState({ article }: { article: NewsEditable }) {
  const { t } = useTranslation('news');
  if (article.hidden) return <Badge variant="destructive">{t('news:state.hidden')}</Badge>;
  const state = newsState(article);
  const label = {
    draft: t('news:state.draft'),
    scheduled: t('news:state.scheduled'),
    live: t('news:state.live'),
  }[state];
  return <Badge variant={state === 'live' ? 'default' : 'secondary'}>{label}</Badge>;
}
