import { INTL_LOCALES } from '@stride/contracts';
import { zonedToUtc } from '../../lib/timezones.ts';
import { detailsText } from './notice-details.ts';
import type {
  NoticeActor,
  NoticeDetails,
  NoticeEvent,
  NoticeLanguage,
  NoticeType,
  StoredNotice,
} from './notice.ts';

interface NoticeText {
  title: string;
  message: string;
}

type Texts = {
  [T in NoticeType]: (
    event: NoticeEvent | null,
    actor: NoticeActor | null,
    details: NoticeDetails | null,
  ) => NoticeText;
} & {
  greeting: (firstName: string) => string;
  viewEvent: string;
  open: string;
};

const formats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * When the event is, in the reader's language and the event's own time zone (a Perth run reads in
 * Perth time wherever the runner is). Without a time, the event's local calendar date.
 */
export function eventWhen(e: NoticeEvent, language: NoticeLanguage): string {
  const locale = INTL_LOCALES[language];
  if (e.time && e.timezone) {
    return cachedFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: e.timezone,
      timeZoneName: 'short',
    }).format(zonedToUtc(e.date, e.time.slice(0, 5), e.timezone));
  }
  const [y, m, d] = e.date.split('-').map(Number);
  return cachedFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/**
 * The words of every notice, per language: the in-app row keeps the English (the web words it again in
 * the runner's language from its type and event); e-mails are written in the recipient's language.
 * A new notice type is one more line per language (TypeScript points at each).
 */
