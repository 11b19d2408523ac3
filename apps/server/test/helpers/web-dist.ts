import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoutePreloadManifest } from '../../src/lib/page-html.ts';

/** The preload list a web build writes, for two public routes and four signed-in ones, in English and French. */
export const WEB_PRELOADS: RoutePreloadManifest = {
  shell: ['assets/main-app.js', 'assets/router.js'],
  signedInShell: ['assets/bottom-tab-bar.js'],
  locales: {
    common: { en: 'assets/common-en.js', fr: 'assets/common-fr.js' },
    info: { en: 'assets/info-en.js', fr: 'assets/info-fr.js' },
    landing: { en: 'assets/landing-en.js', fr: 'assets/landing-fr.js' },
    events: { en: 'assets/events-en.js', fr: 'assets/events-fr.js' },
  },
  routes: [
    { path: '/about', files: ['assets/About.js'], namespaces: ['info'] },
    { path: '/faqs', files: ['assets/Faqs.js', 'assets/lucide.js'], namespaces: ['info'], light: true },
    {
      path: '/events/:id',
      files: ['assets/EventDetail.js'],
      namespaces: ['events'],
      data: '/api/events/:id',
    },
    { path: '/', files: ['assets/Home.js'], namespaces: ['events'], signedIn: true },
    {
      path: '/my-events',
      files: ['assets/MyEvents.js'],
      namespaces: ['events'],
      data: '/api/events/user',
      signedIn: true,
      preview: {
        container: 'mx-auto max-w-4xl px-4 py-8',
        lines: [
          {
            tag: 'h1',
            className: 'text-3xl font-bold',
            text: { en: 'My Events', fr: 'Mes événements & <courses>' },
          },
        ],
      },
    },
    {
      path: '/training-plan-dashboard',
      files: ['assets/TrainingPlanDashboard.js'],
      namespaces: [],
      data: '/api/training-plans',
      signedIn: true,
      texts: {
        en: {
          'training:names.distances.half_marathon': 'Half marathon training plan',
          'training:status.active': 'Active',
          'training:status.cancelled': 'Cancelled',
          'training:dashboard.summary':
            'Week {{week}} of {{weeks}} · race on {{race}} · predicted finish {{predicted}}',
        },
        fr: {
          'training:names.distances.half_marathon': 'Plan semi-marathon',
          'training:status.active': 'Actif',
          'training:dashboard.summary':
            'Semaine {{week}} sur {{weeks}} · course le {{race}} · arrivée {{predicted}}',
        },
      },
    },
    {
      path: '/notifications',
      files: ['assets/Notifications.js'],
      dataFiles: ['assets/notification-item.js'],
      namespaces: [],
      data: '/api/notifications',
      signedIn: true,
      texts: {
        en: {
          'common:pageTitles.notifications': 'Notifications',
          'notifications:unreadCount_one': '{{count}} unread',
          'notifications:unreadCount_other': '{{count}} unread',
          'notifications:allRead': "You're all caught up",
          'notifications:markAllRead': 'Mark all as read',
          'notifications:listLabel': 'Your notifications',
          'notifications:someone': 'A runner',
          'notifications:item.unread': 'Unread:',
          'notifications:item.new': 'New',
          'notifications:item.markRead': 'Mark as read',
          'notifications:item.markReadLabel': 'Mark as read: {{title}}',
          'notifications:types.eventUpdated': 'Event updated',
          'notifications:messages.eventUpdated': '{{title}} on {{date}} has changed. Check the new details.',
          'notifications:empty.title': "You're all caught up",
          'notifications:empty.description': 'Nothing new for now.',
          'notifications:empty.findEvents': 'Find a run',
        },
        fr: {
          'common:pageTitles.notifications': 'Notifications',
          'notifications:unreadCount_one': '{{count}} non lue',
          'notifications:unreadCount_many': '{{count}} non lues',
          'notifications:unreadCount_other': '{{count}} non lues',
          'notifications:markAllRead': 'Tout marquer comme lu',
          'notifications:listLabel': 'Vos notifications',
          'notifications:someone': 'Un coureur',
          'notifications:item.unread': 'Non lue :',
          'notifications:item.new': 'Nouveau',
          'notifications:item.markRead': 'Marquer comme lue',
          'notifications:item.markReadLabel': 'Marquer comme lue : {{title}}',
          'notifications:types.eventUpdated': 'Événement modifié',
          'notifications:messages.eventUpdated': '{{title}} du {{date}} a changé.',
        },
      },
      icons: {
        BellRing: '<svg class="lucide lucide-bell-ring"><path d="M1"></path></svg>',
        CalendarClock: '<svg class="lucide lucide-calendar-clock"><path d="M2"></path></svg>',
        CheckCheck: '<svg class="lucide lucide-check-check"><path d="M3"></path></svg>',
        MailOpen: '<svg class="lucide lucide-mail-open"><path d="M4"></path></svg>',
      },
    },
  ],
};

/** A miniature web build in a temporary directory (index.html, its stylesheet, the preload list). */
export function createWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stride-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stride</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{color:red}');
  writeFileSync(path.join(dir, '.vite', 'route-preloads.json'), JSON.stringify(WEB_PRELOADS));
  return dir;
}
