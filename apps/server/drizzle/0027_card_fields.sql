-- Issue 13: readers add fields to a stored card (the near-me search its distance, the club search its
-- distanceKm, the event page its own fields), and cutting the closing brace off with left(card, -1)
-- walked each card character by character (UTF-8): about a microsecond a card, a quarter of what a
-- near-me search cost the database. Cards are now stored open, their fields without the closing brace,
-- and every reader closes them (db/json-text.ts). stride_event_card and stride_club_card still define
-- the whole card.
ALTER TABLE "events" RENAME COLUMN "card" TO "card_fields";--> statement-breakpoint
ALTER TABLE "runclubs" RENAME COLUMN "card" TO "card_fields";--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_write_event_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_fields := left(stride_event_card(NEW), -1);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_write_club_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_fields := left(stride_club_card(NEW), -1);
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "events" SET "card_fields" = left(stride_event_card(events), -1);--> statement-breakpoint
UPDATE "runclubs" SET "card_fields" = left(stride_club_card(runclubs), -1);
