import type { Language } from '@stride/contracts';

/** The words of the account e-mails in each of the app's languages; `when` is already formatted. */
export interface AuthEmailTexts {
  verify: {
    subject: string;
    heading: (firstName: string | null) => string;
    body: (until: string) => string;
    action: string;
    footer: string;
  };
  reset: {
    subject: string;
    heading: string;
    body: (until: string) => string;
    action: string;
    footer: string;
  };
  signupAttempt: {
    subject: string;
    heading: string;
    body: [string, string];
    signIn: string;
    reset: string;
    footer: string;
  };
  guessing: {
    subject: string;
    heading: string;
    body: (when: string) => [string, string, string];
    action: string;
    footer: string;
  };
}

export const AUTH_EMAIL_TEXTS: Record<Language, AuthEmailTexts> = {
  en: {
    verify: {
      subject: 'Verify your Stride email address',
      heading: (n) => `Welcome to Stride${n ? `, ${n}` : ''}!`,
      body: (until) =>
        `Please confirm your email address to finish creating your account. The link works until ${until}.`,
      action: 'Verify my email',
      footer: "If you didn't create a Stride account, you can ignore this email.",
    },
    reset: {
      subject: 'Reset your Stride password',
      heading: 'Reset your password',
      body: (until) =>
        `Someone asked to reset the password of the Stride account for this address. The link works once, until ${until}.`,
      action: 'Choose a new password',
      footer: "If you didn't ask for this, ignore this email: your password stays the same.",
    },
    signupAttempt: {
      subject: 'Someone tried to sign up to Stride with your email',
      heading: 'You already have a Stride account',
      body: [
        'Someone (perhaps you) just tried to create a new Stride account with this email address. Your account already exists, so nothing was changed.',
        'If it was you, sign in below, or reset your password if you have forgotten it.',
      ],
      signIn: 'Sign in',
      reset: 'Reset my password',
      footer: "If it wasn't you, you can ignore this email.",
    },
    guessing: {
      subject: 'Someone is trying to sign in to your Stride account',
      heading: 'Repeated failed sign-ins',
      body: (when) => [
        `Someone tried many times to sign in to your Stride account with a wrong password (${when}).`,
        'If it was you and you have forgotten your password, you can choose a new one below.',
        "If it wasn't you, your account is safe as long as your password is not used anywhere else. Stride slows down further attempts; choosing a new, unique password ends them.",
      ],
      action: 'Choose a new password',
      footer: 'You receive this at most once an hour while the attempts continue.',
    },
  },
  es: {
    verify: {
      subject: 'Verifica tu correo electrónico de Stride',
      heading: (n) => `¡Te damos la bienvenida a Stride${n ? `, ${n}` : ''}!`,
      body: (until) =>
        `Confirma tu correo electrónico para terminar de crear tu cuenta. El enlace funciona hasta el ${until}.`,
      action: 'Verificar mi correo',
      footer: 'Si no has creado una cuenta de Stride, puedes ignorar este correo.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Stride',
      heading: 'Restablece tu contraseña',
      body: (until) =>
        `Alguien ha pedido restablecer la contraseña de la cuenta de Stride de esta dirección. El enlace funciona una sola vez, hasta el ${until}.`,
      action: 'Elegir una nueva contraseña',
      footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
    signupAttempt: {
      subject: 'Alguien intentó registrarse en Stride con tu correo',
      heading: 'Ya tienes una cuenta de Stride',
      body: [
        'Alguien (quizá tú) acaba de intentar crear una cuenta nueva de Stride con esta dirección. Tu cuenta ya existe, así que no se ha cambiado nada.',
        'Si fuiste tú, inicia sesión abajo o restablece tu contraseña si la has olvidado.',
      ],
      signIn: 'Iniciar sesión',
      reset: 'Restablecer mi contraseña',
      footer: 'Si no fuiste tú, puedes ignorar este correo.',
    },
    guessing: {
      subject: 'Alguien intenta entrar en tu cuenta de Stride',
      heading: 'Varios inicios de sesión fallidos',
      body: (when) => [
        `Alguien ha intentado muchas veces entrar en tu cuenta de Stride con una contraseña incorrecta (${when}).`,
        'Si fuiste tú y has olvidado tu contraseña, puedes elegir una nueva abajo.',
        'Si no fuiste tú, tu cuenta está a salvo mientras no uses esta contraseña en ningún otro sitio. Stride frena los siguientes intentos; una contraseña nueva y única los detiene.',
      ],
      action: 'Elegir una nueva contraseña',
      footer: 'Recibirás este aviso como mucho una vez por hora mientras sigan los intentos.',
    },
  },
  fr: {
    verify: {
      subject: 'Confirmez votre adresse e-mail Stride',
      heading: (n) => `Bienvenue sur Stride${n ? `, ${n}` : ''} !`,
      body: (until) =>
        `Confirmez votre adresse e-mail pour terminer la création de votre compte. Le lien est valable jusqu'au ${until}.`,
      action: 'Confirmer mon e-mail',
      footer: "Si vous n'avez pas créé de compte Stride, ignorez cet e-mail.",
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Stride',
      heading: 'Réinitialisez votre mot de passe',
      body: (until) =>
        `Quelqu'un a demandé la réinitialisation du mot de passe du compte Stride lié à cette adresse. Le lien ne sert qu'une fois, jusqu'au ${until}.`,
      action: 'Choisir un nouveau mot de passe',
      footer: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    },
    signupAttempt: {
      subject: "Quelqu'un a tenté de s'inscrire sur Stride avec votre e-mail",
      heading: 'Vous avez déjà un compte Stride',
      body: [
        "Quelqu'un (peut-être vous) vient d'essayer de créer un compte Stride avec cette adresse. Votre compte existe déjà, rien n'a donc été modifié.",
        "Si c'était vous, connectez-vous ci-dessous, ou réinitialisez votre mot de passe si vous l'avez oublié.",
      ],
      signIn: 'Se connecter',
      reset: 'Réinitialiser mon mot de passe',
      footer: "Si ce n'était pas vous, ignorez cet e-mail.",
    },
    guessing: {
      subject: "Quelqu'un tente de se connecter à votre compte Stride",
      heading: 'Échecs de connexion répétés',
      body: (when) => [
        `Quelqu'un a essayé de nombreuses fois de se connecter à votre compte Stride avec un mauvais mot de passe (${when}).`,
        "Si c'était vous et que vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau ci-dessous.",
        "Si ce n'était pas vous, votre compte reste protégé tant que votre mot de passe n'est utilisé nulle part ailleurs. Stride ralentit les tentatives suivantes ; un nouveau mot de passe unique y met fin.",
      ],
      action: 'Choisir un nouveau mot de passe',
      footer: 'Vous recevez ce message au plus une fois par heure tant que les tentatives continuent.',
    },
  },
  de: {
    verify: {
      subject: 'Bestätige deine E-Mail-Adresse für Stride',
      heading: (n) => `Willkommen bei Stride${n ? `, ${n}` : ''}!`,
      body: (until) =>
        `Bitte bestätige deine E-Mail-Adresse, um dein Konto fertig einzurichten. Der Link gilt bis ${until}.`,
      action: 'E-Mail bestätigen',
      footer: 'Wenn du kein Stride-Konto erstellt hast, kannst du diese E-Mail ignorieren.',
    },
    reset: {
      subject: 'Setze dein Stride-Passwort zurück',
      heading: 'Passwort zurücksetzen',
      body: (until) =>
        `Jemand hat verlangt, das Passwort des Stride-Kontos dieser Adresse zurückzusetzen. Der Link funktioniert einmal, bis ${until}.`,
      action: 'Neues Passwort wählen',
      footer: 'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
    },
    signupAttempt: {
      subject: 'Jemand wollte sich mit deiner E-Mail bei Stride registrieren',
      heading: 'Du hast bereits ein Stride-Konto',
      body: [
        'Jemand (vielleicht du) hat gerade versucht, mit dieser E-Mail-Adresse ein neues Stride-Konto anzulegen. Dein Konto besteht bereits, daher wurde nichts geändert.',
        'Wenn du es warst, melde dich unten an oder setze dein Passwort zurück, falls du es vergessen hast.',
      ],
      signIn: 'Anmelden',
      reset: 'Passwort zurücksetzen',
      footer: 'Wenn du es nicht warst, kannst du diese E-Mail ignorieren.',
    },
    guessing: {
      subject: 'Jemand versucht, sich bei deinem Stride-Konto anzumelden',
      heading: 'Wiederholte fehlgeschlagene Anmeldungen',
      body: (when) => [
        `Jemand hat mehrfach versucht, sich mit einem falschen Passwort bei deinem Stride-Konto anzumelden (${when}).`,
        'Wenn du es warst und dein Passwort vergessen hast, kannst du unten ein neues wählen.',
        'Wenn du es nicht warst, ist dein Konto sicher, solange du dein Passwort nirgendwo sonst verwendest. Stride bremst weitere Versuche; ein neues, einzigartiges Passwort beendet sie.',
      ],
      action: 'Neues Passwort wählen',
      footer: 'Du erhältst diese Nachricht höchstens einmal pro Stunde, solange die Versuche andauern.',
    },
  },
  it: {
    verify: {
      subject: 'Verifica il tuo indirizzo email di Stride',
      heading: (n) => `Benvenuto su Stride${n ? `, ${n}` : ''}!`,
      body: (until) =>
        `Conferma il tuo indirizzo email per completare la creazione dell'account. Il link è valido fino al ${until}.`,
      action: 'Verifica la mia email',
      footer: 'Se non hai creato un account Stride, puoi ignorare questa email.',
    },
    reset: {
      subject: 'Reimposta la password di Stride',
      heading: 'Reimposta la password',
      body: (until) =>
        `Qualcuno ha chiesto di reimpostare la password dell'account Stride di questo indirizzo. Il link funziona una sola volta, fino al ${until}.`,
      action: 'Scegli una nuova password',
      footer: 'Se non sei stato tu, ignora questa email: la tua password resta invariata.',
    },
    signupAttempt: {
      subject: 'Qualcuno ha provato a registrarsi a Stride con la tua email',
      heading: 'Hai già un account Stride',
      body: [
        'Qualcuno (forse tu) ha appena provato a creare un nuovo account Stride con questo indirizzo. Il tuo account esiste già, quindi non è cambiato nulla.',
        "Se sei stato tu, accedi qui sotto oppure reimposta la password se l'hai dimenticata.",
      ],
      signIn: 'Accedi',
      reset: 'Reimposta la password',
      footer: 'Se non sei stato tu, puoi ignorare questa email.',
    },
    guessing: {
      subject: 'Qualcuno sta cercando di accedere al tuo account Stride',
      heading: 'Accessi non riusciti ripetuti',
      body: (when) => [
        `Qualcuno ha provato più volte ad accedere al tuo account Stride con una password sbagliata (${when}).`,
        'Se sei stato tu e hai dimenticato la password, puoi sceglierne una nuova qui sotto.',
        'Se non sei stato tu, il tuo account è al sicuro finché la password non è usata altrove. Stride rallenta gli altri tentativi; una password nuova e unica li ferma.',
      ],
      action: 'Scegli una nuova password',
      footer: 'Ricevi questo avviso al massimo una volta all’ora finché i tentativi continuano.',
    },
  },
  pt: {
    verify: {
      subject: 'Confirme o seu e-mail do Stride',
      heading: (n) => `Bem-vindo ao Stride${n ? `, ${n}` : ''}!`,
      body: (until) =>
        `Confirme o seu endereço de e-mail para terminar de criar a sua conta. A ligação funciona até ${until}.`,
      action: 'Confirmar o meu e-mail',
      footer: 'Se não criou uma conta Stride, pode ignorar este e-mail.',
    },
    reset: {
      subject: 'Redefina a sua palavra-passe do Stride',
      heading: 'Redefina a sua palavra-passe',
      body: (until) =>
        `Alguém pediu para redefinir a palavra-passe da conta Stride deste endereço. A ligação funciona uma única vez, até ${until}.`,
      action: 'Escolher uma nova palavra-passe',
      footer: 'Se não foi você, ignore este e-mail: a sua palavra-passe mantém-se.',
    },
    signupAttempt: {
      subject: 'Alguém tentou registar-se no Stride com o seu e-mail',
      heading: 'Já tem uma conta Stride',
      body: [
        'Alguém (talvez você) tentou criar uma nova conta Stride com este endereço de e-mail. A sua conta já existe, por isso nada foi alterado.',
        'Se foi você, inicie sessão abaixo ou redefina a palavra-passe se a esqueceu.',
      ],
      signIn: 'Iniciar sessão',
      reset: 'Redefinir a minha palavra-passe',
      footer: 'Se não foi você, pode ignorar este e-mail.',
    },
    guessing: {
      subject: 'Alguém está a tentar entrar na sua conta Stride',
      heading: 'Várias tentativas de início de sessão falhadas',
      body: (when) => [
        `Alguém tentou muitas vezes entrar na sua conta Stride com uma palavra-passe errada (${when}).`,
        'Se foi você e se esqueceu da palavra-passe, pode escolher uma nova abaixo.',
        'Se não foi você, a sua conta está segura desde que a palavra-passe não seja usada noutro sítio. O Stride abranda as tentativas seguintes; uma palavra-passe nova e única acaba com elas.',
      ],
      action: 'Escolher uma nova palavra-passe',
      footer: 'Recebe este aviso no máximo uma vez por hora enquanto as tentativas continuarem.',
    },
  },
  zh: {
    verify: {
      subject: '验证你的 Stride 电子邮箱',
      heading: (n) => `欢迎加入 Stride${n ? `，${n}` : ''}！`,
      body: (until) => `请确认你的电子邮箱以完成账户创建。链接有效期至 ${until}。`,
      action: '验证我的邮箱',
      footer: '如果你没有创建 Stride 账户，可以忽略此邮件。',
    },
    reset: {
      subject: '重置你的 Stride 密码',
      heading: '重置密码',
      body: (until) => `有人请求重置此邮箱对应的 Stride 账户密码。链接仅可使用一次，有效期至 ${until}。`,
      action: '设置新密码',
      footer: '如果这不是你本人的请求，请忽略此邮件：你的密码不会改变。',
    },
    signupAttempt: {
      subject: '有人尝试用你的邮箱注册 Stride',
      heading: '你已经有 Stride 账户了',
      body: [
        '有人（也许是你）刚刚尝试用此邮箱创建新的 Stride 账户。你的账户已存在，因此没有任何更改。',
        '如果是你本人，请在下方登录；如果忘记了密码，可以重置密码。',
      ],
      signIn: '登录',
      reset: '重置我的密码',
      footer: '如果不是你本人，可以忽略此邮件。',
    },
    guessing: {
      subject: '有人正在尝试登录你的 Stride 账户',
      heading: '多次登录失败',
      body: (when) => [
        `有人多次使用错误的密码尝试登录你的 Stride 账户（${when}）。`,
        '如果是你本人且忘记了密码，可以在下方设置新密码。',
        '如果不是你本人，只要你的密码没有在其他地方使用，账户就是安全的。Stride 会放慢后续尝试；设置一个新的独特密码即可终止它们。',
      ],
      action: '设置新密码',
      footer: '在尝试持续期间，你每小时最多收到一次此提醒。',
    },
  },
  ja: {
    verify: {
      subject: 'Stride のメールアドレスを確認してください',
      heading: (n) => `Stride へようこそ${n ? `、${n}さん` : ''}！`,
      body: (until) =>
        `アカウントの作成を完了するため、メールアドレスを確認してください。リンクの有効期限は ${until} です。`,
      action: 'メールアドレスを確認',
      footer: 'Stride アカウントを作成していない場合は、このメールを無視してください。',
    },
    reset: {
      subject: 'Stride のパスワードを再設定',
      heading: 'パスワードの再設定',
      body: (until) =>
        `このアドレスの Stride アカウントのパスワード再設定が依頼されました。リンクは 1 回だけ、${until} まで使えます。`,
      action: '新しいパスワードを設定',
      footer: '心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    },
    signupAttempt: {
      subject: 'あなたのメールアドレスで Stride への登録が試みられました',
      heading: 'Stride アカウントはすでにあります',
      body: [
        '誰か（あなたかもしれません）がこのメールアドレスで新しい Stride アカウントを作成しようとしました。アカウントはすでに存在するため、何も変更されていません。',
        'ご本人の場合は下からログインしてください。パスワードを忘れた場合は再設定できます。',
      ],
      signIn: 'ログイン',
      reset: 'パスワードを再設定',
      footer: '心当たりがない場合は、このメールを無視してください。',
    },
    guessing: {
      subject: 'あなたの Stride アカウントへのログインが試みられています',
      heading: 'ログインの失敗が続いています',
      body: (when) => [
        `誰かが誤ったパスワードで何度もあなたの Stride アカウントにログインしようとしました（${when}）。`,
        'ご本人でパスワードを忘れた場合は、下から新しいパスワードを設定できます。',
        'ご本人でない場合も、パスワードを他で使っていなければアカウントは安全です。Stride は以降の試行を遅らせます。新しい固有のパスワードにすると試行は止まります。',
      ],
      action: '新しいパスワードを設定',
      footer: '試行が続く間、この通知は最大 1 時間に 1 回届きます。',
    },
  },
};
