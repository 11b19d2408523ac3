import type { ReactNode } from 'react';
import { Later } from '@/components/later';

// min-w-0: a grid item may shrink below its table's width, which then scrolls inside it on a phone.
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-20 rounded-xl border bg-card p-4"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section below a phone's first screen (issue 30): its heading is there at once, its body (`Later`)
 * when it comes near the view or its idle turn (useIdleTurns) comes, whichever is first.
 */
export function LaterSection({
  id,
  title,
  ready,
  reserve,
  children,
}: {
  id: string;
  title: string;
  ready: boolean;
  /** Roughly the body's height on a phone (a Tailwind min-height class). */
  reserve: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      <Later ready={ready} reserve={reserve}>
        {children}
      </Later>
    </Section>
  );
}