export const NOTICE_TEXTS: Record<NoticeLanguage, Texts> = {
  en: {
    event_updated: (e) => ({
      title: 'Event updated',
      message: `${e ? `${e.title} on ${eventWhen(e, 'en')}` : 'Your event'} has been updated.`,
    }),
    event_cancelled: (e) => ({
      title: 'Event cancelled',
      message: `${e ? `${e.title} on ${eventWhen(e, 'en')}` : 'Your event'} has been cancelled.`,
    }),
    event_removed: (e) => ({
      title: 'Your place was released',
      message: `The organiser of ${e ? `${e.title} on ${eventWhen(e, 'en')}` : 'a run'} released your place, so you're no longer on the list.`,
    }),
    waitlist_promoted: (e) => ({
      title: "You're in!",
      message: `A place opened up at ${e?.title ?? 'your event'} and it is yours.`,
    }),
    content_hidden: (e) => ({
      title: 'Your post was hidden',
      message: `A moderator hid ${e ? `your post on ${e.title}` : 'something you posted'}, as it goes against Stride's community guidelines.`,
    }),
    content_removed: (e) => ({
      title: 'Your post was removed',
      message: `A moderator removed ${e ? `your post on ${e.title}` : 'something you posted'}, as it goes against Stride's community guidelines.`,
    }),
    event_reminder: (e) => ({
      title: 'Run reminder',
      message: e ? `${e.title} starts ${eventWhen(e, 'en')}.` : 'A run you joined is coming up.',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'A runner';
      return { title: 'New buddy request', message: `${who} would like to be your running buddy.` };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'A runner';
      return { title: 'Buddy request accepted', message: `${who} is now your running buddy.` };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'A runner';
      return {
        title: 'Run invitation',
        message: `${who} invited you to ${e ? `${e.title} on ${eventWhen(e, 'en')}` : 'a run'}.`,
      };
    },
    test_notification: () => ({
      title: 'Test notification',
      message: 'Notifications from Stride reach you here.',
    }),
    club_event_created: (e) => ({
      title: 'New club run',
      message: `Your club has posted ${e ? `${e.title} on ${eventWhen(e, 'en')}` : 'a new run'}.`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'a club challenge';
      return { title: 'Challenge completed', message: `You reached the target of ${c}. Well run!` };
    },
    greeting: (firstName) => `Hi ${firstName}, `,
    viewEvent: 'View event',
    open: 'Open Stride',
  },
  es: {
    event_updated: (e) => ({
      title: 'Evento actualizado',
      message: `${e ? `${e.title} (${eventWhen(e, 'es')})` : 'Tu evento'} se ha actualizado.`,
    }),
    event_cancelled: (e) => ({
      title: 'Evento cancelado',
      message: `${e ? `${e.title} (${eventWhen(e, 'es')})` : 'Tu evento'} se ha cancelado.`,
    }),
    event_removed: (e) => ({
      title: 'Tu plaza ha quedado libre',
      message: `La organización de ${e ? `${e.title} (${eventWhen(e, 'es')})` : 'una carrera'} ha liberado tu plaza, así que ya no estás en la lista.`,
    }),
    waitlist_promoted: (e) => ({
      title: '¡Tienes plaza!',
      message: `Se ha liberado una plaza en ${e?.title ?? 'tu evento'} y es tuya.`,
    }),
    content_hidden: (e) => ({
      title: 'Tu publicación se ha ocultado',
      message: `Un moderador ha ocultado ${e ? `tu publicación en ${e.title}` : 'algo que publicaste'} porque va en contra de las normas de la comunidad de Stride.`,
    }),
    content_removed: (e) => ({
      title: 'Tu publicación se ha eliminado',
      message: `Un moderador ha eliminado ${e ? `tu publicación en ${e.title}` : 'algo que publicaste'} porque va en contra de las normas de la comunidad de Stride.`,
    }),
    event_reminder: (e) => ({
      title: 'Recordatorio de carrera',
      message: e
        ? `${e.title} empieza el ${eventWhen(e, 'es')}.`
        : 'Se acerca una carrera a la que te apuntaste.',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'Un corredor';
      return { title: 'Nueva solicitud de compañero', message: `${who} quiere ser tu compañero de carrera.` };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'Un corredor';
      return { title: 'Solicitud de compañero aceptada', message: `${who} ya es tu compañero de carrera.` };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'Un corredor';
      return {
        title: 'Invitación a una carrera',
        message: `${who} te ha invitado a ${e ? `${e.title} (${eventWhen(e, 'es')})` : 'una carrera'}.`,
      };
    },
    test_notification: () => ({
      title: 'Notificación de prueba',
      message: 'Las notificaciones de Stride te llegarán aquí.',
    }),
    club_event_created: (e) => ({
      title: 'Nueva carrera del club',
      message: `Tu club ha publicado ${e ? `${e.title} (${eventWhen(e, 'es')})` : 'una nueva carrera'}.`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'un reto del club';
      return { title: 'Reto completado', message: `Has alcanzado el objetivo de ${c}. ¡Bien corrido!` };
    },
    greeting: (firstName) => `Hola ${firstName}: `,
    viewEvent: 'Ver evento',
    open: 'Abrir Stride',
  },
  fr: {
    event_updated: (e) => ({
      title: 'Événement modifié',
      message: `${e ? `${e.title} (${eventWhen(e, 'fr')})` : 'Votre événement'} a été modifié.`,
    }),
    event_cancelled: (e) => ({
      title: 'Événement annulé',
      message: `${e ? `${e.title} (${eventWhen(e, 'fr')})` : 'Votre événement'} a été annulé.`,
    }),
    event_removed: (e) => ({
      title: 'Votre place a été libérée',
      message: `L'organisateur de ${e ? `${e.title} (${eventWhen(e, 'fr')})` : 'une sortie'} a libéré votre place : vous n'êtes plus sur la liste.`,
    }),
    waitlist_promoted: (e) => ({
      title: 'Vous êtes inscrit !',
      message: `Une place s'est libérée pour ${e?.title ?? 'votre événement'} et elle est à vous.`,
    }),
    content_hidden: (e) => ({
      title: 'Votre publication a été masquée',
      message: `Un modérateur a masqué ${e ? `votre publication sur ${e.title}` : 'un de vos contenus'}, car elle enfreint les règles de la communauté Stride.`,
    }),
    content_removed: (e) => ({
      title: 'Votre publication a été supprimée',
      message: `Un modérateur a supprimé ${e ? `votre publication sur ${e.title}` : 'un de vos contenus'}, car elle enfreint les règles de la communauté Stride.`,
    }),
    event_reminder: (e) => ({
      title: 'Rappel de course',
      message: e
        ? `${e.title} commence ${eventWhen(e, 'fr')}.`
        : 'Une course à laquelle vous participez approche.',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'Un coureur';
      return {
        title: 'Nouvelle demande de partenaire',
        message: `${who} aimerait devenir votre partenaire de course.`,
      };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'Un coureur';
      return {
        title: 'Demande de partenaire acceptée',
        message: `${who} est maintenant votre partenaire de course.`,
      };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'Un coureur';
      return {
        title: 'Invitation à une course',
        message: `${who} vous invite à ${e ? `${e.title} (${eventWhen(e, 'fr')})` : 'une course'}.`,
      };
    },
    test_notification: () => ({
      title: 'Notification de test',
      message: 'Les notifications de Stride vous parviendront ici.',
    }),
    club_event_created: (e) => ({
      title: 'Nouvelle course du club',
      message: `Votre club a publié ${e ? `${e.title} (${eventWhen(e, 'fr')})` : 'une nouvelle course'}.`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'un défi du club';
      return { title: 'Défi réussi', message: `Vous avez atteint l'objectif de ${c}. Bien couru !` };
    },
    greeting: (firstName) => `Bonjour ${firstName}, `,
    viewEvent: "Voir l'événement",
    open: 'Ouvrir Stride',
  },
  de: {
    event_updated: (e) => ({
      title: 'Veranstaltung geändert',
      message: `${e ? `${e.title} (${eventWhen(e, 'de')})` : 'Deine Veranstaltung'} wurde geändert.`,
    }),
    event_cancelled: (e) => ({
      title: 'Veranstaltung abgesagt',
      message: `${e ? `${e.title} (${eventWhen(e, 'de')})` : 'Deine Veranstaltung'} wurde abgesagt.`,
    }),
    event_removed: (e) => ({
      title: 'Dein Platz wurde freigegeben',
      message: `Die Organisation von ${e ? `${e.title} (${eventWhen(e, 'de')})` : 'einem Lauf'} hat deinen Platz freigegeben – du stehst nicht mehr auf der Liste.`,
    }),
    waitlist_promoted: (e) => ({
      title: 'Du bist dabei!',
      message: `Bei ${e?.title ?? 'deiner Veranstaltung'} ist ein Platz frei geworden – er gehört dir.`,
    }),
    content_hidden: (e) => ({
      title: 'Dein Beitrag wurde ausgeblendet',
      message: `Ein Moderator hat ${e ? `deinen Beitrag zu ${e.title}` : 'etwas, das du gepostet hast,'} ausgeblendet, da er gegen die Community-Richtlinien von Stride verstößt.`,
    }),
    content_removed: (e) => ({
      title: 'Dein Beitrag wurde entfernt',
      message: `Ein Moderator hat ${e ? `deinen Beitrag zu ${e.title}` : 'etwas, das du gepostet hast,'} entfernt, da er gegen die Community-Richtlinien von Stride verstößt.`,
    }),
    event_reminder: (e) => ({
      title: 'Lauf-Erinnerung',
      message: e
        ? `${e.title} beginnt am ${eventWhen(e, 'de')}.`
        : 'Ein Lauf, für den du dich angemeldet hast, steht bevor.',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'Ein Läufer';
      return { title: 'Neue Laufpartner-Anfrage', message: `${who} möchte dein Laufpartner werden.` };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'Ein Läufer';
      return { title: 'Laufpartner-Anfrage angenommen', message: `${who} ist jetzt dein Laufpartner.` };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'Ein Läufer';
      return {
        title: 'Einladung zu einem Lauf',
        message: `${who} hat dich zu ${e ? `${e.title} (${eventWhen(e, 'de')})` : 'einem Lauf'} eingeladen.`,
      };
    },
    test_notification: () => ({
      title: 'Testbenachrichtigung',
      message: 'Benachrichtigungen von Stride erreichen dich hier.',
    }),
    club_event_created: (e) => ({
      title: 'Neuer Vereinslauf',
      message: `Dein Verein hat ${e ? `${e.title} (${eventWhen(e, 'de')})` : 'einen neuen Lauf'} veröffentlicht.`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'einer Club-Challenge';
      return { title: 'Challenge geschafft', message: `Du hast das Ziel von ${c} erreicht. Stark gelaufen!` };
    },
    greeting: (firstName) => `Hallo ${firstName}, `,
    viewEvent: 'Veranstaltung ansehen',
    open: 'Stride öffnen',
  },
  it: {
    event_updated: (e) => ({
      title: 'Evento aggiornato',
      message: `${e ? `${e.title} (${eventWhen(e, 'it')})` : 'Il tuo evento'} è stato aggiornato.`,
    }),
    event_cancelled: (e) => ({
      title: 'Evento annullato',
      message: `${e ? `${e.title} (${eventWhen(e, 'it')})` : 'Il tuo evento'} è stato annullato.`,
    }),
    event_removed: (e) => ({
      title: 'Il tuo posto è stato liberato',
      message: `L'organizzatore di ${e ? `${e.title} (${eventWhen(e, 'it')})` : 'una corsa'} ha liberato il tuo posto: non sei più nella lista.`,
    }),
    waitlist_promoted: (e) => ({
      title: 'Sei dentro!',
      message: `Si è liberato un posto per ${e?.title ?? 'il tuo evento'} ed è tuo.`,
    }),
    content_hidden: (e) => ({
      title: 'Il tuo post è stato nascosto',
      message: `Un moderatore ha nascosto ${e ? `il tuo post su ${e.title}` : 'un tuo contenuto'} perché va contro le linee guida della community di Stride.`,
    }),
    content_removed: (e) => ({
      title: 'Il tuo post è stato rimosso',
      message: `Un moderatore ha rimosso ${e ? `il tuo post su ${e.title}` : 'un tuo contenuto'} perché va contro le linee guida della community di Stride.`,
    }),
    event_reminder: (e) => ({
      title: 'Promemoria corsa',
      message: e ? `${e.title} inizia ${eventWhen(e, 'it')}.` : 'Una corsa a cui partecipi si avvicina.',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'Un runner';
      return {
        title: 'Nuova richiesta di compagno',
        message: `${who} vorrebbe essere il tuo compagno di corsa.`,
      };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'Un runner';
      return { title: 'Richiesta di compagno accettata', message: `${who} ora è il tuo compagno di corsa.` };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'Un runner';
      return {
        title: 'Invito a una corsa',
        message: `${who} ti ha invitato a ${e ? `${e.title} (${eventWhen(e, 'it')})` : 'una corsa'}.`,
      };
    },
    test_notification: () => ({
      title: 'Notifica di prova',
      message: 'Le notifiche di Stride ti arriveranno qui.',
    }),
    club_event_created: (e) => ({
      title: 'Nuova corsa del club',
      message: `Il tuo club ha pubblicato ${e ? `${e.title} (${eventWhen(e, 'it')})` : 'una nuova corsa'}.`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'una sfida del club';
      return { title: 'Sfida completata', message: `Hai raggiunto l'obiettivo di ${c}. Ben corso!` };
    },
    greeting: (firstName) => `Ciao ${firstName}, `,
    viewEvent: "Vedi l'evento",
    open: 'Apri Stride',
  },
  pt: {
    event_updated: (e) => ({
      title: 'Evento atualizado',
      message: `${e ? `${e.title} (${eventWhen(e, 'pt')})` : 'O seu evento'} foi atualizado.`,
    }),
    event_cancelled: (e) => ({
      title: 'Evento cancelado',
      message: `${e ? `${e.title} (${eventWhen(e, 'pt')})` : 'O seu evento'} foi cancelado.`,
    }),
    event_removed: (e) => ({
      title: 'A sua vaga foi libertada',
      message: `A organização de ${e ? `${e.title} (${eventWhen(e, 'pt')})` : 'uma corrida'} libertou a sua vaga, por isso já não está na lista.`,
    }),
    waitlist_promoted: (e) => ({
      title: 'Tem lugar!',
      message: `Abriu-se uma vaga em ${e?.title ?? 'o seu evento'} e é sua.`,
    }),
    content_hidden: (e) => ({
      title: 'A sua publicação foi ocultada',
      message: `Um moderador ocultou ${e ? `a sua publicação em ${e.title}` : 'algo que publicou'}, por ir contra as regras da comunidade Stride.`,
    }),
    content_removed: (e) => ({
      title: 'A sua publicação foi removida',
      message: `Um moderador removeu ${e ? `a sua publicação em ${e.title}` : 'algo que publicou'}, por ir contra as regras da comunidade Stride.`,
    }),
    event_reminder: (e) => ({
      title: 'Lembrete de corrida',
      message: e
        ? `${e.title} começa ${eventWhen(e, 'pt')}.`
        : 'Uma corrida em que se inscreveu está a chegar.',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'Um corredor';
      return {
        title: 'Novo pedido de parceiro',
        message: `${who} gostaria de ser o seu parceiro de corrida.`,
      };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'Um corredor';
      return { title: 'Pedido de parceiro aceite', message: `${who} é agora o seu parceiro de corrida.` };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'Um corredor';
      return {
        title: 'Convite para uma corrida',
        message: `${who} convidou-o para ${e ? `${e.title} (${eventWhen(e, 'pt')})` : 'uma corrida'}.`,
      };
    },
    test_notification: () => ({
      title: 'Notificação de teste',
      message: 'As notificações do Stride chegam-lhe aqui.',
    }),
    club_event_created: (e) => ({
      title: 'Nova corrida do clube',
      message: `O seu clube publicou ${e ? `${e.title} (${eventWhen(e, 'pt')})` : 'uma nova corrida'}.`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'um desafio do clube';
      return { title: 'Desafio concluído', message: `Você atingiu a meta de ${c}. Boa corrida!` };
    },
    greeting: (firstName) => `Olá ${firstName}, `,
    viewEvent: 'Ver evento',
    open: 'Abrir o Stride',
  },
  zh: {
    event_updated: (e) => ({
      title: '活动已更新',
      message: `${e ? `${e.title}（${eventWhen(e, 'zh')}）` : '你的活动'}已更新。`,
    }),
    event_cancelled: (e) => ({
      title: '活动已取消',
      message: `${e ? `${e.title}（${eventWhen(e, 'zh')}）` : '你的活动'}已取消。`,
    }),
    event_removed: (e) => ({
      title: '你的名额已释放',
      message: `${e ? `${e.title}（${eventWhen(e, 'zh')}）` : '一场跑步活动'}的组织者释放了你的名额，你已不在参加名单上。`,
    }),
    waitlist_promoted: (e) => ({
      title: '你已获得名额！',
      message: `${e?.title ?? '你的活动'}空出了一个名额，现在归你了。`,
    }),
    content_hidden: (e) => ({
      title: '你的内容已被隐藏',
      message: `由于违反 Stride 社区准则，版主隐藏了${e ? `你在“${e.title}”中发布的内容` : '你发布的内容'}。`,
    }),
    content_removed: (e) => ({
      title: '你的内容已被删除',
      message: `由于违反 Stride 社区准则，版主删除了${e ? `你在“${e.title}”中发布的内容` : '你发布的内容'}。`,
    }),
    event_reminder: (e) => ({
      title: '跑步提醒',
      message: e ? `${e.title} 将于 ${eventWhen(e, 'zh')} 开始。` : '你报名的一场跑步即将开始。',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? '一位跑者';
      return { title: '新的跑友请求', message: `${who} 想成为你的跑友。` };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? '一位跑者';
      return { title: '跑友请求已接受', message: `${who} 现在是你的跑友了。` };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? '一位跑者';
      return {
        title: '跑步邀请',
        message: `${who} 邀请你参加 ${e ? `${e.title}（${eventWhen(e, 'zh')}）` : '一场跑步'}。`,
      };
    },
    test_notification: () => ({ title: '测试通知', message: 'Stride 的通知会在这里送达。' }),
    club_event_created: (e) => ({
      title: '俱乐部新跑步活动',
      message: `你的俱乐部发布了 ${e ? `${e.title}（${eventWhen(e, 'zh')}）` : '一场新的跑步活动'}。`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : '俱乐部挑战';
      return { title: '挑战完成', message: `你已达成 ${c} 的目标。跑得漂亮！` };
    },
    greeting: (firstName) => `${firstName}，你好！`,
    viewEvent: '查看活动',
    open: '打开 Stride',
  },
  ja: {
    event_updated: (e) => ({
      title: 'イベントが更新されました',
      message: `${e ? `${e.title}（${eventWhen(e, 'ja')}）` : 'あなたのイベント'}が更新されました。`,
    }),
    event_cancelled: (e) => ({
      title: 'イベントが中止されました',
      message: `${e ? `${e.title}（${eventWhen(e, 'ja')}）` : 'あなたのイベント'}は中止になりました。`,
    }),
    event_removed: (e) => ({
      title: '参加枠が解除されました',
      message: `${e ? `${e.title}（${eventWhen(e, 'ja')}）` : 'ランニングイベント'}の主催者があなたの参加枠を解除したため、参加者リストから外れました。`,
    }),
    waitlist_promoted: (e) => ({
      title: '参加が確定しました！',
      message: `${e?.title ?? 'あなたのイベント'}に空きが出たため、参加枠があなたに割り当てられました。`,
    }),
    content_hidden: (e) => ({
      title: '投稿が非表示になりました',
      message: `Stride のコミュニティガイドラインに反するため、モデレーターが${e ? `「${e.title}」へのあなたの投稿` : 'あなたの投稿'}を非表示にしました。`,
    }),
    content_removed: (e) => ({
      title: '投稿が削除されました',
      message: `Stride のコミュニティガイドラインに反するため、モデレーターが${e ? `「${e.title}」へのあなたの投稿` : 'あなたの投稿'}を削除しました。`,
    }),
    event_reminder: (e) => ({
      title: 'ランのリマインダー',
      message: e ? `${e.title} は ${eventWhen(e, 'ja')} に始まります。` : '参加予定のランが近づいています。',
    }),
    buddy_request: (_e, a) => {
      const who = a?.firstName ?? 'ランナー';
      return {
        title: '新しいバディリクエスト',
        message: `${who} さんがランニングバディになりたいと言っています。`,
      };
    },
    buddy_accepted: (_e, a) => {
      const who = a?.firstName ?? 'ランナー';
      return {
        title: 'バディリクエストが承認されました',
        message: `${who} さんがランニングバディになりました。`,
      };
    },
    run_invite: (e, a) => {
      const who = a?.firstName ?? 'ランナー';
      return {
        title: 'ランへの招待',
        message: `${who} さんから ${e ? `${e.title}（${eventWhen(e, 'ja')}）` : 'ラン'} に招待されました。`,
      };
    },
    test_notification: () => ({ title: 'テスト通知', message: 'Stride からの通知はここに届きます。' }),
    club_event_created: (e) => ({
      title: 'クラブの新しいラン',
      message: `あなたのクラブが ${e ? `${e.title}（${eventWhen(e, 'ja')}）` : '新しいラン'} を公開しました。`,
    }),
    challenge_completed: (_e, _a, d) => {
      const c = d?.challenge ? `“${d.challenge.title}”` : 'クラブのチャレンジ';
      return { title: 'チャレンジ達成', message: `${c} の目標を達成しました。ナイスラン！` };
    },
    greeting: (firstName) => `${firstName}さん、`,
    viewEvent: 'イベントを見る',
    open: 'Stride を開く',
  },
};

/** A notice in the reader's language: its type's title and message, then its details (notice-details.ts). */
export function noticeText(
  language: NoticeLanguage,
  type: NoticeType,
  event: NoticeEvent | null,
  actor: NoticeActor | null = null,
  details: NoticeDetails | null = null,
): NoticeText {
  const text = NOTICE_TEXTS[language][type](event, actor, details);
  const more = detailsText(details, language);
  return more ? { title: text.title, message: `${text.message}\n${more}` } : text;
}

/** A stored notice's title and message in the reader's language (each channel's wording). */
export const storedNoticeText = (
  language: NoticeLanguage,
  notice: Pick<StoredNotice, 'type' | 'event' | 'actor' | 'details'>,
): NoticeText => noticeText(language, notice.type, notice.event, notice.actor, notice.details);
