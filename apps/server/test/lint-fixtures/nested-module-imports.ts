// Placed one folder deeper, in apps/server/src/modules/notifications/channels/: '../' is still the
// module itself, so its files are allowed; another module is '../../<module>/' and only its index.ts.
import { subscriptionsOf } from '../../push/push.repository.ts';
import type { PushService } from '../../push/index.ts';
import { noticePath } from '../notice.ts';
import { NOTICE_TEXTS } from '../notice-texts.ts';
import { renderEmail } from '../../../lib/mailer.ts';

export const used = [subscriptionsOf, noticePath, NOTICE_TEXTS, renderEmail];
export type Used = PushService;
