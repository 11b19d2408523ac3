import type { NoticeLanguage } from './notice.ts';

/** The daily digest's words (e-mail and push), per language; `n` is how many notices it holds. */
interface DigestTexts {
  subject: (n: number) => string;
  heading: string;
  intro: (n: number) => string;
  seeAll: string;
  footer: string;
  pushTitle: string;
  pushBody: (n: number) => string;
}

export const DIGEST_TEXTS: Record<NoticeLanguage, DigestTexts> = {
  en: {
    subject: (n) => `Your Stride digest: ${n} ${n === 1 ? 'update' : 'updates'}`,
    heading: 'Your daily digest',
    intro: (n) =>
      n === 1
        ? 'Here is the update since your last digest.'
        : `Here are the ${n} updates since your last digest.`,
    seeAll: 'See all notifications',
    footer:
      'You get one e-mail a day because you chose the daily digest. Change this in your notification settings.',
    pushTitle: 'Your Stride digest',
    pushBody: (n) => (n === 1 ? '1 update is waiting for you.' : `${n} updates are waiting for you.`),
  },
  es: {
    subject: (n) => `Tu resumen de Stride: ${n} ${n === 1 ? 'novedad' : 'novedades'}`,
    heading: 'Tu resumen diario',
    intro: (n) =>
      n === 1
        ? 'Esta es la novedad desde tu último resumen.'
        : `Estas son las ${n} novedades desde tu último resumen.`,
    seeAll: 'Ver todas las notificaciones',
    footer:
      'Recibes un correo al día porque elegiste el resumen diario. Puedes cambiarlo en tus ajustes de notificaciones.',
    pushTitle: 'Tu resumen de Stride',
    pushBody: (n) => (n === 1 ? 'Tienes 1 novedad esperándote.' : `Tienes ${n} novedades esperándote.`),
  },
  fr: {
    subject: (n) => `Votre résumé Stride : ${n} ${n === 1 ? 'nouveauté' : 'nouveautés'}`,
    heading: 'Votre résumé quotidien',
    intro: (n) =>
      n === 1
        ? 'Voici la nouveauté depuis votre dernier résumé.'
        : `Voici les ${n} nouveautés depuis votre dernier résumé.`,
    seeAll: 'Voir toutes les notifications',
    footer:
      'Vous recevez un e-mail par jour car vous avez choisi le résumé quotidien. Modifiez-le dans vos paramètres de notification.',
    pushTitle: 'Votre résumé Stride',
    pushBody: (n) => (n === 1 ? '1 nouveauté vous attend.' : `${n} nouveautés vous attendent.`),
  },
  de: {
    subject: (n) => `Deine Stride-Zusammenfassung: ${n} ${n === 1 ? 'Neuigkeit' : 'Neuigkeiten'}`,
    heading: 'Deine tägliche Zusammenfassung',
    intro: (n) =>
      n === 1
        ? 'Das ist die Neuigkeit seit deiner letzten Zusammenfassung.'
        : `Das sind die ${n} Neuigkeiten seit deiner letzten Zusammenfassung.`,
    seeAll: 'Alle Benachrichtigungen ansehen',
    footer:
      'Du bekommst eine E-Mail am Tag, weil du die tägliche Zusammenfassung gewählt hast. Ändern kannst du das in deinen Benachrichtigungseinstellungen.',
    pushTitle: 'Deine Stride-Zusammenfassung',
    pushBody: (n) => (n === 1 ? '1 Neuigkeit wartet auf dich.' : `${n} Neuigkeiten warten auf dich.`),
  },
  it: {
    subject: (n) => `Il tuo riepilogo Stride: ${n} novità`,
    heading: 'Il tuo riepilogo giornaliero',
    intro: (n) =>
      n === 1 ? "Ecco la novità dall'ultimo riepilogo." : `Ecco le ${n} novità dall'ultimo riepilogo.`,
    seeAll: 'Vedi tutte le notifiche',
    footer:
      'Ricevi una e-mail al giorno perché hai scelto il riepilogo giornaliero. Puoi cambiarlo nelle impostazioni delle notifiche.',
    pushTitle: 'Il tuo riepilogo Stride',
    pushBody: (n) => (n === 1 ? '1 novità ti aspetta.' : `${n} novità ti aspettano.`),
  },
  pt: {
    subject: (n) => `Seu resumo do Stride: ${n} ${n === 1 ? 'novidade' : 'novidades'}`,
    heading: 'Seu resumo diário',
    intro: (n) =>
      n === 1
        ? 'Esta é a novidade desde o seu último resumo.'
        : `Estas são as ${n} novidades desde o seu último resumo.`,
    seeAll: 'Ver todas as notificações',
    footer:
      'Você recebe um e-mail por dia porque escolheu o resumo diário. Altere isso nas suas configurações de notificação.',
    pushTitle: 'Seu resumo do Stride',
    pushBody: (n) => (n === 1 ? '1 novidade está à sua espera.' : `${n} novidades estão à sua espera.`),
  },
  zh: {
    subject: (n) => `你的 Stride 每日摘要：${n} 条更新`,
    heading: '你的每日摘要',
    intro: (n) => `以下是自上次摘要以来的 ${n} 条更新。`,
    seeAll: '查看所有通知',
    footer: '你选择了每日摘要，所以每天只会收到一封邮件。可在通知设置中更改。',
    pushTitle: '你的 Stride 每日摘要',
    pushBody: (n) => `有 ${n} 条更新等你查看。`,
  },
  ja: {
    subject: (n) => `Stride のダイジェスト：${n} 件のお知らせ`,
    heading: '毎日のダイジェスト',
    intro: (n) => `前回のダイジェスト以降のお知らせが ${n} 件あります。`,
    seeAll: 'すべての通知を見る',
    footer: '毎日のダイジェストを選択しているため、メールは1日1通です。通知設定で変更できます。',
    pushTitle: 'Stride のダイジェスト',
    pushBody: (n) => `${n} 件のお知らせが届いています。`,
  },
};
