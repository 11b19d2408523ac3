import { INTL_LOCALES, type EventChange } from '@stride/contracts';
import type { NoticeDetails, NoticeLanguage } from './notice.ts';

interface DetailTexts {
  fields: Record<EventChange['field'], string>;
  /** A value that was or became empty. */
  none: string;
  organiserSays: (message: string) => string;
  /** Every notice e-mail ends with these links (issue 28). */
  settings: string;
  stopThese: string;
}

const DETAIL_TEXTS: Record<NoticeLanguage, DetailTexts> = {
  en: {
    fields: { title: 'Name', date: 'Date', time: 'Time', place: 'Place', meetingPoint: 'Meeting point' },
    none: 'none',
    organiserSays: (m) => `The organiser says: “${m}”`,
    settings: 'Choose which e-mails you get',
    stopThese: 'Stop e-mails like this',
  },
  es: {
    fields: {
      title: 'Nombre',
      date: 'Fecha',
      time: 'Hora',
      place: 'Lugar',
      meetingPoint: 'Punto de encuentro',
    },
    none: 'ninguno',
    organiserSays: (m) => `La organización dice: «${m}»`,
    settings: 'Elige qué correos recibes',
    stopThese: 'No recibir más correos como este',
  },
  fr: {
    fields: {
      title: 'Nom',
      date: 'Date',
      time: 'Heure',
      place: 'Lieu',
      meetingPoint: 'Point de rendez-vous',
    },
    none: 'aucun',
    organiserSays: (m) => `L'organisateur précise : « ${m} »`,
    settings: 'Choisir les e-mails que vous recevez',
    stopThese: 'Ne plus recevoir ce type d’e-mail',
  },
  de: {
    fields: { title: 'Name', date: 'Datum', time: 'Uhrzeit', place: 'Ort', meetingPoint: 'Treffpunkt' },
    none: 'keiner',
    organiserSays: (m) => `Die Organisation schreibt: „${m}“`,
    settings: 'Auswählen, welche E-Mails du bekommst',
    stopThese: 'Keine E-Mails dieser Art mehr',
  },
  it: {
    fields: { title: 'Nome', date: 'Data', time: 'Ora', place: 'Luogo', meetingPoint: "Punto d'incontro" },
    none: 'nessuno',
    organiserSays: (m) => `L'organizzatore scrive: «${m}»`,
    settings: 'Scegli quali email ricevere',
    stopThese: 'Non ricevere più email come questa',
  },
  pt: {
    fields: { title: 'Nome', date: 'Data', time: 'Hora', place: 'Local', meetingPoint: 'Ponto de encontro' },
    none: 'nenhum',
    organiserSays: (m) => `A organização diz: «${m}»`,
    settings: 'Escolher que e-mails recebe',
    stopThese: 'Deixar de receber e-mails como este',
  },
  zh: {
    fields: { title: '名称', date: '日期', time: '时间', place: '地点', meetingPoint: '集合点' },
    none: '无',
    organiserSays: (m) => `组织者留言：“${m}”`,
    settings: '选择你要接收的邮件',
    stopThese: '不再接收此类邮件',
  },
  ja: {
    fields: { title: '名前', date: '日付', time: '時刻', place: '場所', meetingPoint: '集合場所' },
    none: 'なし',
    organiserSays: (m) => `主催者からのメッセージ：「${m}」`,
    settings: '受け取るメールを選ぶ',
    stopThese: 'この種類のメールを停止',
  },
};

/** A changed value as the reader writes it: dates in their language, times and text as they are. */
function value(change: EventChange, v: string | null, language: NoticeLanguage): string {
  if (v === null || v === '') return DETAIL_TEXTS[language].none;
  if (change.field !== 'date') return v;
  const [y, m, d] = v.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** The notice's details as sentences in the reader's language, to follow its message (empty if none). */
export function detailsText(details: NoticeDetails | null | undefined, language: NoticeLanguage): string {
  if (!details) return '';
  const t = DETAIL_TEXTS[language];
  const lines = (details.changes ?? []).map(
    (c) => `${t.fields[c.field]}: ${value(c, c.from, language)} → ${value(c, c.to, language)}`,
  );
  if (details.message) lines.push(t.organiserSays(details.message));
  return lines.join('\n');
}

/** The links every notice e-mail ends with. */
export const emailLinkTexts = (language: NoticeLanguage) => {
  const { settings, stopThese } = DETAIL_TEXTS[language];
  return { settings, stopThese };
};
