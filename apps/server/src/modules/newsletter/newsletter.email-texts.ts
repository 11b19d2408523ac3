import type { Language } from '@stride/contracts';

/**
 * The words of the newsletter's own e-mails in each of the app's languages: the confirmation link (in
 * the language of the page the address was signed up on), the welcome, and the lines around each
 * newsletter, whose subject and body staff write. `until` and `email` come formatted.
 */
export interface NewsletterEmailTexts {
  confirm: {
    subject: string;
    heading: string;
    body: (until: string) => string;
    action: string;
    footer: string;
  };
  welcome: {
    subject: string;
    heading: string;
    body: [string, string];
    action: string;
  };
  issue: {
    footer: (email: string) => string;
    action: string;
  };
}

export const NEWSLETTER_EMAIL_TEXTS: Record<Language, NewsletterEmailTexts> = {
  en: {
    confirm: {
      subject: 'Confirm your Stride newsletter subscription',
      heading: 'One click to confirm',
      body: (until) =>
        `Someone (we hope you) asked to receive the Stride newsletter at this address. Confirm with the button below; the link works once, until ${until}.`,
      action: 'Confirm my subscription',
      footer: "If you didn't ask for this, ignore this email: you won't be subscribed.",
    },
    welcome: {
      subject: 'Welcome to the Stride newsletter',
      heading: "You're on the Stride newsletter",
      body: [
        'Thanks for confirming. Expect new events, run club news and training tips from runners across Australia.',
        'Changed your mind? One click takes you off the list.',
      ],
      action: 'Unsubscribe',
    },
    issue: {
      footer: (email) => `You receive this because ${email} is subscribed to the Stride newsletter.`,
      action: 'Unsubscribe',
    },
  },
  es: {
    confirm: {
      subject: 'Confirma tu suscripción al boletín de Stride',
      heading: 'Un clic para confirmar',
      body: (until) =>
        `Alguien (esperamos que tú) ha pedido recibir el boletín de Stride en esta dirección. Confírmalo con el botón de abajo; el enlace funciona una sola vez, hasta el ${until}.`,
      action: 'Confirmar mi suscripción',
      footer: 'Si no lo has pedido tú, ignora este correo: no quedarás suscrito.',
    },
    welcome: {
      subject: 'Te damos la bienvenida al boletín de Stride',
      heading: 'Ya recibes el boletín de Stride',
      body: [
        'Gracias por confirmar. Recibirás nuevos eventos, noticias de clubes de running y consejos de entrenamiento de corredores de toda Australia.',
        '¿Has cambiado de opinión? Un clic te da de baja.',
      ],
      action: 'Darme de baja',
    },
    issue: {
      footer: (email) => `Recibes este correo porque ${email} está suscrito al boletín de Stride.`,
      action: 'Darme de baja',
    },
  },
  fr: {
    confirm: {
      subject: 'Confirmez votre abonnement à la newsletter Stride',
      heading: 'Un clic pour confirmer',
      body: (until) =>
        `Quelqu’un (vous, nous l’espérons) a demandé à recevoir la newsletter Stride à cette adresse. Confirmez avec le bouton ci-dessous ; le lien ne fonctionne qu’une fois, jusqu’au ${until}.`,
      action: 'Confirmer mon abonnement',
      footer: 'Si vous n’avez rien demandé, ignorez cet e-mail : vous ne serez pas abonné.',
    },
    welcome: {
      subject: 'Bienvenue dans la newsletter Stride',
      heading: 'Vous êtes abonné à la newsletter Stride',
      body: [
        'Merci d’avoir confirmé. Attendez-vous à de nouveaux événements, des nouvelles des clubs de course et des conseils d’entraînement de coureurs de toute l’Australie.',
        'Vous avez changé d’avis ? Un clic suffit pour vous désabonner.',
      ],
      action: 'Me désabonner',
    },
    issue: {
      footer: (email) => `Vous recevez cet e-mail car ${email} est abonné à la newsletter Stride.`,
      action: 'Me désabonner',
    },
  },
  de: {
    confirm: {
      subject: 'Bestätige dein Abo des Stride-Newsletters',
      heading: 'Ein Klick zur Bestätigung',
      body: (until) =>
        `Jemand (hoffentlich du) möchte den Stride-Newsletter an diese Adresse erhalten. Bestätige es mit der Schaltfläche unten; der Link funktioniert einmal, bis ${until}.`,
      action: 'Abo bestätigen',
      footer: 'Wenn du das nicht warst, ignoriere diese E-Mail: Du wirst nicht angemeldet.',
    },
    welcome: {
      subject: 'Willkommen beim Stride-Newsletter',
      heading: 'Du erhältst jetzt den Stride-Newsletter',
      body: [
        'Danke für die Bestätigung. Freu dich auf neue Events, Neuigkeiten aus Laufclubs und Trainingstipps von Läuferinnen und Läufern aus ganz Australien.',
        'Meinung geändert? Ein Klick nimmt dich von der Liste.',
      ],
      action: 'Abmelden',
    },
    issue: {
      footer: (email) => `Du erhältst diese E-Mail, weil ${email} den Stride-Newsletter abonniert hat.`,
      action: 'Abmelden',
    },
  },
  it: {
    confirm: {
      subject: 'Conferma l’iscrizione alla newsletter di Stride',
      heading: 'Un clic per confermare',
      body: (until) =>
        `Qualcuno (speriamo tu) ha chiesto di ricevere la newsletter di Stride a questo indirizzo. Conferma con il pulsante qui sotto; il link funziona una sola volta, fino a ${until}.`,
      action: 'Conferma l’iscrizione',
      footer: 'Se non l’hai chiesto tu, ignora questa email: non verrai iscritto.',
    },
    welcome: {
      subject: 'Benvenuto nella newsletter di Stride',
      heading: 'Ora ricevi la newsletter di Stride',
      body: [
        'Grazie per la conferma. Ti aspettano nuovi eventi, notizie dai club di corsa e consigli di allenamento da runner di tutta l’Australia.',
        'Hai cambiato idea? Basta un clic per cancellarti.',
      ],
      action: 'Annulla l’iscrizione',
    },
    issue: {
      footer: (email) => `Ricevi questa email perché ${email} è iscritto alla newsletter di Stride.`,
      action: 'Annulla l’iscrizione',
    },
  },
  pt: {
    confirm: {
      subject: 'Confirme a sua subscrição da newsletter da Stride',
      heading: 'Um clique para confirmar',
      body: (until) =>
        `Alguém (esperamos que tenha sido você) pediu para receber a newsletter da Stride neste endereço. Confirme com o botão abaixo; o link funciona uma única vez, até ${until}.`,
      action: 'Confirmar a subscrição',
      footer: 'Se não foi você que pediu, ignore este e-mail: não ficará subscrito.',
    },
    welcome: {
      subject: 'Bem-vindo à newsletter da Stride',
      heading: 'Já recebe a newsletter da Stride',
      body: [
        'Obrigado por confirmar. Pode contar com novos eventos, novidades dos clubes de corrida e dicas de treino de corredores de toda a Austrália.',
        'Mudou de ideias? Um clique tira-o da lista.',
      ],
      action: 'Cancelar a subscrição',
    },
    issue: {
      footer: (email) => `Recebe este e-mail porque ${email} subscreveu a newsletter da Stride.`,
      action: 'Cancelar a subscrição',
    },
  },
  zh: {
    confirm: {
      subject: '确认订阅 Stride 简报',
      heading: '点击一下即可确认',
      body: (until) =>
        `有人（希望是你）申请用此邮箱接收 Stride 简报。请点击下方按钮确认；该链接只能使用一次，有效期至 ${until}。`,
      action: '确认订阅',
      footer: '如果这不是你本人的操作，请忽略此邮件：你不会被订阅。',
    },
    welcome: {
      subject: '欢迎订阅 Stride 简报',
      heading: '你已订阅 Stride 简报',
      body: [
        '感谢你的确认。你将收到来自澳大利亚各地跑者的新活动、跑团动态和训练建议。',
        '改变主意了？点击一下即可退订。',
      ],
      action: '退订',
    },
    issue: {
      footer: (email) => `你收到此邮件，是因为 ${email} 订阅了 Stride 简报。`,
      action: '退订',
    },
  },
  ja: {
    confirm: {
      subject: 'Stride ニュースレターの購読を確認してください',
      heading: 'ワンクリックで確認',
      body: (until) =>
        `このアドレスで Stride ニュースレターを受け取りたいというお申し込みがありました（ご本人であれば幸いです）。下のボタンで確認してください。リンクは ${until} まで、一度だけ使えます。`,
      action: '購読を確認する',
      footer: 'お心当たりがない場合は、このメールを無視してください。購読は開始されません。',
    },
    welcome: {
      subject: 'Stride ニュースレターへようこそ',
      heading: 'Stride ニュースレターの購読が始まりました',
      body: [
        'ご確認ありがとうございます。オーストラリア各地のランナーから、新しいイベント、ランニングクラブのニュース、トレーニングのヒントをお届けします。',
        '気が変わりましたか？ワンクリックで購読を解除できます。',
      ],
      action: '購読を解除する',
    },
    issue: {
      footer: (email) =>
        `${email} が Stride ニュースレターを購読しているため、このメールをお送りしています。`,
      action: '購読を解除する',
    },
  },
};
